import { NOT_RATED_TEXT } from '../domain/ratings';
import { localized } from './language';

/**
 * Every user-facing string of CareChoice's shell, sign-in and account screens. Strings quoted by the spec are copied
 * letter for letter. Views read `t`, which follows the active language (i18n/language.ts); `en` is the English itself.
 */
export const en = {
  product: 'CareChoice',
  titleSuffix: ' | CareChoice',
  titles: {
    login: 'Login to CareChoice',
    forgotPassword: 'Reset Your Password',
    forgotPasswordReset: 'Password Reset',
    signUp: 'Create An Account',
    goChoice: 'Get Started',
    choiceStart: 'Enter Patient Details',
    choiceAccount: 'Account Details',
    choiceVerify: 'Verify Patient Details',
    choiceReview: 'Review Choices',
    account: 'My Account',
    dashboardPatientChoice: 'Patient Services',
    dashboard: 'Dashboard',
    termsOfService: 'Terms of Service',
    privacyPolicy: 'Privacy Policy',
    guidedEnded: 'Guided Session Ended',
    notFound: 'Page Not Found',
    optionListFallback: 'Provider Options',
  },
  shell: {
    needHelp: 'Need Help?',
    needHelpMenu: 'Need help?',
    dashboardLink: 'Patient Services',
    myAccount: 'My Account',
    logOut: 'Log out',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    logoHome: 'CareChoice home',
    poweredBy: 'Powered by CareChoice',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    loading: 'Loading…',
    skipToContent: 'Skip to content',
    /** Under text others wrote (a hospital, a provider) in another language than the page's. */
    onlyIn: { en: 'Available only in English', es: 'Available only in Spanish' },
    /** The eye button of a password field (pressed: the password shows). */
    showPassword: 'Show password',
    /** On a kiosk: the way to the console's page where staff turn it off. */
    turnOffKiosk: 'Staff: turn off kiosk',
    /**
     * A translation that could not be loaded: the reader wanted Spanish, so it is said in Spanish first,
     * then in English. The same words in every catalogue.
     */
    languageFailed: {
      title: 'No se pudo cambiar el idioma · Could not change the language',
      message: 'Revise su conexión e inténtelo de nuevo. · Please check the connection and try again.',
      timeout: 6000,
    },
  },
  toasts: {
    close: 'Close message',
    loginFailed: { title: 'Could Not Login', message: 'Your login is invalid, please try again.', timeout: 3000 },
    accountCreated: { title: 'Account Created', message: 'Logging in...', timeout: 2000 },
    createAccountFailed: { title: 'Could Not Create Account', message: 'Please check your details and try again.', timeout: 2000 },
    claimFailed: {
      title: 'Could Not Verify Patient',
      message: 'Another user has already logged in or Please check patient details and try again.',
      timeout: 6000,
    },
    saveChoicesFailed: { title: 'Oops!', message: 'Could not save choices, please try again.', timeout: 2000 },
    choicesSaved: { title: 'Choices saved', message: 'Your discharge planner can now see them.', timeout: 3000 },
    contactUpdated: { title: 'Success', message: 'Your contact information has been updated.', timeout: 3000 },
    passwordUpdated: { title: 'Success', message: 'Your password has been updated.', timeout: 3000 },
  },
  /** Medicare's stars (SPEC §3 Rating display): '4 of 5' beside them, '4 out of 5 stars' read aloud. */
  stars: {
    shown: (rating: number, max: number) => `${rating} of ${max}`,
    spoken: (rating: number, max: number) => `${rating} out of ${max} stars`,
    notRated: NOT_RATED_TEXT,
  },
  /** A slider of cards (the map's providers, a provider's videos): its slides, dots and arrows. */
  slider: {
    slide: (position: number, count: number) => `${position} of ${count}`,
    goTo: (position: number) => `Go to ${position}`,
    previous: 'Previous',
    next: 'Next',
  },
  /** How dates and times are written (SPEC §2: MM/DD/YYYY and h:mm AM/PM). */
  dates: {
    shortDate: (day: string, month: string, year: string) => `${month}/${day}/${year}`,
    clockTime: (hour: string, minutes: string, afternoon: boolean) => `${hour}:${minutes} ${afternoon ? 'PM' : 'AM'}`,
  },
  validation: {
    required: (label: string) => `${label} is required.`,
    emailRequired: 'Email is required.',
    emailInvalid: 'Email format is invalid.',
    passwordRequired: 'Password is required.',
    passwordMin: 'Password must be at least 6 characters.',
    minSix: (label: string) => `${label} must be at least 6 characters.`,
    cellPhoneDigits: 'Cell Phone must be 10 digits.',
    mustMatchNewPassword: 'Must match your New Password.',
    mustMatchPassword: 'Must match your Password.',
    radioRequired: (label: string) => `${label} is required`,
    oneCharacter: (label: string) => `${label} must be 1 character.`,
    validDate: (label: string) => `${label} must be a valid date.`,
    /** Longer than the server takes (src/contract/limits.ts); what was typed stays in the field. */
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  },
  login: {
    heading: 'Welcome, please login',
    email: 'Email',
    password: 'Password',
    submit: 'Login',
    forgot: 'Forgot your password?',
  },
  forgotPassword: {
    heading: 'Reset Your Password',
    intro: 'Enter the e-mail address of your account and we will send you a link to reset your password.',
    email: 'Email',
    submit: 'Send Reset Instructions',
    success:
      'Success! If the email address you entered matches one in our database reset instructions will be sent to that address.',
    error: 'An error occurred, please try again.',
    backToLogin: 'Back to login',
  },
  passwordReset: {
    heading: 'Password Reset',
    intro: 'Choose a new password for your account.',
    email: 'Email',
    newPassword: 'New Password',
    newPasswordHint: 'At least 6 characters',
    confirmNewPassword: 'Confirm New Password',
    submit: 'Reset Password',
    success: 'Password reset successfully.',
    error: 'This reset link is invalid or has expired. Please ask for a new one.',
    newLink: 'Ask for a new reset link >',
    login: 'Login >',
    /** Too many tries (HTTP 429): the server's words, which say how long to wait (also sent as Retry-After). */
    tooManyTries: (serverWords: string, _waitSeconds: number | null) => serverWords,
  },
  signUp: {
    heading: 'Currently Unavailable',
    text: 'Accounts are only available to family members who have received an invite by e-mail from their hospital.',
    login: 'Login >',
    forgot: 'Forgot your password? >',
  },
  account: {
    heading: 'My Account',
    memberSince: (date: string, time: string) => `Member since ${date} at ${time}`,
    contactHeading: 'Contact Information',
    name: 'Name',
    email: 'Email',
    cellPhone: 'Cell Phone',
    cellPhonePlaceholder: '(555) 555-5555',
    saveContact: 'Save Contact Information',
    passwordHeading: 'Change Password',
    currentPassword: 'Current Password',
    newPassword: 'New Password',
    newPasswordHint: 'At least 6 characters',
    confirmNewPassword: 'Confirm New Password',
    savePassword: 'Update Password',
    currentPasswordIncorrect: 'Current password is incorrect',
    genericError: 'An error occurred, please try again.',
  },
  help: {
    close: 'Close',
    HELP_PATIENT_CLAIM: { title: 'Getting Started' },
    HELP_PATIENT_SERVICES: { title: 'Patient Services' },
    HELP_PROVIDER_LISTING: { title: 'Choosing Providers' },
  },
  /** Section 1557: the footer's way to free language help, above the taglines of src/i18n/taglines.ts. */
  languageAssistance: {
    link: 'Language assistance',
    title: 'Language assistance',
    intro:
      'Interpreters and help in your language are available free of charge. Ask the hospital’s staff or your discharge planner, in person or by phone.',
  },
  /** The legal pages are in English only; another language says so above them, and where to get help. */
  legal: {
    englishOnlyTitle: 'This page is in English only',
    englishOnly:
      'The Terms of Service and Privacy Policy of CareChoice are available in English only. If you need help understanding them in your language, ask the discharge planner at your hospital for an interpreter, free of charge.',
  },
  notFound: {
    heading: 'Oops!',
    text: "We're sorry, something went wrong and we couldn't show the content you're expecting.",
    continue: 'Continue',
  },
} as const;

export type Catalogue = typeof en;
export const t = localized('app', en);
