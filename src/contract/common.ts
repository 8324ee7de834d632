import { array, coerce, enums, integer, literal, max, min, object, optional, pattern, record, refine, size, string } from 'superstruct';
import type { Infer, Struct } from 'superstruct';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from './limits';

/** Timestamps on the wire are whole unix seconds. */
export const UnixSeconds = min(integer(), 0);

/** 2000-01-01 and 2100-01-01 in unix seconds: the window a moment a device reports must fall in. */
export const EARLIEST_REPORTED_TIME = 946_684_800;
export const LATEST_REPORTED_TIME = 4_102_444_800;

/**
 * A moment a device reports (when the family confirmed, when they acknowledged): whole unix seconds from 2000 to 2100.
 * Wide enough for any device's clock, however wrong, and past 2038 (2^31 s); outside it, a year 10000 could not be
 * stored, and the answers that read it back failed.
 */
export const ReportedUnixSeconds = refine(
  integer(),
  'ReportedUnixSeconds',
  (value) => (value >= EARLIEST_REPORTED_TIME && value < LATEST_REPORTED_TIME) || 'must be a time between the years 2000 and 2100',
);

/** The earliest year of birth the product takes (the spec's year selector starts there). */
export const EARLIEST_BIRTH_YEAR = 1890;

/** A birth date on the wire: YYYY-MM-DD, a real calendar date, from 1890 to this year. */
export const IsoDate = refine(pattern(string(), /^\d{4}-\d{2}-\d{2}$/), 'IsoDate', (value) => {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return 'must be a real calendar date';
  // This year wherever the caller is (UTC+14 is the first to reach a new year).
  return (y >= EARLIEST_BIRTH_YEAR && y <= new Date(Date.now() + 14 * 3_600_000).getUTCFullYear()) || `must be a year from ${EARLIEST_BIRTH_YEAR} to this year`;
});

/**
 * `struct`, refused past `max` characters (src/contract/limits.ts: counted as `value.length`), with words the forms'
 * messages and the server's `fields` share: "must be at most 100 characters".
 */
export const maxLength = <S>(struct: Struct<string, S>, max: number): Struct<string, S> =>
  refine(struct, 'MaxLength', (value) => value.length <= max || `must be at most ${max} characters`);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const Email = maxLength(
  refine(string(), 'Email', (value) => EMAIL.test(value) || 'Email format is invalid.'),
  MAX_EMAIL_LENGTH,
);

/** Phone numbers travel as exactly ten digits. */
export const CellPhone = pattern(string(), /^\d{10}$/);

export const Password = maxLength(
  refine(string(), 'Password', (value) => value.length >= 6 || 'Password must be at least 6 characters.'),
  MAX_PASSWORD_LENGTH,
);

export const NonEmpty = refine(string(), 'NonEmpty', (value) => value.trim().length > 0 || 'is required');

/** A positive database id: a PostgreSQL integer, so at most 2^31 − 1 (a larger one failed its query, a 500). */
export const Id = max(min(integer(), 1), 2_147_483_647);

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
