/**
 * Reading what a family typed into 'Search Zipcode or City'. The client sends spaces as plus signs (SPEC §5), so a
 * '+' is a space here. "Portland, ME" and "Portland ME" look for Portland in Maine.
 */
const STATE_CODES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR VI GU AS MP AA AE AP'.split(
    ' ',
  ),
);

/** The gazetteer spells most of these out ("Saint Louis") but a few short ("St James"), so either finds both. */
const FIRST_WORD_ALIASES: Record<string, string> = { st: 'saint', saint: 'st', ste: 'sainte', sainte: 'ste', ft: 'fort', fort: 'ft', mt: 'mount', mount: 'mt' };

/** One way to read the text: cities whose search name starts with `prefix`, in `state` when it is set. */
export interface CityReading {
  prefix: string;
  state: string | null;
}

export type LocationQuery = { kind: 'empty' } | { kind: 'zip'; prefix: string } | { kind: 'city'; readings: CityReading[] };

/**
 * The searchable form of a place name, used both when loading the gazetteer and when reading a query, so that
 * "Winston-Salem", "winston salem" and "Española" meet "Winston Salem" and "Espanola": lower case, no accents,
 * anything but letters and digits is a single space. This also removes LIKE wildcards typed by the user.
 */
export const searchKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export function parseLocationQuery(raw: string): LocationQuery {
  const text = raw.replace(/\+/g, ' ').replace(/\s+/g, ' ').trim();
  if (searchKey(text) === '') return { kind: 'empty' };
  // A ZIP code, whole or begun, or a ZIP+4 written with a dash or a space ("43017-1234", "43017 1234").
  const zip = /^(\d{5})[-\s]\d{0,4}$/.exec(text)?.[1] ?? (/^\d{1,5}$/.test(text) ? text : null);
  if (zip) return { kind: 'zip', prefix: zip };
  const withState = /^(.+?)(\s*,\s*|\s+)([A-Za-z]{2})$/.exec(text);
  const state = withState?.[3]?.toUpperCase();
  const name = withState ? searchKey(withState[1]!) : '';
  if (withState && state && STATE_CODES.has(state) && name !== '') {
    const inState = withAliases(name).map((prefix) => ({ prefix, state }));
    // After a comma the code can only be a state. After a space it may be the start of the next word while the
    // family is still typing ("New Or" on the way to New Orleans, "Des Mo"), so both readings are searched at once.
    if (withState[2]!.includes(',')) return { kind: 'city', readings: inState };
    return { kind: 'city', readings: [...inState, ...withAliases(searchKey(text)).map((prefix) => ({ prefix, state: null }))] };
  }
  return { kind: 'city', readings: withAliases(searchKey(text)).map((prefix) => ({ prefix, state: null })) };
}

/** The key itself, plus the key with its first word swapped for its alias when it has one and is complete. */
function withAliases(key: string): string[] {
  const [first, ...rest] = key.split(' ');
  const alias = FIRST_WORD_ALIASES[first!];
  return alias && rest.length > 0 ? [key, [alias, ...rest].join(' ')] : [key];
}

/** A LIKE pattern that matches `prefix` literally at the start: %, _ and \ typed by the user are not wildcards. */
export const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
