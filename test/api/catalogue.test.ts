import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Catalogue, CatalogueProvider, type HospitalSettings } from '../../src/contract/catalogue';
import { hashPassword } from '../../server/auth/password';
import { auditEvents, groups, hospitals, medicareRatings, providers, users } from '../../server/db/schema';
import { createWorld, PLANNER } from '../fixtures/world';
import { expectValid } from '../support/contract';
import { familyWithList, loginAs } from '../support/family';
import { startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * Issue 21, item 7: the hospital's catalogue in the console. Staff search it by level of care and name; the hospital's
 * admins set its own labels on a provider and its wording for 'preferred'; planners may read, not change.
 */
const SEARCH = '/internal/app/planner/v1/catalogue/search';
const labelsOf = (id: number) => `/internal/app/planner/v1/catalogue/providers/${id}/labels`;
const HOSPITAL = '/internal/app/planner/v1/hospital';

let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;
let planner: TestClient;
let admin: TestClient;
let otherPlanner: TestClient;
let hospice: number;

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
  const [adminGroup] = await server.db.insert(groups).values({ type: 'hospitalAdmin', name: 'Admins', hospitalId: world.hospital.id }).returning();
  await server.db.insert(users).values({
    groupId: adminGroup!.id,
    firstName: 'Ada',
    lastName: 'Admin',
    name: 'Ada Admin',
    email: 'admin@test.example',
    cellPhone: '6145550199',
    passwordHash: await hashPassword('admin-secret'),
  });
  // A home-health agency, rated by Medicare's quality stars, whose name has "care" inside it, not at its start.
  const [agency] = await server.db
    .insert(providers)
    .values({ name: 'Homecare Partners', displayName: 'Homecare Partners', levelOfCare: 'home_healthcare', city: 'Columbus', state: 'OH', latitude: 40, longitude: -83 })
    .returning();
  await server.db.insert(medicareRatings).values({ providerId: agency!.id, overall: 2, quality: 4.5 });
  const [quietHarbor] = await server.db
    .insert(providers)
    .values({ name: 'Quiet Harbor 100% Hospice', displayName: 'Quiet Harbor', levelOfCare: 'hospice', city: 'Columbus', state: 'OH', latitude: 40, longitude: -83 })
    .returning();
  hospice = quietHarbor!.id;
  planner = server.client();
  await loginAs(planner, PLANNER.email, PLANNER.password);
  admin = server.client();
  await loginAs(admin, 'admin@test.example', 'admin-secret');
  otherPlanner = server.client();
  await loginAs(otherPlanner, 'other-planner@test.example', PLANNER.password);
});
afterAll(() => server?.close());

const search = async (client: TestClient, body: unknown) => {
  const response = await client.post(SEARCH, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expectValid(response.body, Catalogue);
  return response.body as Catalogue;
};

describe('searching the catalogue', () => {
  it('lists a level of care by name, with its Medicare rating and the hospital’s own labels', async () => {
    const nursing = await search(planner, { levelOfCare: 'skilled_nursing' });
    expect(nursing).toMatchObject({ total: 6, page: 1, pageSize: 25 });
    expect(nursing.providers.map((provider) => provider.name)).toEqual([1, 2, 3, 4, 5, 6].map((i) => `Provider ${i} Care Center`));
    expect(nursing.providers[0]).toEqual({
      id: world.providerIds[0]!,
      name: 'Provider 1 Care Center',
      city: 'Columbus',
      state: 'OH',
      levelOfCare: 'skilled_nursing',
      rating: 2,
      preferred: true,
      affiliated: false,
    } satisfies CatalogueProvider);
    expect(nursing.providers[1]).toMatchObject({ preferred: false, affiliated: true });
    // Home health's overall is Medicare's quality rating (SPEC §3); a hospice has none.
    expect((await search(planner, { levelOfCare: 'home_healthcare' })).providers).toEqual([expect.objectContaining({ name: 'Homecare Partners', rating: 4.5 })]);
    expect((await search(planner, { levelOfCare: 'hospice' })).providers).toEqual([expect.objectContaining({ rating: null })]);
  });

  it('finds a name anywhere in it, in any case; %, _ and \\ match themselves', async () => {
    expect((await search(planner, { query: 'CARE' })).providers.map((provider) => provider.name)).toEqual([
      'Homecare Partners',
      ...[1, 2, 3, 4, 5, 6].map((i) => `Provider ${i} Care Center`),
    ]);
    expect((await search(planner, { query: ' provider   3 ' })).providers.map((provider) => provider.name)).toEqual(['Provider 3 Care Center']);
    expect((await search(planner, { query: '100%' })).providers.map((provider) => provider.id)).toEqual([hospice]);
    expect((await search(planner, { query: '1_0' })).total).toBe(0);
    expect((await search(planner, { query: 'care', levelOfCare: 'hospice' })).total).toBe(0);
  });

  it('pages 25 at a time', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      name: `Zz Pager ${String(i).padStart(2, '0')}`,
      displayName: 'Pager',
      levelOfCare: 'assisted_living',
      city: 'Akron',
      state: 'OH',
      latitude: 41,
      longitude: -81,
    }));
    await server.db.insert(providers).values(many);
    const second = await search(planner, { levelOfCare: 'assisted_living', page: 2 });
    expect(second).toMatchObject({ total: 30, page: 2 });
    expect(second.providers.map((provider) => provider.name)).toEqual(['Zz Pager 25', 'Zz Pager 26', 'Zz Pager 27', 'Zz Pager 28', 'Zz Pager 29']);
    expect((await search(planner, { levelOfCare: 'assisted_living', page: 3 })).providers).toEqual([]);
  });

  it('is for staff only, and answers 400 to a bad body', async () => {
    expect((await server.client().post(SEARCH, {})).status).toBe(401);
    const { family } = await familyWithList(server, [world.providerIds[0]!], 'catalogue-family@test.example');
    expect((await family.post(SEARCH, {})).status).toBe(403);
    const bad = await planner.post(SEARCH, { page: 0, query: 7 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['page', 'query']);
  });
});

describe('the hospital’s labels on a provider', () => {
  it('are set by an admin, audited, and each hospital’s own', async () => {
    const [, , third] = world.providerIds as [number, number, number];
    const response = await admin.put(labelsOf(third), { preferred: true, affiliated: true });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expectValid(response.body, CatalogueProvider);
    expect(response.body).toMatchObject({ id: third, preferred: true, affiliated: true });
    // The family side sees them: the provider now names the hospital among those that prefer it.
    const { family } = await familyWithList(server, [third], 'labels-family@test.example');
    const seen = await family.get(`/internal/app/choice/v1/providers/${third}`);
    expect(seen.body).toMatchObject({ preferredBy: [world.hospital.id], affiliations: [world.hospital.id] });
    // Another hospital's catalogue does not carry them.
    expect((await search(otherPlanner, { query: 'Provider 3' })).providers[0]).toMatchObject({ preferred: false, affiliated: false });
    // Taken off again, and setting the same twice is no error.
    expect((await admin.put(labelsOf(third), { preferred: false, affiliated: true })).body).toMatchObject({ preferred: false, affiliated: true });
    expect((await admin.put(labelsOf(third), { preferred: false, affiliated: true })).status).toBe(200);
    const trail = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'catalogue.labelled'));
    expect(trail.map((event) => event.subject)).toEqual([String(third), String(third), String(third)]);
  });

  it('are not a planner’s to change (403), and a provider that does not exist is a 404', async () => {
    const refused = await planner.put(labelsOf(world.providerIds[0]!), { preferred: false, affiliated: false });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'Forbidden', message: 'Only the hospital’s administrators may change this.' });
    expect((await search(planner, { query: 'Provider 1 ' })).providers[0]).toMatchObject({ preferred: true });
    expect((await admin.put(labelsOf(999_999), { preferred: true, affiliated: false })).status).toBe(404);
    expect((await admin.put(labelsOf(world.providerIds[0]!), { preferred: 'yes' })).status).toBe(400);
  });
});

describe('the hospital’s wording for preferred', () => {
  it('is read by staff and changed by an admin only', async () => {
    expect((await planner.get(HOSPITAL)).body).toEqual({ id: world.hospital.id, name: 'Test General', preferredByPhrase: 'Test Recommended' } satisfies HospitalSettings);
    expect((await planner.put(HOSPITAL, { preferredByPhrase: 'Our Pick' })).status).toBe(403);
    const changed = await admin.put(HOSPITAL, { preferredByPhrase: '  Riverside Recommended ' });
    expect(changed.status).toBe(200);
    expect(changed.body.preferredByPhrase).toBe('Riverside Recommended');
    const [row] = await server.db.select().from(hospitals).where(eq(hospitals.id, world.hospital.id));
    expect(row!.preferredByPhrase).toBe('Riverside Recommended');
    for (const bad of [{ preferredByPhrase: '   ' }, { preferredByPhrase: 'x'.repeat(41) }, {}]) expect((await admin.put(HOSPITAL, bad)).status).toBe(400);
  });
});
