import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Worklist, WORKLIST_PAGE_SIZE, type WorklistPatient } from '../../src/contract/planner';
import { hashPassword } from '../../server/auth/password';
import { auditEvents, groups, hospitals, invites, optionLists, options, patients, users } from '../../server/db/schema';
import { createWorld, PLANNER } from '../fixtures/world';
import { expectValid } from '../support/contract';
import { FAMILY, familyWithList, loginAs, signedUpFamily } from '../support/family';
import { startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * The hospital console's worklist: POST /planner/v1/patients/search. Listing, paging and search run on a
 * hospital of their own ("Worklist General", patients written straight into the database with fixed creation times),
 * the statuses on the test world's hospital, as its planner and a family move a patient along.
 */
const SEARCH = '/internal/app/planner/v1/patients/search';
const PASSWORD = 'staff-secret';
/** 2026-01-01T00:00:00Z; patient i of the worklist hospital was created i hours later. */
const BASE = 1_767_225_600;
const HOUR = 3_600;

/**
 * The worklist hospital's patients, oldest first. Created at BASE + i hours, except that #27 and #28 were created at
 * the same second (the higher id comes first), and #29, the newest, was written first (the lowest id): order is by
 * creation time, then id.
 */
const WORKLIST_PATIENTS: [initial: string, lastName: string][] = [
  ['A', 'Adams'],
  ['B', 'Baker'],
  ['M', 'Rivera'],
  ['J', 'Rivers'],
  ['M', 'Riverton'],
  ['S', 'Smith_Jones'],
  ['S', 'SmithxJones'],
  ['S', 'Smith%Jones'],
  ['D', 'McDonald'],
  ['C', 'Chen'],
  ['E', 'Evans'],
  ['F', 'Fischer'],
  ['G', 'Garcia'],
  ['H', 'Hughes'],
  ['I', 'Ito'],
  ['K', 'Kowalski'],
  ['L', 'Lopez'],
  ['N', 'Nguyen'],
  ['O', 'Okafor'],
  ['P', 'Patel'],
  ['Q', 'Quinn'],
  ['R', 'Rossi'],
  ['T', 'Tanaka'],
  ['U', 'Ulrich'],
  ['V', 'Vargas'],
  ['W', 'Weber'],
  ['X', 'Xu'],
  ['Y', 'Young'],
  ['Z', 'Zimmer'],
  ['O', 'Olsen'],
];
const createdAtOf = (index: number) => BASE + (index === 28 ? 27 : index) * HOUR;
/** Last names newest first, as the worklist lists them. */
const NEWEST_FIRST = WORKLIST_PATIENTS.map(([, lastName]) => lastName).reverse();

let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;
/** The worklist hospital's planner and admin. */
let worklistPlanner: TestClient;
let worklistAdmin: TestClient;
let worklistAdminId: number;
/** Ids of the worklist hospital's patients, by their index in WORKLIST_PATIENTS. */
const worklistIds: number[] = [];

async function staffAccount(type: 'planner' | 'hospitalAdmin', hospitalId: number | null, email: string) {
  const [group] = await server.db.insert(groups).values({ type, name: `${type} of ${hospitalId}`, hospitalId }).returning();
  const [user] = await server.db
    .insert(users)
    .values({ groupId: group!.id, firstName: 'Sam', lastName: 'Staff', name: 'Sam Staff', email, cellPhone: '6145550111', passwordHash: await hashPassword(PASSWORD) })
    .returning();
  const client = server.client();
  await loginAs(client, email, PASSWORD);
  return { client, userId: user!.id };
}

async function insertPatient(hospitalId: number, initial: string, lastName: string, createdAt: number) {
  const [row] = await server.db
    .insert(patients)
    .values({ hospitalId, initial, lastName, dateOfBirth: '1940-02-03', createdAt: new Date(createdAt * 1000) })
    .returning({ id: patients.id });
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
  const [hospital] = await server.db
    .insert(hospitals)
    .values({ name: 'Worklist General', city: 'Akron', state: 'OH', latitude: 41.08, longitude: -81.52 })
    .returning();
  worklistPlanner = (await staffAccount('planner', hospital!.id, 'worklist-planner@test.example')).client;
  ({ client: worklistAdmin, userId: worklistAdminId } = await staffAccount('hospitalAdmin', hospital!.id, 'worklist-admin@test.example'));
  const last = WORKLIST_PATIENTS.length - 1;
  worklistIds[last] = await insertPatient(hospital!.id, ...WORKLIST_PATIENTS[last]!, createdAtOf(last));
  for (const [index, [initial, lastName]] of WORKLIST_PATIENTS.entries()) {
    if (index !== last) worklistIds[index] = await insertPatient(hospital!.id, initial, lastName, createdAtOf(index));
  }
  // Another hospital's patients: one with a name of its own, one with the same name as a worklist patient.
  await insertPatient(world.otherHospital.id, 'Z', 'Zebulon', BASE);
  await insertPatient(world.otherHospital.id, 'M', 'Rivera', BASE + 100 * HOUR);
});
afterAll(() => server?.close());

const search = async (client: TestClient, body?: unknown) => {
  const response = await client.post(SEARCH, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expectValid(response.body, Worklist);
  return response.body as Worklist;
};
const lastNames = (worklist: Worklist) => worklist.patients.map((patient) => patient.lastName);

describe('who may read the worklist', () => {
  it('answers 401 to someone logged out', async () => {
    const response = await server.client().post(SEARCH, {});
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 'Unauthorized', message: 'Please log in to continue.' });
  });

  it('answers 403 to a family account', async () => {
    const { family } = await familyWithList(server, [world.providerIds[0]!], 'worklist-family@test.example');
    const response = await family.post(SEARCH, {});
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ code: 'Forbidden', message: 'You are not allowed to do that.' });
    // The rest of the hospital's side is closed to families too.
    expect((await family.get('/internal/app/planner/v1/providers')).status).toBe(403);
  });

  it('answers 403 to a staff account that belongs to no hospital', async () => {
    const { client } = await staffAccount('hospitalAdmin', null, 'nowhere-admin@test.example');
    const response = await client.post(SEARCH, {});
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ code: 'Forbidden', message: 'This staff account belongs to no hospital.' });
  });

  it("admits a hospital admin, to their hospital's worklist and the rest of the hospital's side", async () => {
    const worklist = await search(worklistAdmin, {});
    expect(worklist.total).toBe(WORKLIST_PATIENTS.length);
    expect((await worklistAdmin.get('/internal/app/planner/v1/providers')).status).toBe(200);
    const patient = await worklistAdmin.get(`/internal/app/planner/v1/patients/${worklistIds[0]}`);
    expect(patient.status).toBe(200);
    expect(patient.body).toMatchObject({ id: worklistIds[0], initial: 'A', lastName: 'Adams', services: [], invites: [] });
  });
});

describe('the list', () => {
  it('holds only the hospital’s own patients, newest first, a page of 25 at a time', async () => {
    const first = await search(worklistPlanner, {});
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: WORKLIST_PAGE_SIZE });
    expect(WORKLIST_PAGE_SIZE).toBe(25);
    expect(lastNames(first)).toEqual(NEWEST_FIRST.slice(0, 25));
    expect(first.patients[0]).toEqual({
      id: worklistIds[29]!,
      initial: 'O',
      firstName: null,
      lastName: 'Olsen',
      mrn: null,
      dateOfBirth: '1940-02-03',
      confirmedSinceViewed: false,
      createdAt: BASE + 29 * HOUR,
      services: [],
    } satisfies WorklistPatient);
    expect(first.patients.slice(1, 3).map((patient) => [patient.lastName, patient.createdAt])).toEqual([
      ['Zimmer', BASE + 27 * HOUR],
      ['Young', BASE + 27 * HOUR],
    ]);

    const second = await search(worklistPlanner, { page: 2 });
    expect(second).toMatchObject({ total: 30, page: 2, pageSize: 25 });
    expect(lastNames(second)).toEqual(['Riverton', 'Rivers', 'Rivera', 'Baker', 'Adams']);

    const beyond = await search(worklistPlanner, { page: 3 });
    expect(beyond).toEqual({ patients: [], total: 30, page: 3, pageSize: 25 });
    expect(await search(worklistPlanner, { page: 100_000 })).toEqual({ patients: [], total: 30, page: 100_000, pageSize: 25 });
  });

  it('takes an empty body, and an empty or blank query, as the first page of everyone', async () => {
    for (const body of [undefined, {}, { query: '' }, { query: '   ' }]) {
      const worklist = await search(worklistPlanner, body);
      expect(worklist.total).toBe(30);
      expect(worklist.page).toBe(1);
      expect(lastNames(worklist)).toEqual(NEWEST_FIRST.slice(0, 25));
    }
  });

  it('counts the patients as they come, move to another hospital and go (the count the database keeps)', async () => {
    const [first] = await server.db.select({ hospitalId: patients.hospitalId }).from(patients).where(eq(patients.id, worklistIds[0]!));
    const total = async () => (await search(worklistPlanner, {})).total;
    const added = await insertPatient(first!.hospitalId, 'N', 'Newcomer', BASE + 500 * HOUR);
    expect(await total()).toBe(31);
    await server.db.update(patients).set({ hospitalId: world.otherHospital.id }).where(eq(patients.id, added));
    expect(await total()).toBe(30);
    await server.db.update(patients).set({ hospitalId: first!.hospitalId }).where(eq(patients.id, added));
    expect(await total()).toBe(31);
    await server.db.delete(patients).where(eq(patients.id, added));
    expect(await total()).toBe(30);
    expect((await search(worklistPlanner, { query: 'Newcomer' })).total).toBe(0);
  });

  it("never shows another hospital's patient, even searched by exact name", async () => {
    expect(await search(worklistPlanner, { query: 'Zebulon' })).toEqual({ patients: [], total: 0, page: 1, pageSize: 25 });
    expect(await search(worklistPlanner, { query: 'Z Zebulon' })).toEqual({ patients: [], total: 0, page: 1, pageSize: 25 });
    const rivera = await search(worklistPlanner, { query: 'Rivera' });
    expect(rivera.patients.map((patient) => patient.id)).toEqual([worklistIds[2]]);
    expect(rivera.total).toBe(1);
    // The other hospital's own planner does see them: they exist, and the search finds them.
    const other = server.client();
    await loginAs(other, 'other-planner@test.example', PLANNER.password);
    expect(lastNames(await search(other, { query: 'zebulon' }))).toEqual(['Zebulon']);
    expect(lastNames(await search(other, {}))).toEqual(['Rivera', 'Zebulon']);
  });
});

describe('search', () => {
  const found = async (query: string) => {
    const worklist = await search(worklistPlanner, { query });
    expect(worklist.total).toBe(worklist.patients.length);
    return lastNames(worklist);
  };

  it('finds by the start of the last name, newest first', async () => {
    expect(await found('Riv')).toEqual(['Riverton', 'Rivers', 'Rivera']);
    expect(await found('Rivers')).toEqual(['Rivers']);
    expect(await found('Riverz')).toEqual([]);
    // Only the start: "vera" is inside Rivera, not at its start.
    expect(await found('vera')).toEqual([]);
  });

  it('finds by "initial last name" and by "last name, initial"', async () => {
    expect(await found('m riv')).toEqual(['Riverton', 'Rivera']);
    expect(await found('J Rivers')).toEqual(['Rivers']);
    expect(await found('  m   rivera ')).toEqual(['Rivera']);
    expect(await found('Rivera, M')).toEqual(['Rivera']);
    expect(await found('rivera,m')).toEqual(['Rivera']);
    expect(await found('Rivers, M')).toEqual([]);
  });

  it('ignores case', async () => {
    expect(await found('RIVERA')).toEqual(['Rivera']);
    expect(await found('mcd')).toEqual(['McDonald']);
    expect(await found('d MCDONALD')).toEqual(['McDonald']);
  });

  it('matches %, _ and \\ literally', async () => {
    expect(await found('smith_')).toEqual(['Smith_Jones']);
    expect(await found('Smith%')).toEqual(['Smith%Jones']);
    expect(await found('smith')).toEqual(['Smith%Jones', 'SmithxJones', 'Smith_Jones']);
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(await found('%Jones')).toEqual([]);
    expect(await found('Smith\\')).toEqual([]);
    expect(await found('\\')).toEqual([]);
  });

  it('pages through what it finds', async () => {
    const page = await search(worklistPlanner, { query: 'r', page: 1 });
    expect(page.total).toBe(4);
    expect(lastNames(page)).toEqual(['Rossi', 'Riverton', 'Rivers', 'Rivera']);
    expect(await search(worklistPlanner, { query: 'r', page: 2 })).toEqual({ patients: [], total: 4, page: 2, pageSize: 25 });
  });

  it('takes a query of 100 characters', async () => {
    expect(await search(worklistPlanner, { query: 'x'.repeat(100) })).toEqual({ patients: [], total: 0, page: 1, pageSize: 25 });
  });
});

describe('bad requests', () => {
  it.each([
    ['page 0', { page: 0 }, 'page'],
    ['page "x"', { page: 'x' }, 'page'],
    ['page 1.5', { page: 1.5 }, 'page'],
    ['page past 100000', { page: 100_001 }, 'page'],
    ['a query of 101 characters', { query: 'x'.repeat(101) }, 'query'],
    ['a query that is not text', { query: 7 }, 'query'],
    ['a field it does not know', { limit: 5 }, 'limit'],
  ])('%s is a 400 with the error shape, naming the field', async (_name, body, field) => {
    const response = await worklistPlanner.post(SEARCH, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'InvalidInput', message: 'Some of the details are missing or invalid.' });
    expect(Object.keys(response.body.fields)).toEqual([field]);
  });

  it('never echoes the query back', async () => {
    const response = await worklistPlanner.post(SEARCH, { query: `Confidential${'y'.repeat(100)}` });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).not.toContain('Confidential');
  });
});

describe('the audit trail and the log', () => {
  it('records who read the worklist, never what they searched for', async () => {
    const before = await server.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'worklist.viewed'), eq(auditEvents.userId, worklistAdminId)));
    await search(worklistAdmin, { query: 'Riverton' });
    await search(worklistAdmin, { query: 'Riverton', page: 2 });
    const after = await server.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'worklist.viewed'), eq(auditEvents.userId, worklistAdminId)));
    expect(after.slice(before.length).map(({ action, userId, email, patientId, subject }) => ({ action, userId, email, patientId, subject }))).toEqual([
      { action: 'worklist.viewed', userId: worklistAdminId, email: null, patientId: null, subject: null },
      { action: 'worklist.viewed', userId: worklistAdminId, email: null, patientId: null, subject: null },
    ]);
    expect(JSON.stringify(await server.db.select().from(auditEvents))).not.toContain('Riverton');
    // The request log holds the searches (the path), never their text.
    expect(server.logs.some((line) => JSON.stringify(line).includes('/planner/v1/patients/search'))).toBe(true);
    expect(JSON.stringify(server.logs)).not.toContain('Riverton');
  });
});

describe("a service's status as the patient moves along", () => {
  it('goes notInvited → invited → inviteRevoked → invited → claimed → inProgress → ranked, one service at a time', async () => {
    const [a, b, c, d] = world.providerIds as [number, number, number, number];
    const walker = { initial: 'W', lastName: 'Walker', dateOfBirth: '1944-05-06' };
    const planner = server.client();
    await loginAs(planner, PLANNER.email, PLANNER.password);
    const created = await planner.post('/internal/app/planner/v1/patients', {
      patient: walker,
      services: [
        { levelOfCare: 'skilled_nursing', providerIds: [a, b, c] },
        { levelOfCare: 'home_healthcare', providerIds: [d] },
      ],
    });
    expect(created.status).toBe(201);
    const patientId = created.body.id as number;
    const [nursing, home] = created.body.services.map((service: { id: number }) => service.id) as [number, number];
    const statuses = async () => {
      const worklist = await search(planner, { query: 'w walker' });
      expect(worklist.patients.map((patient) => patient.id)).toEqual([patientId]);
      return worklist.patients[0]!.services.map(({ id, levelOfCare, status }) => ({ id, levelOfCare, ...status }));
    };
    const both = (kind: string, at: number | null, saved = 0) => [
      { id: nursing, levelOfCare: 'skilled_nursing', kind, at, saved },
      { id: home, levelOfCare: 'home_healthcare', kind, at, saved },
    ];

    expect(await statuses()).toEqual(both('notInvited', null));

    const first = await planner.post('/internal/app/planner/v1/invites', { patientId, email: 'walker@test.example', cellPhone: '6145550123' });
    expect(first.status).toBe(201);
    await server.db.update(invites).set({ createdAt: new Date((BASE + 1_000) * 1000) }).where(eq(invites.patientId, patientId));
    expect(await statuses()).toEqual(both('invited', BASE + 1_000));

    // Ten wrong claims revoke an invite (signup.ts); here the revocation is written directly.
    await server.db.update(invites).set({ revokedAt: new Date((BASE + 2_000) * 1000), failedClaims: 10 }).where(eq(invites.patientId, patientId));
    expect(await statuses()).toEqual(both('inviteRevoked', BASE + 2_000));

    // A new invite: the latest one speaks for the patient.
    const second = await planner.post('/internal/app/planner/v1/invites', { patientId, email: 'walker@test.example', cellPhone: '6145550123' });
    expect(second.status).toBe(201);
    const [latest] = await server.db.select({ id: invites.id }).from(invites).where(eq(invites.patientId, patientId)).orderBy(invites.id).offset(1);
    await server.db.update(invites).set({ createdAt: new Date((BASE + 3_000) * 1000) }).where(eq(invites.id, latest!.id));
    expect(await statuses()).toEqual(both('invited', BASE + 3_000));

    const family = await signedUpFamily(server, second.body.inviteCode, { ...FAMILY, email: 'walker@test.example' }, walker);
    const [claimed] = await server.db.select({ claimedAt: patients.claimedAt }).from(patients).where(eq(patients.id, patientId));
    expect(Math.abs(claimed!.claimedAt!.getTime() / 1000 - Date.now() / 1000)).toBeLessThan(120);
    await server.db.update(patients).set({ claimedAt: new Date((BASE + 4_000) * 1000) }).where(eq(patients.id, patientId));
    expect(await statuses()).toEqual(both('claimed', BASE + 4_000));

    // The family shortlists two providers of the nursing list (the app keeps a shortlist on the device until it is
    // confirmed; the database holds one only from before that, so it is written directly).
    const [nursingList] = await server.db.select({ id: optionLists.id }).from(optionLists).where(eq(optionLists.serviceId, nursing));
    await server.db.update(options).set({ shortlisted: true }).where(and(eq(options.optionListId, nursingList!.id), eq(options.providerId, a)));
    await server.db.update(options).set({ shortlisted: true }).where(and(eq(options.optionListId, nursingList!.id), eq(options.providerId, c)));
    expect(await statuses()).toEqual([
      { id: nursing, levelOfCare: 'skilled_nursing', kind: 'inProgress', at: null, saved: 2 },
      { id: home, levelOfCare: 'home_healthcare', kind: 'claimed', at: BASE + 4_000, saved: 0 },
    ]);

    // The family confirms: three shortlisted, two of them ranked.
    const ranked = await family.post(`/internal/app/choice/v1/option-lists/${nursingList!.id}/rank`, { rankings: [c, a], shortlist: [a, b, c], completedAt: 1_800_000_000 });
    expect(ranked.status, JSON.stringify(ranked.body)).toBe(200);
    expect(await statuses()).toEqual([
      { id: nursing, levelOfCare: 'skilled_nursing', kind: 'ranked', at: 1_800_000_000, saved: 2 },
      { id: home, levelOfCare: 'home_healthcare', kind: 'claimed', at: BASE + 4_000, saved: 0 },
    ]);

    // A newer option list for the service (the planner offers more providers): its latest list decides again.
    const [newer] = await server.db.insert(optionLists).values({ serviceId: nursing }).returning({ id: optionLists.id });
    await server.db.insert(options).values([
      { optionListId: newer!.id, providerId: b, position: 0 },
      { optionListId: newer!.id, providerId: d, position: 1, shortlisted: true },
    ]);
    expect((await statuses())[0]).toEqual({ id: nursing, levelOfCare: 'skilled_nursing', kind: 'inProgress', at: null, saved: 1 });

    // The family's home-care choice, ranked without anything else shortlisted.
    const [homeList] = await server.db.select({ id: optionLists.id }).from(optionLists).where(eq(optionLists.serviceId, home));
    const homeRanked = await family.post(`/internal/app/choice/v1/option-lists/${homeList!.id}/rank`, { rankings: [d], shortlist: [d], completedAt: 1_800_000_100 });
    expect(homeRanked.status, JSON.stringify(homeRanked.body)).toBe(200);
    expect((await statuses())[1]).toEqual({ id: home, levelOfCare: 'home_healthcare', kind: 'ranked', at: 1_800_000_100, saved: 1 });

    // The planner's reading of the patient agrees.
    const detail = await planner.get(`/internal/app/planner/v1/patients/${patientId}`);
    expect(detail.body).toMatchObject({ claimed: true, claimedAt: BASE + 4_000 });
  });
});
