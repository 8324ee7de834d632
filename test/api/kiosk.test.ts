import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KioskConfig, StartedKiosk } from '../../src/contract/kiosk';
import { sha256 } from '../../server/auth/secrets';
import { auditEvents, hospitals, kiosks, users } from '../../server/db/schema';
import { createWorld, PLANNER } from '../fixtures/world';
import { expectValid } from '../support/contract';
import { FAMILY, loginAs, plannerInvites, signedUpFamily } from '../support/family';
import { startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * Issue 22, item 2: a staff member turns the device they use into a kiosk of their hospital; the device reads its
 * config with its token (no session); only a staff member of that hospital, with their password, turns it off.
 */
const START = '/internal/app/planner/v1/kiosks';
const CONFIG = '/internal/app/kiosk/v1/config';
const RELEASE = '/internal/app/kiosk/v1/release';
const OTHER_PLANNER = { email: 'other-planner@test.example', password: PLANNER.password };
/** A family's own account: its right password does not turn a kiosk off. */
const family = { email: 'kiosk-family@test.example', password: FAMILY.password };

let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;
let planner: TestClient;
let plannerId: number;

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
  planner = server.client();
  await loginAs(planner, PLANNER.email, PLANNER.password);
  plannerId = (await server.db.select({ id: users.id }).from(users).where(eq(users.email, PLANNER.email)))[0]!.id;
  const { inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], { email: family.email });
  await signedUpFamily(server, inviteCode, { ...FAMILY, email: family.email });
});
afterAll(() => server?.close());

async function startKiosk(): Promise<StartedKiosk> {
  const response = await planner.post(START, {});
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  expectValid(response.body, StartedKiosk);
  return response.body as StartedKiosk;
}
/** A device: no session of its own, its token in the header. */
const device = (token: string) => ({
  config: () => server.client().get(CONFIG, { 'x-kiosk-token': token }),
  release: async (credentials: unknown) => {
    const client = server.client();
    await client.get('/internal/app/health');
    return client.request('POST', RELEASE, credentials, { 'x-kiosk-token': token });
  },
});
const kioskAudit = async (action: string) =>
  server.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(asc(auditEvents.id));

describe('turning a device into a kiosk', () => {
  it('is for hospital staff: 401 logged out, 403 for a family', async () => {
    expect((await server.client().post(START, {})).status).toBe(401);
    const familyClient = server.client();
    await loginAs(familyClient, family.email, family.password);
    const refused = await familyClient.post(START, {});
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'Forbidden', message: 'You are not allowed to do that.' });
  });

  it('answers the device’s token once (only its hash is kept) and the hospital’s config, audited', async () => {
    const { token, config } = await startKiosk();
    expect(config).toEqual({ hospitalName: 'Test General', idleMinutes: 3, familyLanguage: 'en' });
    const [row] = await server.db.select().from(kiosks).where(eq(kiosks.tokenHash, sha256(token)));
    expect(row).toMatchObject({ hospitalId: world.hospital.id, startedByUserId: plannerId, releasedAt: null });
    expect(JSON.stringify(await server.db.select().from(kiosks))).not.toContain(token);
    expect((await kioskAudit('kiosk.started')).at(-1)).toMatchObject({ userId: plannerId, subject: String(row!.id) });
  });
});

describe('a kiosk’s config', () => {
  it('is read with the token and no session, with the idle time the hospital set', async () => {
    const { token } = await startKiosk();
    const answer = await device(token).config();
    expect(answer.status).toBe(200);
    expectValid(answer.body, KioskConfig);
    expect(answer.body).toEqual({ hospitalName: 'Test General', idleMinutes: 3, familyLanguage: 'en' });
    await server.db.update(hospitals).set({ kioskIdleMinutes: 5 }).where(eq(hospitals.id, world.hospital.id));
    expect((await device(token).config()).body).toEqual({ hospitalName: 'Test General', idleMinutes: 5, familyLanguage: 'en' });
    await server.db.update(hospitals).set({ kioskIdleMinutes: 3 }).where(eq(hospitals.id, world.hospital.id));
  });

  it('carries the hospital’s family language (issue 24), the one each next family starts in, as the hospital has it now', async () => {
    await server.db.update(hospitals).set({ familyLanguage: 'es' }).where(eq(hospitals.id, world.hospital.id));
    try {
      const { token, config } = await startKiosk();
      expect(config.familyLanguage).toBe('es');
      const answer = await device(token).config();
      expectValid(answer.body, KioskConfig);
      expect(answer.body).toEqual({ hospitalName: 'Test General', idleMinutes: 3, familyLanguage: 'es' });
      await server.db.update(hospitals).set({ familyLanguage: 'en' }).where(eq(hospitals.id, world.hospital.id));
      expect((await device(token).config()).body).toMatchObject({ familyLanguage: 'en' });
    } finally {
      await server.db.update(hospitals).set({ familyLanguage: 'en' }).where(eq(hospitals.id, world.hospital.id));
    }
  });

  it('is 404 KioskUnknown without a token, with a malformed or unknown one', async () => {
    for (const headers of [{}, { 'x-kiosk-token': 'short' }, { 'x-kiosk-token': 'x'.repeat(43) }] as Record<string, string>[]) {
      const answer = await server.client().get(CONFIG, headers);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'KioskUnknown', message: 'This device is not a kiosk.' });
    }
  });
});

describe('turning a kiosk off', () => {
  it('takes a staff member of the hospital and their password; a wrong one, a family or another hospital are refused', async () => {
    const { token } = await startKiosk();
    const kiosk = device(token);

    const wrong = await kiosk.release({ email: PLANNER.email, password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 'InvalidCredentials', message: 'The e-mail or password is not correct.' });
    for (const credentials of [family, OTHER_PLANNER]) {
      const refused = await kiosk.release(credentials);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: 'Forbidden', message: 'Only a staff member of this hospital can turn the kiosk off.' });
    }
    const malformed = await kiosk.release({ email: PLANNER.email });
    expect(malformed.status).toBe(400);
    expect((await kiosk.config()).status).toBe(200);

    const released = await kiosk.release(PLANNER);
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body).toEqual({ success: true });
    expect((await kiosk.config()).body).toEqual({ code: 'KioskUnknown', message: 'This device is not a kiosk.' });
    expect((await kiosk.release(PLANNER)).status).toBe(404);

    const [row] = await server.db.select().from(kiosks).where(eq(kiosks.tokenHash, sha256(token)));
    expect(row!.releasedByUserId).toBe(plannerId);
    expect(row!.releasedAt).toBeInstanceOf(Date);
    expect((await kioskAudit('kiosk.released')).at(-1)).toMatchObject({ userId: plannerId, subject: String(row!.id) });
    // The wrong password counted as a failed login of that account.
    const failed = await server.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'login.failed'), eq(auditEvents.userId, plannerId)));
    expect(failed.length).toBeGreaterThan(0);
  });

  it('needs the kiosk’s own token', async () => {
    const answer = await device('y'.repeat(43)).release(PLANNER);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('KioskUnknown');
  });
});
