import type { LegalDocumentContent } from './LegalDocument';
import { pathFor } from '../../routePaths';

/**
 * The Terms of Service of CareChoice (SPEC §1 and §9 'Terms:'). Facts the spec fixes: effective June 22, 2020;
 * 18 or older, in the United States, account in the user's own legal name; provider fees billed monthly or annually
 * and non-refundable; inactive non-paid accounts may be deleted after 12 consecutive months; liability capped at the
 * greater of $100 or fees paid in the prior 12 months; the law of one US state (Ohio).
 */

/** Where questions about these Terms go. Replace with the operator's real mailbox before going live. */
export const TERMS_CONTACT_EMAIL = 'legal@carechoice.example';
const email = { text: TERMS_CONTACT_EMAIL, href: `mailto:${TERMS_CONTACT_EMAIL}` };
const privacyPolicy = { text: 'Privacy Policy', href: pathFor('PRIVACY_POLICY') };

export const termsContent: LegalDocumentContent = {
  effective: 'Effective as of June 22, 2020',
  contentsLabel: 'On this page',
  intro: [
    'These Terms of Service (the “Terms”) are an agreement between you and CareChoice (“CareChoice”, “we”, “us” or “our”), the care-coordination service that hospitals and health systems use to share their lists of post-acute care providers with patients and families. They apply to the CareChoice website and app and to everything you can do there (together, the “Service”).',
    ['Please read them together with our ', privacyPolicy, ', which explains how we collect, use and protect personal and patient information.'],
  ],
  sections: [
    {
      id: 'authority-and-consent',
      heading: 'Authority and consent',
      paragraphs: [
        'By creating an account, claiming a patient or otherwise using the Service, you agree to these Terms. If you do not agree, please do not use the Service.',
        'Many people use CareChoice on behalf of someone else: a parent, a spouse, another relative or a patient in their care. Each time you enter a patient’s details, view their care options or choose and rank providers for them, you confirm that:',
        {
          list: [
            'you are the patient, or you are authorized to act for the patient, for example as their family member, health care representative, agent under a power of attorney or legal guardian, or because the patient has asked you to help;',
            'the patient, or the person legally entitled to decide for them, agrees to you seeing the information the hospital has shared for the patient’s discharge; and',
            'you will use that information only to help choose and arrange the patient’s care.',
          ],
        },
        'If you accept these Terms for an organization, such as a care provider, you confirm that you may bind that organization, and “you” then includes it.',
        'If your authority ends, for example because the patient withdraws it, stop using the patient’s information and let the hospital’s case manager or discharge planner know.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Eligibility',
      paragraphs: [
        'To use CareChoice you must:',
        {
          list: [
            'be 18 or older;',
            'be located in the United States while you use the Service; and',
            'hold the account in your own legal name, not a nickname or another person’s name. When you act for a patient, the account is still yours, in your name.',
          ],
        },
        'Accounts are by invitation. An invitation is meant for the person it was sent to; please do not pass it on. We may refuse or close an account that does not meet these requirements.',
      ],
    },
    {
      id: 'accounts-and-security',
      heading: 'Your account and security',
      paragraphs: [
        'You are responsible for what is done with your account. Keep your password secret, do not use it for other sites, and sign out when you use a shared or public computer, such as one at the hospital.',
        'Keep your name, e-mail address and cell phone number current on the My Account page, so that we and the hospital can reach you about the patient’s care choices.',
        ['If you think someone else has used your account or learned your password, change your password and tell us straight away at ', email, '.'],
        'Do not share your account, create an account for someone else or use another person’s account. We may suspend an account to protect it or the patient when we see signs of misuse.',
      ],
    },
    {
      id: 'user-content',
      heading: 'Content you provide and our license to use it',
      paragraphs: [
        '“Your content” is the information and material you submit to the Service: for example the patient details you enter, your shortlists, rankings and choices, and, for care providers and other content contributors, listing descriptions, photos, videos and other material about a provider.',
        ['You keep ownership of your content. You grant CareChoice a non-exclusive, worldwide, royalty-free license to host, store, copy, adapt (for example, resize a photo), display and transmit your content, only as needed to operate, secure and improve the Service, to share it with the hospital and the patient’s care team as the Service is designed to do, and as our ', privacyPolicy, ' describes. For care providers and content contributors, the license also covers showing listing content to the families and professionals who use the Service.'],
        'The license ends when your content is deleted from the Service, except for copies we must keep by law, copies in backups until they are overwritten, and choices already shared with the hospital, which become part of the hospital’s records.',
        'You confirm that you have the rights needed to submit your content, that it is accurate to the best of your knowledge, and that it does not infringe anyone’s rights or disclose another person’s health information without permission. We may remove content that breaks these Terms, but we do not review all content before it appears.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      paragraphs: [
        'Use CareChoice only to find, compare and choose care, or to provide or coordinate it. Do not:',
        {
          list: [
            'look up, or try to look up, a patient you are not authorized to act for;',
            'give false information, impersonate anyone or misstate your relationship to a patient;',
            'post content that is unlawful, misleading, defamatory or harassing;',
            'copy, scrape or harvest provider listings, ratings or other data by automated means, or use them to build a competing product;',
            'probe, scan or test the security of the Service, or get around its access controls, without our written permission;',
            'upload viruses or other harmful code, or disrupt or overload the Service; or',
            'resell, sublicense or frame the Service, or use it to send advertising or spam.',
          ],
        },
        'We may suspend or close accounts that break these rules, and we may report unlawful activity to the authorities and to the hospital concerned.',
      ],
    },
    {
      id: 'subscription-fees',
      heading: 'Subscription fees for care providers',
      paragraphs: [
        'Patients, families and hospital staff do not pay to use CareChoice. Care providers may buy a subscription to manage and enrich their listing. For subscribing providers:',
        {
          list: [
            'Billing cycles are monthly or annual, as chosen when subscribing. A subscription renews automatically at the end of each billing cycle at the price then in effect until it is cancelled.',
            'Fees are billed in advance, in US dollars, to the card or bank account on file. Applicable taxes are added.',
            'Fees are non-refundable, including for partial billing cycles and unused features, except where the law requires a refund.',
            'You may cancel at any time. Cancellation takes effect at the end of the current billing cycle, and the subscription’s features stay active until then.',
            'We will give at least 30 days’ notice of a price change, which applies from the next billing cycle after the notice.',
            'If a payment fails, we may suspend the subscription’s features until the amount due is paid.',
          ],
        },
        ['Payments from a bank account are set up through a third-party bank-data aggregator, as our ', privacyPolicy, ' explains.'],
      ],
    },
    {
      id: 'inactive-accounts',
      heading: 'Inactive accounts',
      paragraphs: [
        'We may delete an account that is not paid for, such as a family member’s account or a provider account without a subscription, after 12 consecutive months in which nobody has signed in to it. Choices already shared with the hospital remain part of the hospital’s records. If you are invited again later, you can create a new account.',
      ],
    },
    {
      id: 'medical-disclaimer',
      heading: 'Medical disclaimer',
      paragraphs: [
        'CareChoice does not give medical advice and is not a health care provider. Provider descriptions, levels of care, distances, photos, videos and ratings are general information to help you compare options; they do not replace the advice of the patient’s doctors, nurses, case managers and discharge planners.',
        'The choice of provider is yours and the patient’s, made together with the patient’s care team. CareChoice does not recommend, endorse or guarantee any provider.',
        'Medicare star ratings come from the Centers for Medicare & Medicaid Services (CMS). We show them as CMS publishes them and do not create or change them; they may not reflect recent changes at a provider. A provider that CMS has not rated is shown as “Not Rated”.',
        'Openings, the insurance a provider accepts and the services it offers change often. Confirm them with the provider and the care team before you decide. In an emergency, call 911.',
      ],
    },
    {
      id: 'provider-listings',
      heading: 'Provider listings, labels and order',
      paragraphs: [
        'Each list shows the providers the hospital offers for one of the patient’s levels of care. The hospital decides which providers are on it. Listing content comes from the providers, the hospital and public sources such as CMS.',
        'The hospital may label some providers as preferred (in its own words, “Preferred” unless it chooses others) or as “Affiliated”. Select a label to read the hospital’s explanation of it. Labels are the hospital’s, not a recommendation by CareChoice.',
        'Lists start with the hospital’s preferred providers, then providers with an active CareChoice subscription, then follow a measure suited to the level of care (such as Medicare ratings for skilled nursing) and then the name. You can sort and filter any list yourself. A provider’s place in a list does not limit the patient’s right to choose; ask the care team about any provider you are interested in.',
      ],
    },
    {
      id: 'disclaimer-of-warranties',
      heading: 'Disclaimer of warranties',
      paragraphs: [
        'The Service is provided “as is” and “as available”. To the extent the law allows, CareChoice disclaims all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement. We do not warrant that the Service will be uninterrupted or error-free, or that provider information is complete, accurate or current.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent the law allows, CareChoice and its affiliates, officers, employees and suppliers will not be liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue, data or goodwill, arising from or related to the Service or these Terms, even if we were told such damages were possible.',
        'Our total liability for all claims arising from or related to the Service or these Terms is limited to the greater of $100 or the fees you paid to CareChoice in the 12 months before the event giving rise to the claim.',
        'Some states do not allow certain warranties or damages to be excluded or limited, so some of the above may not apply to you. Nothing in these Terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'ending-your-use',
      heading: 'Ending your use of CareChoice',
      paragraphs: [
        ['You may stop using the Service at any time, and ask us to close your account by writing to ', email, '. We may suspend or end your access if you break these Terms, if the hospital that invited you stops using CareChoice, or if the law requires it.'],
        'Sections that by their nature should continue after your access ends, such as the license for choices already shared, fees owed, the disclaimers, the limitation of liability and governing law, continue to apply.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      paragraphs: [
        'These Terms are governed by the laws of the State of Ohio and applicable federal law of the United States, without regard to conflict-of-laws rules. Any dispute arising from or related to the Service or these Terms will be brought only in the state or federal courts located in Franklin County, Ohio, and you and CareChoice consent to their jurisdiction.',
        ['Before starting a claim, please contact us at ', email, ' so that we can try to resolve it informally.'],
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these Terms',
      paragraphs: [
        'We may update these Terms as the Service or the law changes. The date at the top of this page shows when they last changed. If a change is material, we will give notice before it takes effect, for example by e-mail or with a notice when you sign in. If you keep using the Service after a change takes effect, you accept the updated Terms.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        ['Questions about these Terms: e-mail ', email, '.'],
        'For questions about a patient’s care, discharge or records, please contact the hospital’s case manager or discharge planner, who can answer with the patient’s full record in front of them.',
      ],
    },
  ],
};
