import type { LegalDocumentContent } from './LegalDocument';
import { pathFor } from '../../routePaths';

/**
 * The Privacy Policy of CareChoice (SPEC §1): updated and effective Sep 19 2019; four audiences; the sections in the
 * spec's order (coverage … contact); name, username, e-mail, address and phone; card and billing data from care
 * providers on subscription; patient gender, date of birth and conditions; a bank-data aggregator; not for
 * under-13s; Do Not Track not honored. What it says about cookies, analytics and maps matches what the app does.
 */

/** Where privacy questions and requests go. Replace with the operator's real mailbox before going live. */
export const PRIVACY_CONTACT_EMAIL = 'privacy@carechoice.example';
const email = { text: PRIVACY_CONTACT_EMAIL, href: `mailto:${PRIVACY_CONTACT_EMAIL}` };
const terms = { text: 'Terms of Service', href: pathFor('TERMS_OF_SERVICE') };

export const privacyContent: LegalDocumentContent = {
  effective: 'Updated and Effective as of: Sep 19 2019',
  contentsLabel: 'On this page',
  intro: [
    'This Privacy Policy explains how CareChoice (“CareChoice”, “we”, “us” or “our”) collects, uses, shares and protects information when you use the CareChoice website and app (the “Service”). Hospitals and health systems use CareChoice to share their lists of post-acute care providers, so that patients and families can compare them and choose care.',
    'The Service is used by four groups of people, and this policy calls them:',
    {
      list: [
        'Care providers: skilled nursing facilities, rehabilitation hospitals, long-term acute care hospitals, hospices, home health agencies and other providers listed on the Service, and the staff who manage their listings.',
        'Care recipients: patients who need care after a hospital stay, and the family members and representatives who choose care with them or for them.',
        'Continuing care professionals: case managers, discharge planners and other staff who coordinate a patient’s next step of care.',
        'Content contributors: anyone who submits content to the Service, such as provider descriptions, photos or videos.',
      ],
    },
  ],
  sections: [
    {
      id: 'coverage',
      heading: 'What this policy covers',
      paragraphs: [
        'This policy applies to information collected through the Service and in the e-mails and text messages it sends. It does not apply to information collected offline or by other websites, including those of hospitals and care providers that link to or from the Service; their own policies apply there.',
        'When a hospital or health system uses CareChoice, the patient information it shares with us is protected health information under the Health Insurance Portability and Accountability Act (HIPAA). We handle it as the hospital’s business associate, under our agreement with the hospital, and the hospital’s Notice of Privacy Practices also applies to it. Where this policy and that agreement differ, the agreement governs that information.',
        ['By using the Service you agree to this policy and to our ', terms, '.'],
      ],
    },
    {
      id: 'collection',
      heading: 'Information we collect',
      paragraphs: ['We collect information you give us, information the hospital gives us about its patients, and some information collected automatically when you use the Service (see “Other information we collect” below).'],
      subsections: [
        {
          heading: 'Information you give us',
          paragraphs: [
            'When you create an account or update your details, we collect your name, username, e-mail address, postal address and phone number, and your password, which we store only in a protected (hashed) form.',
            'As you use the Service, we record your relationship to the patient (patient, family member, planner or other), the acknowledgements you accept, and the providers you save, rank and choose.',
          ],
        },
        {
          heading: 'Care providers on subscription',
          paragraphs: [
            'Care providers who subscribe give us card and billing data: the cardholder’s name, card number, expiry date and security code, the billing address and billing contact, or the bank account used to pay. Card numbers go to our payment processor; we keep only what identifies the card, such as its brand, last four digits and expiry date.',
          ],
        },
        {
          heading: 'Patient information',
          paragraphs: [
            'To connect a patient with their invitation and show their care options, we receive patient data from the hospital and from you. It includes the patient’s name, gender, date of birth and conditions, and the levels of care the patient needs, such as skilled nursing, home health or hospice. When you claim a patient, you enter the patient’s first initial, last name and date of birth so that we can confirm the match.',
          ],
        },
      ],
    },
    {
      id: 'use',
      heading: 'How we use information',
      paragraphs: [
        'We use the information we collect to:',
        {
          list: [
            'create and manage accounts, and confirm that you are the person invited to help a patient;',
            'show the providers the hospital offers for each of the patient’s levels of care, including distances from a place you choose;',
            'record your shortlists, rankings and choices, and pass them to the patient’s care team;',
            'send messages about your account and the patient’s care choices, such as invitations, password resets and security notices;',
            'bill care providers for their subscriptions;',
            'keep the Service secure, prevent fraud and misuse, and fix problems;',
            'understand how the Service is used so that we can improve it, using de-identified or aggregated information wherever we can; and',
            'meet our legal obligations and enforce our Terms of Service.',
          ],
        },
        'We do not sell personal information or patient information, and we do not use patient information for advertising.',
      ],
    },
    {
      id: 'sharing',
      heading: 'How we share information',
      paragraphs: [
        'We share information only as follows:',
        {
          list: [
            'With the hospital and the patient’s care team: your choices and rankings, your relationship to the patient and your contact details go to the case managers and discharge planners coordinating the patient’s care.',
            'With care providers, only through the hospital: providers do not see your shortlist or rankings in CareChoice. The hospital decides what to share with a provider when it makes a referral.',
            'With companies that work for us, such as hosting, e-mail and text message delivery, maps, analytics and payment processing, under contracts that allow them to use the information only for that work and require them to protect it.',
            'With our bank-data aggregator, when a care provider pays from a bank account (see “Our bank-data aggregator” below).',
            'When the law requires it, such as in response to a subpoena or court order, or to protect the rights, safety and property of patients, users, CareChoice or others, as HIPAA and other laws allow.',
            'In a merger, acquisition or sale of all or part of our business, under confidentiality terms and subject to this policy and our agreements with hospitals.',
            'With your consent or at your direction.',
          ],
        },
        'We may also share aggregated or de-identified information that cannot reasonably be used to identify you or a patient.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      paragraphs: [
        'We keep personal information while your account is open and as long as we need it to provide the Service, and after that for as long as our agreements with hospitals, our legal, tax and accounting obligations, and the resolution of disputes require.',
        ['Choices shared with the hospital become part of the hospital’s records and are kept under its retention policies. Accounts that are not paid for may be deleted after 12 consecutive months without a sign-in, as our ', terms, ' explain. Backups are overwritten on a regular cycle.'],
      ],
    },
    {
      id: 'other-information',
      heading: 'Other information we collect',
      paragraphs: [
        'Some information is collected automatically when you use the Service:',
        {
          list: [
            'Device and log information: your IP address, browser and operating system, the pages you open and when, and error reports. Our servers record this to run and secure the Service; passwords, codes and dates of birth are left out of these logs.',
            'Cookies and local storage: a cookie keeps you signed in and protects your forms against forgery, and your browser’s local storage remembers your session between visits. The Service needs them to work.',
            'Page views: where analytics is switched on, we record which pages are viewed, by address and title only. Invitation and password reset codes are removed from the addresses first, and no patient details are sent.',
            'Location: we do not read your device’s location. Distances are measured from the hospital or from a ZIP code or city you search for.',
            'Maps: map images are loaded from a map tile service, which receives your IP address and the area being shown.',
          ],
        },
        'Do Not Track: some browsers can send a “Do Not Track” signal. There is no common standard for responding to it, so the Service does not honor Do Not Track signals. You can still block or delete cookies in your browser settings, though you will then be unable to sign in.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect information',
      paragraphs: [
        'We use administrative, technical and physical safeguards designed to protect the information we hold, including encryption in transit (HTTPS), hashed passwords, sign-in sessions that expire, and access limited to the staff who need it for their work.',
        'No system is perfectly secure. Please choose a password you do not use anywhere else and sign out on shared computers. If a breach affects your information, we will notify you and the hospital as the law requires.',
      ],
    },
    {
      id: 'sensitive-information',
      heading: 'Sensitive information',
      paragraphs: [
        'Health information about a patient, such as their conditions and the levels of care they need, is sensitive. We use it only to provide the Service to the patient, their representatives and their care team, and as our agreements with hospitals and the law allow. We never use it for marketing.',
        'Please do not send us sensitive information the Service does not ask for, such as Social Security numbers, insurance member numbers or medical records, by e-mail, in support requests or in content you submit.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Third-party sites and services',
      paragraphs: [
        'The Service links to sites and services we do not control, such as providers’ own websites and the Medicare Care Compare profiles published by the Centers for Medicare & Medicaid Services. Provider videos are played from their hosts, such as YouTube, Vimeo or Cloudinary, which may set their own cookies when you play a video.',
        'When you follow such a link or play such a video, the other party may collect information under its own privacy policy. We are not responsible for its practices, and we encourage you to read its policy.',
      ],
    },
    {
      id: 'access',
      heading: 'Accessing and correcting your information',
      paragraphs: [
        'You can see and update your name, e-mail address and cell phone number, and change your password, on the My Account page at any time.',
        ['To see, correct or delete other information we hold about you, or to close your account, e-mail us at ', email, '. We will confirm your identity before acting on a request and answer within the time the law requires.'],
        'Patient information comes from the hospital’s records. To see or correct it, or to use the patient’s rights under HIPAA, contact the hospital; we will help the hospital respond. We may keep information that is still needed for the patient’s care or that the law requires us to keep.',
      ],
    },
    {
      id: 'choices',
      heading: 'Your choices',
      paragraphs: [
        {
          list: [
            'Contact details: keep them current, or change them, on the My Account page.',
            'Messages: messages about your account, its security and the patient’s care choices are part of the Service and continue while your account is open. We do not send marketing messages to care recipients; marketing messages to care providers include a way to opt out.',
            'Cookies: you can block or delete cookies in your browser, but the Service needs its sign-in cookie to work.',
            'Closing your account: write to us at the address under “Contact us”.',
            'State privacy rights: depending on where you live, you may have further rights, such as to know, correct or delete personal information about you, and to appeal our answer to a request. Contact us to use them; we will not treat you differently for doing so.',
          ],
        },
      ],
    },
    {
      id: 'bank-data-aggregator',
      heading: 'Our bank-data aggregator',
      paragraphs: [
        'Care providers that pay their subscription from a bank account connect that account through a third-party bank-data aggregator. The aggregator collects the bank sign-in details and the account and routing numbers, confirms the account, and gives us only what we need to take the payment, such as the account holder’s name and a reference to the account. We never see or store your bank password.',
        'By connecting an account, you authorize the aggregator to access and transmit your bank data as its own privacy policy describes. That policy, not this one, governs the aggregator’s handling of your data; please read it before you connect.',
        'Patients and families never need to connect a bank account to use CareChoice.',
      ],
    },
    {
      id: 'minors',
      heading: 'Children under 13',
      paragraphs: [
        ['The Service is not for children under 13, and we do not knowingly collect personal information from them. Accounts are for adults 18 or older, as our ', terms, ' require. Information about a patient who is a child reaches us only from the hospital and from the child’s parent or guardian, to arrange the child’s care.'],
        ['If you believe a child under 13 has given us personal information, contact us at ', email, ' and we will delete it.'],
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy as the Service or the law changes. The date at the top of this page shows when it last changed. If we make material changes, we will tell you before they take effect, by e-mail or with a notice in the Service. If you keep using the Service after the changes take effect, you accept the updated policy.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        ['Questions, requests or complaints about this policy or our privacy practices: e-mail ', email, '. Please do not include a patient’s medical details in your message.'],
        'For questions about a patient’s care or records, please contact the hospital’s case manager or discharge planner.',
      ],
    },
  ],
};
