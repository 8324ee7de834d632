/**
 * What the password fields say when the server refuses one of the 1,000 most common passwords (issue 8). Apart from
 * en.ts: only the screens that set a password load it, not the login page.
 */
export const passwordsEn = {
  tooCommon: 'This password is one of the most common ones, which are guessed first. Please choose another.',
};

/** The server's code for it. */
export const PASSWORD_TOO_COMMON = 'PasswordTooCommon';
