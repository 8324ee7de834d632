import { randomBytes, scrypt, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { safeEqual } from './secrets';

/**
 * Passwords are hashed with scrypt on libuv's thread pool, so hashing never blocks the event loop that serves
 * other requests. Stored as scrypt$N$r$p$salt$hash so the cost can be raised later without breaking old hashes.
 */
/**
 * N = 2^15 (32 MiB per hash; the server's 300 MB memory budget as much as OWASP's advice to go beyond 2^14).
 * Above 32 MiB, glibc gives a freed block straight back to the system; the 16 MiB of N = 2^14 made it raise its
 * mmap threshold and keep ~16 MiB per thread-pool thread for ever (+64 MB resident after four logins, measured).
 */
export const PASSWORD_COST: Readonly<PasswordCost> = { N: 32_768, r: 8, p: 1 };
const KEY_LENGTH = 32;

export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/** The cost of the hashes this process makes: the product's always, unless a test of the API lowers it. */
let cost: Readonly<PasswordCost> = PASSWORD_COST;

/**
 * Sets the cost of the hashes this process makes from now on. Only the API tests' in-process servers lower it
 * (test/setup.api.ts): their hundreds of sign-ups and logins spent a quarter of that suite's time hashing at 2^15.
 * The product, every process the browser and server tests start, and the tests of the cost itself hash at
 * PASSWORD_COST. Nothing a deployment configures reaches it.
 */
export function setPasswordCost(next: Readonly<PasswordCost>): void {
  cost = next;
  // The unknown-address check must take as long as a real one: at the cost in use.
  decoy = undefined;
}

/**
 * At most this many hashes at once, leaving a core for everything else: a flood of logins waits its turn instead of
 * starving the requests of families already signed in (login flood budget).
 */
const hashing = pLimit(Math.max(1, availableParallelism() - 1));

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return safeEqual(key.toString('base64url'), hash);
}

/** Whether a stored hash was made with other parameters than today's: it is remade at the next login. */
export const needsRehash = (stored: string) => !stored.startsWith(`scrypt$${cost.N}$${cost.r}$${cost.p}$`);

/** Hash of a random password, checked against when the e-mail is unknown so both cases take equally long. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));
