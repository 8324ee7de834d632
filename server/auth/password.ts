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
const COST = { N: 32_768, r: 8, p: 1 };
const CURRENT_PREFIX = `scrypt$${COST.N}$${COST.r}$${COST.p}$`;
const KEY_LENGTH = 32;

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
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return safeEqual(key.toString('base64url'), hash);
}

/** Whether a stored hash was made with other parameters than today's: it is remade at the next login. */
export const needsRehash = (stored: string) => !stored.startsWith(CURRENT_PREFIX);

/** Hash of a random password, checked against when the e-mail is unknown so both cases take equally long. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));
