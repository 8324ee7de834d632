/**
 * Reading what a family typed into 'Search Zipcode or City'. The client sends spaces as plus signs (SPEC §5), so a
 * '+' is a space here. "Portland, ME" and "Portland ME" look for Portland in Maine.
 */
const STATE_CODES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR VI GU AS MP AA AE AP'.split(
    ' ',
  ),
);

export type LocationQuery =
  | { kind: 'empty' }
  | { kind: 'zip'; prefix: string }
  | { kind: 'city'; prefix: string; state: string | null };

export function parseLocationQuery(raw: string): LocationQuery {
  const text = raw.replace(/\+/g, ' ').replace(/\s+/g, ' ').trim();
  if (text === '') return { kind: 'empty' };
  if (/^\d{1,5}(-\d{0,4})?$/.test(text)) return { kind: 'zip', prefix: text.slice(0, 5) };
  const withState = /^(.+?)(?:\s*,\s*|\s+)([A-Za-z]{2})$/.exec(text);
  if (withState && STATE_CODES.has(withState[2]!.toUpperCase())) {
    return { kind: 'city', prefix: withState[1]!.toLowerCase(), state: withState[2]!.toUpperCase() };
  }
  return { kind: 'city', prefix: text.replace(/,$/, '').toLowerCase(), state: null };
}

/** A LIKE pattern that matches `prefix` literally at the start: %, _ and \ typed by the user are not wildcards. */
export const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
