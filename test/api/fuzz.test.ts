import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, PLANNER } from '../fixtures/world';
import { loginAs, plannerInvites, signedUpFamily } from '../support/family';
import { startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * Issue 8, item 10: generated bad input on every endpoint (wrong types, missing and extra fields, huge strings, odd
 * Unicode, prototype keys) never gets a 5xx, always gets the `{ code, message }` shape, and leaves the server healthy.
 */
let server: TestServer;
let family: TestClient;
let planner: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  const world = await createWorld(server.db);
  const { inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }]);
  family = await signedUpFamily(server, inviteCode);
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
  ['anyone', 'POST', '/user/v1/password/reset-request'],
  ['anyone', 'POST', '/user/v1/password/reset'],
  ['planner', 'GET', '/planner/v1/providers'],
  ['planner', 'POST', '/planner/v1/patients'],
  ['planner', 'GET', '/planner/v1/patients/:id'],
  ['planner', 'GET', '/planner/v1/patients/:id/audit'],
  ['planner', 'POST', '/planner/v1/invites'],
];

/** Field names the endpoints know, and the keys that poison a careless object merge. */
const KEYS = ['email', 'password', 'confirmPassword', 'user', 'inviteCode', 'patient', 'initial', 'lastName', 'dateOfBirth', 'rankings', 'shortlist', 'completedAt', 'acknowledgement', 'services', 'providerIds', 'levelOfCare', 'patientId', 'code', 'embed', 'id__in', 'query', 'limit', 'page', '__proto__', 'constructor', 'prototype', 'toString'];
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
