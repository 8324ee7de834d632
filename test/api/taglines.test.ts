import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HospitalSettings } from '../../src/contract/catalogue';
import { Hospital } from '../../src/contract/choice';
import type { Tagline } from '../../src/contract/tagline';
import { TAGLINES } from '../../src/i18n/taglines';
import { hashPassword } from '../../server/auth/password';
import { groups, hospitals, users } from '../../server/db/schema';
import { createWorld, PLANNER } from '../fixtures/world';
import { expectValid } from '../support/contract';
import { familyWithList, loginAs } from '../support/family';
import { startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * Section 1557: a hospital's own language-assistance taglines. Staff read them with the hospital's settings
 * (its own list, else the national one); its admins set them (15 to 40, each language once) or go back to the national
 * list with null; its families get them with their hospital.
 */
const SETTINGS = '/internal/app/planner/v1/hospital';
const FAMILY_HOSPITAL = '/internal/app/choice/v1/hospital';
const NATIONAL: Tagline[] = TAGLINES.map(({ language, lang, text }) => ({ language, lang, text }));
const SOMALI: Tagline = { language: 'Somali', lang: 'so', text: 'FIIRO GAAR AH: Haddii aad ku hadasho af Soomaali, adeegyada caawimada luqadda, oo bilaash ah, ayaa diyaar kuu ah.' };

let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;
let planner: TestClient;
let admin: TestClient;
let otherPlanner: TestClient;
let family: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
  const [adminGroup] = await server.db.insert(groups).values({ type: 'hospitalAdmin', name: 'Admins', hospitalId: world.hospital.id }).returning();
  const passwordHash = await hashPassword('admin-secret');
  await server.db
    .insert(users)
    .values({ groupId: adminGroup!.id, firstName: 'Ada', lastName: 'Admin', name: 'Ada Admin', email: 'admin@test.example', cellPhone: '6145550199', passwordHash });
  planner = server.client();
  await loginAs(planner, PLANNER.email, PLANNER.password);
  admin = server.client();
  await loginAs(admin, 'admin@test.example', 'admin-secret');
  otherPlanner = server.client();
  await loginAs(otherPlanner, 'other-planner@test.example', PLANNER.password);
  ({ family } = await familyWithList(server, world.providerIds.slice(0, 2), 'taglines.family@test.example'));
});
afterAll(() => server?.close());

const settingsOf = async (client: TestClient) => {
  const response = await client.get(SETTINGS);
  expect(response.status).toBe(200);
  expectValid(response.body, HospitalSettings);
  return response.body as HospitalSettings;
};
const familyHospital = async () => {
  const response = await family.get(FAMILY_HOSPITAL);
  expect(response.status).toBe(200);
  expectValid(response.body, Hospital);
  return response.body as Hospital;
};
const storedTaglines = async () => (await server.db.select({ taglines: hospitals.taglines }).from(hospitals).where(eq(hospitals.id, world.hospital.id)))[0]!.taglines;

/** The state's order: Somali first, then the national list from its end (16 languages). */
const STATE_ORDER: Tagline[] = [SOMALI, ...NATIONAL.slice().reverse()];

describe('a hospital’s language-assistance taglines', () => {
  it('are the national list, in its order, until the hospital sets its own', async () => {
    expect((await settingsOf(planner)).taglines).toEqual(NATIONAL);
    expect((await familyHospital()).taglines).toEqual(NATIONAL);
    expect(await storedTaglines()).toBeNull();
  });

  it('are set by an admin in the order given, trimmed, with canonical codes, for the hospital’s families only', async () => {
    const typed = STATE_ORDER.map((tagline, index) =>
      index === 0 ? { language: '  Somali ', lang: 'SO', text: ` ${tagline.text}  ` } : tagline.lang === 'zh-Hant' ? { ...tagline, lang: 'zh-hant' } : tagline,
    );
    const before = await settingsOf(admin);
    const saved = await admin.put(SETTINGS, { taglines: typed });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expectValid(saved.body, HospitalSettings);
    // Tagalog's 'tl' is written 'fil' in its canonical form (CLDR's alias).
    const expected = STATE_ORDER.map((tagline) => (tagline.lang === 'tl' ? { ...tagline, lang: 'fil' } : tagline));
    expect(saved.body).toEqual({ ...before, taglines: expected });
    expect(await storedTaglines()).toEqual(expected);
    expect((await settingsOf(planner)).taglines).toEqual(expected);
    expect((await familyHospital()).taglines).toEqual(expected);
    // Another hospital keeps the national list.
    expect((await settingsOf(otherPlanner)).taglines).toEqual(NATIONAL);
  });

  it('leave the other settings as they are, and are left as they are by a change of another setting', async () => {
    const before = await settingsOf(admin);
    const changed = await admin.put(SETTINGS, { kioskIdleMinutes: 7 });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...before, kioskIdleMinutes: 7 });
  });

  it('go back to the national list with null', async () => {
    const reset = await admin.put(SETTINGS, { taglines: null });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.taglines).toEqual(NATIONAL);
    expect(await storedTaglines()).toBeNull();
    expect((await familyHospital()).taglines).toEqual(NATIONAL);
  });

  it('are refused with what is wrong, naming the tagline, and nothing is changed', async () => {
    expect((await admin.put(SETTINGS, { taglines: STATE_ORDER })).status).toBe(200);
    const kept = await storedTaglines();
    const withEntry = (index: number, entry: Partial<Tagline>) => STATE_ORDER.map((tagline, at) => (at === index ? { ...tagline, ...entry } : tagline));
    const cases: [string, unknown, string][] = [
      ['14 languages', { taglines: NATIONAL.slice(0, 14) }, 'Section 1557 asks for taglines in at least 15 languages: this list has 14.'],
      ['41 languages', { taglines: Array.from({ length: 41 }, (_, i) => ({ language: `Language ${i}`, lang: `en-x-l${i}`, text: 'Free help.' })) }, 'At most 40 taglines: this list has 41.'],
      ['a code that is not one', { taglines: withEntry(2, { lang: 'xx-!!' }) }, "Tagline 3: 'xx-!!' is not a language code."],
      ['an empty code', { taglines: withEntry(4, { lang: ' ' }) }, "Tagline 5: '' is not a language code."],
      ['a language twice', { taglines: withEntry(5, { lang: 'SO' }) }, "Tagline 6: 'so' is already the language code of tagline 1."],
      ['a tagline too long', { taglines: withEntry(1, { text: 'x'.repeat(301) }) }, 'Tagline 2: the tagline must be 1 to 300 characters (it has 301).'],
      ['an empty tagline', { taglines: withEntry(1, { text: '   ' }) }, 'Tagline 2: the tagline must be 1 to 300 characters (it has 0).'],
      ['a language without a name', { taglines: withEntry(0, { language: '' }) }, 'Tagline 1: the language’s name must be 1 to 40 characters.'],
      ['a name too long', { taglines: withEntry(0, { language: 'x'.repeat(41) }) }, 'Tagline 1: the language’s name must be 1 to 40 characters.'],
    ];
    for (const [name, body, message] of cases) {
      const refused = await admin.put(SETTINGS, body);
      expect(refused.status, name).toBe(400);
      expect(refused.body, name).toMatchObject({ code: 'InvalidInput', message });
    }
    // Not a list of taglines at all: the shape is refused as any bad input.
    for (const taglines of ['es', [{ language: 'Somali', lang: 'so' }], [{ language: 1, lang: 'so', text: 'x' }]]) {
      const refused = await admin.put(SETTINGS, { taglines });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('InvalidInput');
    }
    expect(await storedTaglines()).toEqual(kept);
  });

  it('are changed by the hospital’s admins only', async () => {
    const kept = await storedTaglines();
    for (const taglines of [NATIONAL.slice().reverse(), null]) {
      const refused = await planner.put(SETTINGS, { taglines });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'Forbidden', message: expect.any(String) });
    }
    expect(await storedTaglines()).toEqual(kept);
    // Families have no way to the settings.
    expect((await family.put(SETTINGS, { taglines: null })).status).toBe(403);
  });

  it('are kept 15 to 40 by the database too', async () => {
    await expect(server.db.update(hospitals).set({ taglines: NATIONAL.slice(0, 3) }).where(eq(hospitals.id, world.hospital.id))).rejects.toThrow();
  });
});
