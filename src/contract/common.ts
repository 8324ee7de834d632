import { array, coerce, enums, integer, literal, min, object, optional, pattern, record, refine, size, string } from 'superstruct';
import type { Infer } from 'superstruct';

/** Timestamps on the wire are whole unix seconds. */
export const UnixSeconds = min(integer(), 0);

/** A birth date on the wire: YYYY-MM-DD, a real calendar date. */
export const IsoDate = refine(pattern(string(), /^\d{4}-\d{2}-\d{2}$/), 'IsoDate', (value) => {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    (date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d) ||
    'must be a real calendar date'
  );
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const Email = refine(string(), 'Email', (value) => EMAIL.test(value) || 'Email format is invalid.');

/** Phone numbers travel as exactly ten digits. */
export const CellPhone = pattern(string(), /^\d{10}$/);

export const Password = refine(string(), 'Password', (value) => value.length >= 6 || 'Password must be at least 6 characters.');

export const NonEmpty = refine(string(), 'NonEmpty', (value) => value.trim().length > 0 || 'is required');

/** A positive database id. */
export const Id = min(integer(), 1);

/** A path parameter or query value that must be a positive integer id ("12", not "12abc" or "1.5"). */
export const IdParam = coerce(Id, pattern(string(), /^\d{1,9}$/), Number);

/** Every error answer has this shape. `fields` maps a field path to its problem. */
export const ApiError = object({
  code: string(),
  message: string(),
  fields: optional(record(string(), string())),
});
export type ApiError = Infer<typeof ApiError>;

/** The answer of calls whose only result is that they worked. */
export const Success = object({ success: literal(true) });
export type Success = Infer<typeof Success>;

/** `embed=a,b` query values: a comma-separated subset of the allowed names. */
export const embedList = <T extends string>(allowed: readonly T[]) =>
  coerce(array(enums(allowed)), string(), (value) => (value === '' ? [] : value.split(',')));

/** `id__in=1,2,3` query values: at most 500 positive ids. */
export const IdListParam = coerce(size(array(IdParam), 0, 500), string(), (value) => (value === '' ? [] : value.split(',')));
