import { PendingScreen } from '../static/PendingScreen';

/** Being built. */
export function PasswordResetPage() {
  return <PendingScreen />;
}
