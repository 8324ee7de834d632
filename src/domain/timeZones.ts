/**
 * A hospital's time zone: the IANA zone its records, console and e-mails write times in. Until its admin chooses
 * one, the zone most of its state's people live in (a state split between zones takes its larger part's: Texas is
 * Central, Florida Eastern); an admin of a hospital in the other part (El Paso, the Florida panhandle) chooses its own.
 */
const STATE_TIME_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
  GU: 'Pacific/Guam',
  MP: 'Pacific/Saipan',
  AS: 'Pacific/Pago_Pago',
};

/** Where a state is not known (a hospital outside the table), Eastern: where most Americans' hospitals are. */
const FALLBACK_TIME_ZONE = 'America/New_York';

/** The zones of the states and territories, by name: the ones most hospitals choose from, offered first. */
export const US_TIME_ZONES: readonly string[] = [...new Set(Object.values(STATE_TIME_ZONES))].sort();

export const stateTimeZone = (state: string): string => STATE_TIME_ZONES[state.toUpperCase()] ?? FALLBACK_TIME_ZONE;

/** The zone a hospital writes its times in: its admin's choice, else its state's. */
export const hospitalTimeZone = (hospital: { timeZone: string | null; state: string }): string => hospital.timeZone ?? stateTimeZone(hospital.state);

/** How IANA spells its zones: each part capitalised ('America/Port-au-Prince', 'Etc/GMT+5'), so 'america/chicago' is not one. */
const IANA_SPELLING = /^[A-Z][A-Za-z0-9_+-]*(?:\/[A-Z][A-Za-z0-9_+-]*)*$/;

/**
 * An IANA zone name the runtime knows, as IANA spells it. Links count ('US/Central'); ICU's own preferred spelling is
 * not required, since it keeps retired names ('Asia/Calcutta' for 'Asia/Kolkata').
 */
export function isTimeZone(value: string): boolean {
  if (!IANA_SPELLING.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const momentFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function formatIn(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions, locale = 'en-US'): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    cache.set(key, format);
  }
  return format;
}

/**
 * A moment (Unix seconds) with its zone, as a hospital's papers write it: "Nov 28, 2026, 3:04 PM EST"; in another
 * `locale` as its readers write it ('es-US': "28 nov 2026, 3:04 p.m. EST").
 */
export const formatMomentIn = (timeZone: string, unixSeconds: number, locale = 'en-US'): string =>
  formatIn(momentFormats, timeZone, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }, locale).format(
    new Date(unixSeconds * 1000),
  );

/** The day a moment falls on in the zone, as the console's dates are written: "11/28/2026". */
export const formatDayIn = (timeZone: string, unixSeconds: number): string =>
  formatIn(dayFormats, timeZone, { month: '2-digit', day: '2-digit', year: 'numeric' }).format(new Date(unixSeconds * 1000));
