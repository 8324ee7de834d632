import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { is, Struct, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { LIST_AREA_MEMBERS, ListArea } from '../../src/contract/plannerLists';

/**
 * Every text field of every request the server parses has a maximum length. The requests
 * are found where the server reads them (each `parseInput(Struct, …)` of server/routes naming a struct of
 * src/contract), so a new route or a new field without a limit fails here, not in production.
 *
 * Superstruct does not show its refinements (size, MaxLength, a pattern), so each is tried: a valid request is made
 * from the struct's own schema (every optional field filled in), then each of its text fields in turn is made
 * 100,000 characters long, padded in three ways around a value the field takes, and the struct must refuse the request
 * at that field's path. A field whose format already bounds it (ten digits, a ZIP code, an MRN) passes that way too.
 */
const HUGE = 100_000;
const ROUTES = join(__dirname, '../../server/routes');

const contract: Record<string, unknown> = Object.assign({}, ...Object.values(import.meta.glob('../../src/contract/*.ts', { eager: true })));

/** The names of the contract's structs that a route parses (a local struct such as `object({ id: IdParam })` is not one). */
function parsedRequestStructs(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(ROUTES).filter((name) => name.endsWith('.ts'))) {
    for (const [, name] of readFileSync(join(ROUTES, file), 'utf8').matchAll(/parseInput\(\s*([A-Z]\w*)\s*,/g)) {
      if (contract[name!] instanceof Struct) names.add(name!);
    }
  }
  return [...names].sort();
}

/**
 * Unions do not show their members: each union of a request is listed here with them, or the walk fails. `optional`
 * and `nullable` make a new struct of a union, which keeps its coercer: that is how it is recognised.
 */
const UNIONS: [Struct<unknown, unknown>, readonly Struct<unknown, unknown>[]][] = [[ListArea as Struct<unknown, unknown>, LIST_AREA_MEMBERS as readonly Struct<unknown, unknown>[]]];
const membersOf = (struct: Struct<unknown, unknown>) => UNIONS.find(([union]) => union.coercer === struct.coercer)?.[1];

/** Values a text, number or id field may take, tried in order until the field's struct takes one. */
const TEXT_SAMPLES = ['Ana', 'A', 'ana@example.org', 'correct horse battery', '0123456789', '43215', 'OH', 'RH-2041', '1990-05-01', '2030-05-01', 'skilled_nursing', 'America/Chicago', 'https://ehr.example.org/fhir'];
const NUMBER_SAMPLES = [1, 5, 25, 1_800_000_000];

type Path = (string | number)[];
interface Sampled {
  value: unknown;
  /** Where the text fields are, and the text each was given. */
  texts: { path: Path; sample: string }[];
}

/** A valid value of `struct`, every optional field filled in; `variant` picks each union's member (modulo its count). */
function sample(struct: Struct<unknown, unknown>, variant: number, path: Path = []): Sampled {
  const where = path.join('.') || '(request)';
  const first = <T>(candidates: readonly T[]): T => {
    const found = candidates.find((candidate) => is(candidate, struct));
    if (found === undefined) throw new Error(`${where}: none of the samples is a valid ${struct.type}; add one to the test`);
    return found;
  };
  switch (struct.type) {
    case 'object':
    case 'type': {
      const value: Record<string, unknown> = {};
      const texts: Sampled['texts'] = [];
      for (const [key, field] of Object.entries(struct.schema as Record<string, Struct<unknown, unknown>>)) {
        const inner = sample(field, variant, [...path, key]);
        value[key] = inner.value;
        texts.push(...inner.texts);
      }
      return { value, texts };
    }
    case 'array': {
      const inner = sample(struct.schema as Struct<unknown, unknown>, variant, [...path, 0]);
      return { value: [inner.value], texts: inner.texts };
    }
    case 'union': {
      const members = membersOf(struct);
      if (!members) throw new Error(`${where}: a union the test cannot see into; list its members in UNIONS`);
      return sample(members[variant % members.length]!, variant, path);
    }
    case 'string': {
      const text = first(TEXT_SAMPLES);
      return { value: text, texts: [{ path, sample: text }] };
    }
    case 'integer':
    case 'number':
      return { value: first(NUMBER_SAMPLES), texts: [] };
    case 'boolean':
      return { value: true, texts: [] };
    case 'enums':
      return { value: first(Object.values(struct.schema as Record<string, unknown>)), texts: [] };
    case 'literal':
      return { value: struct.schema, texts: [] };
    default:
      throw new Error(`${where}: the test does not know how to make a ${struct.type}`);
  }
}

const withText = (value: unknown, path: Path, text: string): unknown => {
  if (path.length === 0) return text;
  const [key, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === key ? withText(item, rest, text) : item));
  return { ...(value as Record<string, unknown>), [key!]: withText((value as Record<string, unknown>)[key!], rest, text) };
};

/** A field's text made HUGE characters long, keeping what makes it valid at one end or all through. */
const paddings = (text: string) => [
  'x'.repeat(HUGE - text.length) + text,
  text + 'x'.repeat(HUGE - text.length),
  text.repeat(Math.ceil(HUGE / text.length)).slice(0, HUGE),
];

const variantsOf = (struct: Struct<unknown, unknown>) => {
  // Enough variants to reach every member of every union (the requests hold one union at most so far).
  const most = Math.max(1, ...UNIONS.map(([, members]) => members.length));
  return Array.from({ length: most }, (_, variant) => sample(struct, variant));
};

const requests = parsedRequestStructs();

describe('every text field of every request has a maximum length', () => {
  it('finds the requests the routes parse with the contract', () => {
    // The sign-up, My Account, the console's patients and staff: if these went missing, the search above broke.
    expect(requests).toEqual(expect.arrayContaining(['CreateUserRequest', 'ContactUpdate', 'LoginRequest', 'CreatePatientRequest', 'StaffInviteRequest', 'RankRequest']));
    expect(requests.length).toBeGreaterThanOrEqual(20);
  });

  it.each(requests)('%s refuses 100,000 characters in any text field', (name) => {
    const struct = contract[name] as Struct<unknown, unknown>;
    const refusedNowhere = new Set<string>();
    for (const { value, texts } of variantsOf(struct)) {
      const [invalid] = validate(value, struct, { coerce: true });
      expect(invalid?.failures(), `${name}: the sample request itself is refused`).toBeUndefined();
      for (const { path, sample: text } of texts) {
        for (const long of paddings(text)) {
          const [error] = validate(withText(value, path, long), struct, { coerce: true });
          const atField = error?.failures().some((failure) => failure.path.join('.') === path.join('.'));
          if (!atField) refusedNowhere.add(`${name}.${path.join('.')} takes ${long.length} characters ('${long.slice(0, 12)}…${long.slice(-12)}')`);
        }
      }
    }
    expect([...refusedNowhere]).toEqual([]);
  });
});
