import { catalogue } from './language';

/**
 * What screens say when one of the protections against abuse refuses something: a too common password, too many tries
 * at matching the patient. Apart from en.ts: only the screens that can meet them load these, not the login page.
 */
export const securityWords = catalogue('security', {
  passwordTooCommon: 'This password is one of the most common ones, which are guessed first. Please choose another.',
  tooManyClaimAttempts: 'Too many attempts to match the patient. Please try again in 15 minutes.',
  inviteRevoked: 'After too many attempts this invite no longer works. Please ask the hospital for a new invite.',
});

/** The server's code for a too common password. */
export const PASSWORD_TOO_COMMON = 'PasswordTooCommon';
