import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acknowledgements, optionLists } from '../../server/db/schema';
import { createWorld } from '../fixtures/world';
import { familyWithList as familyWithListOf, PATIENT } from '../support/family';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * A rank save with completedAt at or past 2^31 answered 200, then every services and option-list
 * call of that family answered 500 (the time was read back as a 32-bit integer), for good. Times past 2038 must work,
 * and times a device cannot mean are refused before they are saved.
 */
let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;
beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
});
afterAll(() => server?.close());

const YEAR_2038 = 2 ** 31; // 2038-01-19T03:14:08Z
const LAST_SECOND_OF_2099 = 4_102_444_799;
const YEAR_2100 = 4_102_444_800;
const YEAR_10000 = 253_402_300_800;

let families = 0;
async function familyWithList() {
  const providerId = world.providerIds[0]!;
  return { ...(await familyWithListOf(server, [providerId], `times-${++families}@test.example`)), providerId };
}

describe('a ranking confirmed after 2038', () => {
  it.each([
    ['at 2^31 seconds (2038-01-19)', YEAR_2038],
    ['in the last second of 2099', LAST_SECOND_OF_2099],
  ])('is saved %s, and every answer after it reads it back', async (_when, completedAt) => {
    const { family, listId, providerId } = await familyWithList();
    const saved = await family.post(`/internal/app/choice/v1/option-lists/${listId}/rank`, { rankings: [providerId], shortlist: [providerId], completedAt });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const services = await family.get('/internal/app/choice/v1/services');
    expect(services.status, JSON.stringify(services.body)).toBe(200);
    expect(services.body[0]).toMatchObject({ complete: true, latestOptionList: { id: listId } });
    const lists = await family.get('/internal/app/choice/v1/option-lists?embed=options');
    expect(lists.status).toBe(200);
    expect(lists.body[0]).toMatchObject({ id: listId, complete: true, completedAt });
    const list = await family.get(`/internal/app/choice/v1/option-lists/${listId}?embed=options,service`);
    expect(list.status).toBe(200);
    expect(list.body.completedAt).toBe(completedAt);
  });
});

describe('a time no device can mean', () => {
  it.each([
    ['in 2100', YEAR_2100],
    ['in the year 10000', YEAR_10000],
    ['before 2000', 946_684_799],
    ['at 0', 0],
  ])('is refused %s as completedAt, with nothing saved', async (_when, completedAt) => {
    const { family, listId, providerId } = await familyWithList();
    const refused = await family.post(`/internal/app/choice/v1/option-lists/${listId}/rank`, { rankings: [providerId], shortlist: [providerId], completedAt });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 'InvalidInput',
      message: 'Some of the details are missing or invalid.',
      fields: { completedAt: 'must be a time between the years 2000 and 2100' },
    });
    const [list] = await server.db.select({ complete: optionLists.complete }).from(optionLists).where(eq(optionLists.id, listId));
    expect(list).toEqual({ complete: false });
    expect((await family.get('/internal/app/choice/v1/services')).status).toBe(200);
  });

  it.each([
    ['in the year 10000', YEAR_10000],
    ['in 2100', YEAR_2100],
  ])('is refused %s as the acknowledgement time of a claim; 2038 is taken', async (_when, at) => {
    const { family } = await familyWithList();
    const before = await server.db.select().from(acknowledgements);
    const claim = (time: number) => family.post('/internal/app/choice/v1/claim', { patient: PATIENT, acknowledgement: { at: time, text: 'I acknowledge.' } });
    const refused = await claim(at);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ 'acknowledgement.at': 'must be a time between the years 2000 and 2100' });
    expect(await server.db.select().from(acknowledgements)).toHaveLength(before.length);
    const taken = await claim(YEAR_2038);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const after = await server.db.select().from(acknowledgements);
    expect(after.at(-1)!.acknowledgedAt.toISOString()).toBe('2038-01-19T03:14:08.000Z');
  });
});
