import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionLists } from '../../server/db/schema';
import { createWorld, PLANNER } from '../fixtures/world';
import { FAMILY, loginAs, PATIENT, plannerInvites, signedUpFamily } from '../support/family';
import { startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * Generated bad input on every endpoint (wrong types, missing and extra fields, huge strings, odd
 * Unicode, prototype keys) never gets a 5xx, always gets the `{ code, message }` shape, and leaves the server healthy.
 */
let server: TestServer;
let family: TestClient;
let planner: TestClient;
/** What the family and the planner may rightly ask for: a provider, the family's option list, the patient. */
let providerId: number;
let listId: number;
let patientId: number;

beforeAll(async () => {
  server = await startTestServer();
  const world = await createWorld(server.db);
  providerId = world.providerIds[0]!;
  const invited = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [providerId] }]);
  patientId = invited.patientId;
  family = await signedUpFamily(server, invited.inviteCode);
  listId = (await family.get('/internal/app/choice/v1/services')).body[0].latestOptionList.id;
  planner = server.client();
  await loginAs(planner, PLANNER.email, PLANNER.password);
});
afterAll(() => server?.close());

type Caller = 'anyone' | 'family' | 'planner';
const ENDPOINTS: [Caller, 'GET' | 'POST' | 'PUT', string][] = [
  ['anyone', 'POST', '/auth/v1/login'],
  ['family', 'POST', '/auth/v1/refresh'],
  ['family', 'GET', '/choice/v1/patient'],
  ['family', 'GET', '/choice/v1/services'],
  ['family', 'GET', '/choice/v1/hospital'],
  ['family', 'GET', '/choice/v1/option-lists'],
  ['family', 'GET', '/choice/v1/option-lists/:id'],
  ['family', 'POST', '/choice/v1/option-lists/:id/rank'],
  ['family', 'GET', '/choice/v1/providers'],
  ['family', 'GET', '/choice/v1/providers/:id'],
  ['family', 'GET', '/choice/v1/locations/search'],
  ['anyone', 'GET', '/choice/v1/invites/:id'],
  ['family', 'GET', '/choice/v1/invite'],
  ['anyone', 'POST', '/choice/v1/users'],
  ['family', 'POST', '/choice/v1/claim'],
  ['family', 'GET', '/user/v1/me'],
  ['family', 'PUT', '/user/v1/me'],
  ['family', 'PUT', '/user/v1/password'],
  ['family', 'PUT', '/user/v1/language'],
  ['anyone', 'POST', '/user/v1/password/reset-request'],
  ['anyone', 'POST', '/user/v1/password/reset'],
  ['planner', 'GET', '/planner/v1/providers'],
  ['planner', 'POST', '/planner/v1/patients'],
  ['planner', 'POST', '/planner/v1/patients/search'],
  ['planner', 'GET', '/planner/v1/patients/:id'],
  ['planner', 'GET', '/planner/v1/patients/:id/audit'],
  ['planner', 'POST', '/planner/v1/invites'],
  ['planner', 'POST', '/planner/v1/invites/:id/resend'],
  ['planner', 'POST', '/planner/v1/invites/:id/revoke'],
  ['planner', 'POST', '/planner/v1/catalogue/search'],
  ['planner', 'PUT', '/planner/v1/catalogue/providers/:id/labels'],
  ['planner', 'POST', '/planner/v1/staff/invites'],
  ['anyone', 'GET', '/staff/v1/invites/:id'],
  ['anyone', 'POST', '/staff/v1/join'],
];

/** Field names the endpoints know, and the keys that poison a careless object merge. */
const KEYS = ['email', 'password', 'confirmPassword', 'user', 'inviteCode', 'patient', 'relationship', 'customAcknowledgementText', 'initial', 'lastName', 'dateOfBirth', 'rankings', 'shortlist', 'completedAt', 'acknowledgement', 'services', 'providerIds', 'levelOfCare', 'patientId', 'code', 'embed', 'id__in', 'query', 'limit', 'page', 'preferred', 'affiliated', 'preferredByPhrase', 'firstName', 'role', 'language', 'familyLanguage', '__proto__', 'constructor', 'prototype', 'toString'];
const oddText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\uFEFF', '\uD800', '𝒞𝒶𝓇ℯ', 'ı̇', '%00', '../../etc/passwd', "' or 1=1 --", '<script>alert(1)</script>', '1e309', '-0', 'NaN'),
);
const hugeText = fc.integer({ min: 1_000, max: 70_000 }).map((length) => 'x'.repeat(length));
const value: fc.Arbitrary<unknown> = fc.oneof(
  oddText,
  hugeText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), oddText), { maxLength: 5 }),
);
const shapedObject = fc.dictionary(fc.constantFrom(...KEYS), fc.oneof(value, fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 4 })), { maxKeys: 6 });
/** A body as sent: JSON of any shape, or text that is not JSON at all. */
const body = fc.oneof(
  shapedObject.map((object) => ({ json: object })),
  fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })),
  fc.oneof(oddText, hugeText).map((text) => ({ text })),
);
const pathParam = fc.oneof(fc.nat().map(String), fc.integer().map(String), oddText, hugeText.map((text) => text.slice(0, 3_000)));
const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), oddText), fc.oneof(oddText, fc.nat().map(String))), { maxLength: 4 });

const clientFor = (caller: Caller) => (caller === 'family' ? family : caller === 'planner' ? planner : server.client());

async function send(caller: Caller, method: 'GET' | 'POST' | 'PUT', template: string, param: string, pairs: [string, string][], payload: { json?: unknown; text?: string }) {
  // A lone surrogate cannot be percent-encoded at all; as any browser would, it travels as U+FFFD.
  const path = template.replace(':id', encodeURIComponent(Buffer.from(param, 'utf8').toString('utf8')));
  const search = new URLSearchParams(pairs).toString();
  const url = `/internal/app${path}${search ? `?${search}` : ''}`;
  const client = clientFor(caller);
  if (method === 'GET') return client.get(url);
  if (payload.text !== undefined) return client.request(method, url, payload.text, { 'content-type': 'application/json' });
  return client.request(method, url, JSON.stringify(payload.json ?? null), { 'content-type': 'application/json' });
}

describe('generated bad input', () => {
  it.each(ENDPOINTS)('%s %s %s: never a 5xx, always the error shape', { timeout: 120_000 }, async (caller, method, template) => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(pathParam, query, body, async (param, pairs, payload) => {
        const response = await send(caller, method, template, param, pairs, payload);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
        if (response.status >= 400) {
          expect(typeof response.body?.code, JSON.stringify(response.body)).toBe('string');
          expect(typeof response.body?.message, JSON.stringify(response.body)).toBe('string');
        }
      }),
      { numRuns: 200 },
    );
    // The server is still well: it answers, and the family is still logged in.
    expect((await server.client().get('/internal/app/health')).status).toBe(200);
    expect((await family.get('/internal/app/user/v1/me')).status).toBe(200);
  });
});

/**
 * Generated input that is well-formed but for one value at the edge of what PostgreSQL or
 * JavaScript holds. Ids past 2^31 − 1, times past 2^31 s or in the year 10000, dates of year 0 or 9999 got past the
 * checks above (which fail on the shape first) and were 500s, or were saved and made later answers 500s.
 */
const edgeNumber = fc.oneof(
  fc.constantFrom(0, -1, 0.5, 2 ** 31 - 1, 2 ** 31, 2 ** 32, -(2 ** 31) - 1, 2 ** 53 - 1, 2 ** 53, 1e20, 8.64e15, 946_684_799, 4_102_444_800, 253_402_300_800),
  fc.integer({ min: 2 ** 31 - 4, max: 2 ** 31 + 4 }),
  fc.maxSafeInteger(),
);
const DAY_MS = 86_400_000;
const edgeDate = fc.oneof(
  fc.constantFrom('0000-01-01', '0001-01-01', '1889-12-31', '1890-01-01', '1969-12-31', '2038-01-19', '2999-02-28', '9999-12-31'),
  // Any day of years 1 to 9999.
  fc.integer({ min: -719_162, max: 2_932_896 }).map((days) => new Date(days * DAY_MS).toISOString().slice(0, 10)),
);
const edgeValue = fc.oneof(edgeNumber, edgeDate);

interface ValidRequest {
  caller: Caller;
  method: 'GET' | 'POST' | 'PUT';
  /** The path with `:id` where `params.id` goes. */
  path: string;
  params?: { id: number };
  query?: Record<string, string | number>;
  body?: object;
  /** Puts things back so that the same request is valid again (a confirmed list takes no second ranking). */
  reset?: () => Promise<unknown>;
}

const now = () => Math.floor(Date.now() / 1000);
const VALID_REQUESTS = (): Record<string, ValidRequest> => ({
  'rank a list': {
    caller: 'family',
    method: 'POST',
    path: '/choice/v1/option-lists/:id/rank',
    params: { id: listId },
    body: { rankings: [providerId], shortlist: [providerId], completedAt: now() },
    reset: () => server.db.update(optionLists).set({ complete: false, completedAt: null }).where(eq(optionLists.id, listId)),
  },
  'claim the patient': {
    caller: 'family',
    method: 'POST',
    path: '/choice/v1/claim',
    body: { patient: PATIENT, acknowledgement: { at: now(), text: 'I acknowledge.', by: 'fc_family' } },
  },
  'read an option list': { caller: 'family', method: 'GET', path: '/choice/v1/option-lists/:id', params: { id: listId }, query: { embed: 'options,service' } },
  'read a provider': { caller: 'family', method: 'GET', path: '/choice/v1/providers/:id', params: { id: providerId }, query: { embed: 'images' } },
  'read providers by id': { caller: 'family', method: 'GET', path: '/choice/v1/providers', query: { id__in: providerId } },
  'search locations': { caller: 'family', method: 'GET', path: '/choice/v1/locations/search', query: { query: '10001', limit: 10, page: 1 } },
  'change contact details': { caller: 'family', method: 'PUT', path: '/user/v1/me', body: { name: 'Ana Rivera', email: FAMILY.email, cellPhone: FAMILY.cellPhone } },
  'choose a language': { caller: 'family', method: 'PUT', path: '/user/v1/language', body: { language: 'es' } },
  'create a patient': {
    caller: 'planner',
    method: 'POST',
    path: '/planner/v1/patients',
    body: {
      patient: { initial: 'E', firstName: 'Eddie', lastName: 'Edge', dateOfBirth: '1950-01-01', expectedDischargeDate: '2026-12-01' },
      services: [{ levelOfCare: 'skilled_nursing', providerIds: [providerId] }, { levelOfCare: 'hospice' }],
    },
  },
  'search the catalogue': { caller: 'planner', method: 'POST', path: '/planner/v1/catalogue/search', body: { levelOfCare: 'skilled_nursing', query: 'care', page: 1 } },
  'search the worklist': { caller: 'planner', method: 'POST', path: '/planner/v1/patients/search', body: { query: 'm riv', page: 1 } },
  'invite a family': {
    caller: 'planner',
    method: 'POST',
    path: '/planner/v1/invites',
    body: { patientId, email: 'edge@test.example', cellPhone: '6145550123', relationship: 'fc_family', customAcknowledgementText: 'I acknowledge.', language: 'es' },
  },
  'read a patient': { caller: 'planner', method: 'GET', path: '/planner/v1/patients/:id', params: { id: patientId } },
  "read a patient's audit trail": { caller: 'planner', method: 'GET', path: '/planner/v1/patients/:id/audit', params: { id: patientId } },
  'list providers by level of care': { caller: 'planner', method: 'GET', path: '/planner/v1/providers', query: { levelOfCare: 'skilled_nursing' } },
});

/** Every place a value sits in a request (a path id, a query value, each leaf of the body), as a path of keys. */
function leavesOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [path];
  return Object.entries(value).flatMap(([key, inner]) => leavesOf(inner, [...path, Array.isArray(value) ? Number(key) : key]));
}

function withValueAt<T>(target: T, [key, ...rest]: (string | number)[], value: unknown): T {
  if (key === undefined) return value as T;
  const copy: any = Array.isArray(target) ? [...target] : { ...target };
  copy[key] = withValueAt(copy[key], rest, value);
  return copy;
}

function sendValid(request: ValidRequest) {
  const path = request.path.replace(':id', String(request.params?.id ?? ''));
  const search = new URLSearchParams(Object.entries(request.query ?? {}).map(([key, value]) => [key, String(value)])).toString();
  const url = `/internal/app${path}${search ? `?${search}` : ''}`;
  const client = clientFor(request.caller);
  return request.method === 'GET' ? client.get(url) : client.request(request.method, url, JSON.stringify(request.body), { 'content-type': 'application/json' });
}

describe('generated edge values in otherwise valid requests', () => {
  it.each(Object.keys(VALID_REQUESTS()))('%s: never a 5xx, and every answer after it still works', { timeout: 120_000 }, async (name) => {
    const valid = VALID_REQUESTS()[name]!;
    expect((await valid.reset?.(), await sendValid(valid)).status, 'the unchanged request is valid').toBeLessThan(300);
    const places = leavesOf({ params: valid.params ?? {}, query: valid.query ?? {}, body: valid.body ?? {} }).filter((path) => path.length > 1);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...places), edgeValue, async (place, value) => {
        const [part] = place;
        // A path id or query value travels as text.
        const changed = withValueAt({ ...valid, params: valid.params ?? {}, query: valid.query ?? {}, body: valid.body ?? {} }, place, part === 'body' ? value : String(value));
        await valid.reset?.();
        const response = await sendValid(changed as ValidRequest);
        expect(response.status, `${place.join('.')} = ${JSON.stringify(value)}: ${JSON.stringify(response.body)}`).toBeLessThan(500);
        if (response.status >= 400) expect(typeof response.body?.code, JSON.stringify(response.body)).toBe('string');
      }),
      { numRuns: 150 },
    );
    // Whatever was saved, the family's answers still work.
    for (const path of ['/choice/v1/services', '/choice/v1/option-lists?embed=options', `/choice/v1/option-lists/${listId}?embed=options,service`, '/user/v1/me']) {
      const answer = await family.get(`/internal/app${path}`);
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
    expect((await planner.get(`/internal/app/planner/v1/patients/${patientId}`)).status).toBe(200);
  });
});

describe('a NUL character (PostgreSQL text cannot hold one)', () => {
  // Found by the generated input above on PostgreSQL: ?levelOfCare=%00 on the planner's provider list was a 500.
  const withNul = 'skilled\u0000nursing';
  it.each(ENDPOINTS)('%s %s %s: in every query value, the path id and every body field, never a 5xx', async (caller, method, template) => {
    const client = clientFor(caller);
    const path = `/internal/app${template.replace(':id', encodeURIComponent(withNul))}`;
    const queries = KEYS.filter((key) => /^[a-z]/i.test(key) && !['constructor', 'prototype', 'toString'].includes(key));
    const search = new URLSearchParams(queries.map((key) => [key, withNul])).toString();
    const body = JSON.stringify(Object.fromEntries(queries.map((key) => [key, withNul])));
    const response = method === 'GET' ? await client.get(`${path}?${search}`) : await client.request(method, `${path}?${search}`, body, { 'content-type': 'application/json' });
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
    if (response.status >= 400) expect(typeof response.body?.code, JSON.stringify(response.body)).toBe('string');
  });

  it("names the field: the planner's provider list by level of care", async () => {
    const response = await planner.get(`/internal/app/planner/v1/providers?levelOfCare=${encodeURIComponent(withNul)}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'InvalidInput', message: 'Some of the details are missing or invalid.', fields: { levelOfCare: 'Must not contain a NUL character.' } });
  });
});

describe('request size', () => {
  it('answers 413 with the error shape to a body over 64 KiB, and takes one just under it', async () => {
    const tooLarge = await family.request('PUT', '/internal/app/user/v1/me', JSON.stringify({ name: 'x'.repeat(64 * 1024) }), { 'content-type': 'application/json' });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ code: 'PayloadTooLarge', message: 'The request is too large.' });
    const justUnder = await family.request('PUT', '/internal/app/user/v1/me', JSON.stringify({ name: 'x'.repeat(63 * 1024) }), { 'content-type': 'application/json' });
    expect(justUnder.status).toBe(400);
  });
});
