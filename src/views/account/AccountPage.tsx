import { PendingScreen } from '../static/PendingScreen';

/** Being built. */
export function AccountPage() {
  return <PendingScreen />;
}
