import { LegalDocument } from './LegalDocument';
import { privacyContent } from './privacyContent';

/** /privacy-policy: the Privacy Policy (SPEC §1). The shell renders the title as the page's h1. */
export function PrivacyPage() {
  return <LegalDocument content={privacyContent} />;
}
