import { createRequire } from 'node:module';
import { badRequest } from '../errors';

/**
 * The 1,000 most common passwords (OWASP ASVS 2.1.7), from the frequency-ranked list zxcvbn
 * estimates password strength with. Compared case-insensitively: 'Password' is no better than 'password'.
 */
export const COMMON_PASSWORD_COUNT = 1_000;
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (common) return common;
  // Read on first use: 49,000 words are parsed only when somebody sets a password, and once.
  const ranked = createRequire(import.meta.url)('@zxcvbn-ts/language-common/src/passwords.json') as string[];
  return (common = new Set(ranked.slice(0, COMMON_PASSWORD_COUNT).map((password) => password.toLowerCase())));
}

export const isCommonPassword = (password: string) => commonPasswords().has(password.normalize('NFKC').toLowerCase());

export const PASSWORD_TOO_COMMON = 'This password is one of the most common ones, which are guessed first. Please choose another.';

/** A 400 naming `field` when `password` is one of the most common. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw badRequest(PASSWORD_TOO_COMMON, { [field]: PASSWORD_TOO_COMMON }, 'PasswordTooCommon');
}
