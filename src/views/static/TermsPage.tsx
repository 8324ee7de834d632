import { LegalDocument } from './LegalDocument';
import { termsContent } from './termsContent';

/** /terms-of-service: the Terms of Service (SPEC §1, §9). The shell renders the title as the page's h1. */
export function TermsPage() {
  return <LegalDocument content={termsContent} />;
}
