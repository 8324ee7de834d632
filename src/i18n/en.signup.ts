import { localized } from './language';

/**
 * SPEC's default acknowledgement, accepted where the invite has no text of the hospital's own. The console (always
 * English) shows it as the invite form's hint, so it is read here as well as through the catalogue.
 */
export const DEFAULT_ACKNOWLEDGEMENT =
  "By creating an account I acknowledge that I am being given the right to choose the care provider for the patient's post-acute care.";

/** Strings of the invite, sign-up and claim screens (part of the English catalogue, see en.ts). */
export const signupEn = localized('signup', {
  invite: {
    loading: 'Checking your invitation…',
    invalidHeading: 'Invalid Invite Code',
    invalidText: 'Either your code is invalid or the invite has already been used.',
    login: 'Login >',
  },
  start: {
    heading: 'Welcome',
    intro: 'Your hospital has invited you to help choose care. First, tell us who the patient is.',
    initial: "Patient's First Initial",
    lastName: "Patient's Last Name",
    dateOfBirth: "Patient's Date of Birth",
    month: 'Month',
    day: 'Day',
    year: 'Year',
    confirmBefore: 'I am authorized to act for this patient and I agree to the ',
    termsOfUse: 'Terms of Use',
    confirmAfter: '.',
    next: 'Next',
    acknowledgementTitle: 'Terms of Use',
    acknowledgement: DEFAULT_ACKNOWLEDGEMENT,
  },
  account: {
    heading: 'Create Your Account',
    intro: 'You will use this account to compare providers and rank your choices.',
    relationship: 'Relationship to Patient',
    relationships: { fc_patient: 'Patient', fc_family: 'Family', fc_planner: 'Planner', fc_other: 'Other' },
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    cellPhone: 'Cell Phone',
    password: 'Password',
    passwordHint: 'At least 6 characters',
    confirmPassword: 'Confirm Password',
    back: 'Back',
    submit: 'Get Started',
    emailTaken: 'An account with this e-mail already exists. Log in instead, or use another address.',
    inviteUsed: 'This invitation has already been used. Ask your hospital for a new one.',
    genericError: 'Please check your details and try again.',
  },
  verify: {
    heading: 'One More Thing',
    notMatched: 'We successfully created your account, but we could not match the patient details you entered against our database.',
    checkBelow: 'Please check the details below and try again.',
    intro: 'Please confirm the details of the patient you are choosing care for.',
    submit: 'Confirm',
    loading: 'Loading your invitation…',
  },
  // An invite link opened while logged in.
  otherInvite: {
    heading: 'You Are Already Logged In',
    signedInAs: 'You are logged in as',
    explanation: 'The invite link you opened is for another patient. To use it, log out first; your account and its choices stay as they are.',
    logOut: 'Log Out and Continue',
    stay: 'Stay Logged In',
  },
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
} as const);
