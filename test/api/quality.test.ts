import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { providerQuality, providers } from '../../server/db/schema';
import { QUALITY_AVERAGES_CACHE_MS } from '../../server/domain/providerQuality';
import { ApiError } from '../../src/contract/common';
import { ProviderQualityList, type ProviderQuality } from '../../src/contract/quality';
import { expectValid } from '../support/contract';
import { createWorld } from '../fixtures/world';
import { familyWithList } from '../support/family';
import { startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * A family reads the CMS measures of the providers offered to it, with the means of its dataset's
 * providers in the provider's state and nationwide, which each server keeps for a minute.
 */
let server: TestServer;
let family: TestClient;
/** World providers 1–6 (Ohio); the family is offered 1, 2, 4, 5 and 6. */
let p: number[];
let indiana: number;

const url = (ids: (number | string)[]) => `/internal/app/choice/v1/provider-quality?id__in=${ids.join(',')}`;

beforeAll(async () => {
  server = await startTestServer();
  p = (await createWorld(server.db)).providerIds;
  const [other] = await server.db
    .insert(providers)
    .values({ name: 'Hoosier Care', displayName: 'Hoosier', levelOfCare: 'skilled_nursing', city: 'Richmond', state: 'IN', latitude: 39.83, longitude: -84.89 })
    .returning({ id: providers.id });
  indiana = other!.id;
  const [p1, p2, p3, , p5] = p as [number, number, number, number, number];
  // A controlled data set: numbers, a JSON null (not reported), flags and text (never averaged), another dataset.
  await server.db.insert(providerQuality).values([
    { providerId: p1, dataset: 'nursing-homes', dataDate: '2026-10-01', measures: { nurseHoursPerResidentDay: 4, fines: 1, rnTurnover: 40, abuseIcon: false, specialFocusStatus: null } },
    { providerId: p2, dataset: 'nursing-homes', dataDate: '2026-10-01', measures: { nurseHoursPerResidentDay: 3.5, fines: 0, rnTurnover: null, abuseIcon: true, specialFocusStatus: 'SFF' } },
    // Not offered to the family, but one of Ohio's homes all the same.
    { providerId: p3, dataset: 'nursing-homes', dataDate: '2026-10-01', measures: { nurseHoursPerResidentDay: 3.2, fines: 2, rnTurnover: 45.5 } },
    { providerId: indiana, dataset: 'nursing-homes', dataDate: '2026-10-01', measures: { nurseHoursPerResidentDay: 5, fines: 4, rnTurnover: 60 } },
    { providerId: p5, dataset: 'home-health', dataDate: '2026-07-01', measures: { nurseHoursPerResidentDay: 100, visits: 7 } },
  ]);
  ({ family } = await familyWithList(server, [p1, p2, p[3]!, p5, p[5]!], 'quality@test.example'));
});
afterAll(() => server?.close());
afterEach(() => vi.useRealTimers());

async function qualityOf(client: TestClient, ids: (number | string)[]) {
  const response = await client.get(url(ids));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expectValid(response.body, ProviderQualityList);
  return response.body as ProviderQuality[];
}

describe('GET /choice/v1/provider-quality', () => {
  it('answers the measures and data date of offered providers in the order asked, leaving out the others', async () => {
    const [p1, p2, p3, p4, p5, p6] = p as [number, number, number, number, number, number];
    // p3: not offered; p4, p6: offered without CMS data; 999999: unknown. All left out alike.
    const answer = await qualityOf(family, [p2, p3, 999_999, p1, p4, p5, p6, p1]);
    expect(answer.map((row) => row.providerId)).toEqual([p2, p1, p5]);
    expect(answer[0]).toMatchObject({
      dataset: 'nursing-homes',
      dataDate: '2026-10-01',
      measures: { nurseHoursPerResidentDay: 3.5, fines: 0, rnTurnover: null, abuseIcon: true, specialFocusStatus: 'SFF' },
    });
    expect(answer[2]).toMatchObject({ dataset: 'home-health', dataDate: '2026-07-01' });
    expect(await qualityOf(family, [p3])).toEqual([]);
    expect(await qualityOf(family, [])).toEqual([]);
  });

  it('averages every numeric measure over the dataset’s providers in the state and nationwide, to 2 decimals', async () => {
    const [p1, p2, , , p5] = p as [number, number, number, number, number];
    const [first, second, homeHealth] = await qualityOf(family, [p1, p2, p5]);
    // Ohio: p1, p2, p3. Nurse hours (4 + 3.5 + 3.2) / 3 = 3.5666…; RN turnover over the two that report it.
    const ohio = { nurseHoursPerResidentDay: 3.57, fines: 1, rnTurnover: 42.75 };
    // With Indiana: (10.7 + 5) / 4 = 3.925 (halves away from zero), (3 + 4) / 4, (85.5 + 60) / 3.
    const nation = { nurseHoursPerResidentDay: 3.93, fines: 1.75, rnTurnover: 48.5 };
    expect(first!.stateAverages).toEqual(ohio);
    expect(first!.nationalAverages).toEqual(nation);
    expect(second!.stateAverages).toEqual(ohio);
    expect(second!.nationalAverages).toEqual(nation);
    // Another dataset is averaged on its own.
    expect(homeHealth!.stateAverages).toEqual({ nurseHoursPerResidentDay: 100, visits: 7 });
    expect(homeHealth!.nationalAverages).toEqual({ nurseHoursPerResidentDay: 100, visits: 7 });
  });

  it('refuses a call without ids, with bad ids or with too many: 400 with a code and a message', async () => {
    const tooMany = Array.from({ length: 501 }, (_, index) => index + 1);
    for (const path of [
      '/internal/app/choice/v1/provider-quality',
      url(['abc']),
      url([0]),
      url([-1]),
      url(['1.5']),
      url([1, '', 2]),
      url(['9999999999']),
      url(tooMany),
    ]) {
      const response = await family.get(path);
      expect(response.status, path).toBe(400);
      expectValid(response.body, ApiError);
      expect(response.body.code, path).toBe('InvalidInput');
      expect(response.body.message.length, path).toBeGreaterThan(0);
    }
    expect((await family.get(url(tooMany.slice(0, 500)))).status).toBe(200);
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const response = await server.client().get(url([p[0]!]));
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'Unauthorized', message: expect.any(String) });
  });

  it('keeps the averages for a minute: a change shows after it, not before', async () => {
    const [p1, , p3] = p as [number, number, number];
    // Two minutes on, whatever earlier tests left has expired: this call computes the averages afresh.
    const start = Date.now() + 2 * 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const nurseHours = async () => (await qualityOf(family, [p1]))[0]!.stateAverages.nurseHoursPerResidentDay;
    expect(await nurseHours()).toBe(3.57);
    await server.db.update(providerQuality).set({ measures: { nurseHoursPerResidentDay: 4.3 } }).where(eq(providerQuality.providerId, p3));

    vi.setSystemTime(start + QUALITY_AVERAGES_CACHE_MS - 1_000);
    expect(await nurseHours()).toBe(3.57);
    // The provider's own measures are read with each call; only the averages are kept.
    const [own] = await qualityOf(family, [p1]);
    expect(own!.measures.nurseHoursPerResidentDay).toBe(4);

    vi.setSystemTime(start + QUALITY_AVERAGES_CACHE_MS + 1);
    // (4 + 3.5 + 4.3) / 3 = 3.9333…
    expect(await nurseHours()).toBe(3.93);
  });
});
