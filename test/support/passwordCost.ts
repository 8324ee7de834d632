import type { PasswordCost } from '../../server/auth/password';

/**
 * The API tests' cost of a password hash: scrypt's own code at N = 2^10 (about 5 ms here, against 250–500 ms at the
 * product's 2^15), so that hundreds of sign-ups and logins test the rules around the hash, not the machine's CPU.
 */
export const TEST_PASSWORD_COST: Readonly<PasswordCost> = { N: 1_024, r: 8, p: 1 };
