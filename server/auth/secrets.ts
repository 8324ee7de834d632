import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe secret of `bytes` bytes (session ids, invite and reset codes). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Codes and session ids are stored as their sha256, so the database never holds a usable one. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
