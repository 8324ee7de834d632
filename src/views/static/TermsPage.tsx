import { PendingScreen } from './PendingScreen';

/** Being built. */
export function TermsPage() {
  return <PendingScreen />;
}
