import { PendingScreen } from './PendingScreen';

/** Being built. */
export function PrivacyPage() {
  return <PendingScreen />;
}
