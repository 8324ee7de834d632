/**
 * A wait in seconds as people say it: seconds under a minute, whole minutes up to an hour, else whole hours, rounded
 * up. The server's refusals say it in English ("Please try again in 15 minutes.", server/auth/throttle.ts); a page in
 * Spanish says the same wait from the refusal's Retry-After.
 */
export type WaitUnit = 'second' | 'minute' | 'hour';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export function spokenWait(waitSeconds: number): { count: number; unit: WaitUnit } {
  if (waitSeconds < MINUTE) return { count: waitSeconds, unit: 'second' };
  if (waitSeconds <= HOUR) return { count: Math.ceil(waitSeconds / MINUTE), unit: 'minute' };
  return { count: Math.ceil(waitSeconds / HOUR), unit: 'hour' };
}
