import type { HelpModal } from '../routes';
import { catalogue } from './language';

/**
 * The help drawers' paragraphs (SPEC §4 HELP), loaded with the drawer's body when one is first opened rather than
 * with the login page (the first load's 170 KiB). Their titles stay in en.ts: they are shown at once.
 */
export const helpWords = catalogue<Record<HelpModal, readonly string[]>>('help', {
  HELP_PATIENT_CLAIM: [
    'Your hospital invited you to help choose care for a patient. First we make sure you are connected to the right patient.',
    "Enter the first letter of the patient's first name, their last name and their date of birth exactly as the hospital has them.",
    'Then create your account. You will use it to compare providers, save your favorites and rank your choices.',
    'If something does not match, ask the discharge planner or case manager who sent you the invitation.',
  ],
  HELP_PATIENT_SERVICES: [
    'Each card is a kind of care the hospital has arranged for the patient, such as skilled nursing or home health.',
    'Choose View Options to see the providers the hospital offers for that care, save the ones you like and rank them.',
    'When you have confirmed your choices the card shows Completed; choose Review Choices to see what you chose.',
    'Your discharge planner sees your ranking and will contact you about next steps.',
  ],
  HELP_PROVIDER_LISTING: [
    'These are the providers your hospital offers for this kind of care. Tap Learn More to see photos, ratings and details.',
    'Tap the heart on every provider you would consider. Use Filter to sort the list or to show only higher Medicare ratings.',
    'When you have saved the providers you like, press Continue to rank them in the order you prefer.',
  ],
});
