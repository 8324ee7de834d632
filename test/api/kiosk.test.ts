import { and, asc, eq, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HospitalSettings } from '../../src/contract/catalogue';
import { KioskConfig, KioskList, MAX_ACTIVE_KIOSKS, StartedKiosk } from '../../src/contract/kiosk';
import { hashPassword } from '../../server/auth/password';
import { randomToken, sha256 } from '../../server/auth/secrets';
import { IDLE_LIFETIME_MS, SESSION_COOKIE } from '../../server/auth/sessions';
import { LIMITS } from '../../server/auth/throttle';
import { auditEvents, groups, hospitals, kiosks, loginThrottles, sessions, users } from '../../server/db/schema';
import { createWorld, PLANNER } from '../fixtures/world';
import { expectValid } from '../support/contract';
import { FAMILY, loginAs, plannerInvites, signedUpFamily } from '../support/family';
import { startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * A staff member turns the device they use into a kiosk of their hospital; the device reads its
 * config with its token (no session); only a staff member of that hospital, with their password, turns it off.
 */
const START = '/internal/app/planner/v1/kiosks';
const CONFIG = '/internal/app/kiosk/v1/config';
const RELEASE = '/internal/app/kiosk/v1/release';
const KIOSKS = '/internal/app/planner/v1/kiosks';
const revokeOf = (id: number) => `${KIOSKS}/${id}/revoke`;
const HOSPITAL = '/internal/app/planner/v1/hospital';
const OTHER_PLANNER = { email: 'other-planner@test.example', password: PLANNER.password };
const ADMIN = { email: 'kiosk-admin@test.example', password: 'admin-secret' };
const UNKNOWN = { code: 'KioskUnknown', message: 'This device is not a kiosk.' };
const DAY_SECONDS = 24 * 60 * 60;
/** A family's own account: its right password does not turn a kiosk off. */
const family = { email: 'kiosk-family@test.example', password: FAMILY.password };

let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;
let planner: TestClient;
let plannerId: number;
let admin: TestClient;
let adminId: number;
let otherPlannerId: number;
let plannerGroupId: number;

/** A planner of the test hospital who never logs in (their devices get sessions from staffDevice); answers their id. */
async function staffMember(email: string) {
  const [row] = await server.db
    .insert(users)
    .values({ groupId: plannerGroupId, firstName: 'Kim', lastName: 'Kiosk', name: 'Kim Kiosk', email, cellPhone: '', passwordHash: 'not-a-hash' })
    .returning({ id: users.id });
  return { id: row!.id };
}

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
  planner = server.client();
  await loginAs(planner, PLANNER.email, PLANNER.password);
  const [plannerRow] = await server.db.select({ id: users.id, groupId: users.groupId }).from(users).where(eq(users.email, PLANNER.email));
  plannerId = plannerRow!.id;
  plannerGroupId = plannerRow!.groupId;
  const [adminGroup] = await server.db.insert(groups).values({ type: 'hospitalAdmin', name: 'Admins', hospitalId: world.hospital.id }).returning();
  const [adminRow] = await server.db
    .insert(users)
    .values({ groupId: adminGroup!.id, firstName: 'Ada', lastName: 'Admin', name: 'Ada Admin', email: ADMIN.email, cellPhone: '', passwordHash: await hashPassword(ADMIN.password) })
    .returning({ id: users.id });
  adminId = adminRow!.id;
  otherPlannerId = (await server.db.select({ id: users.id }).from(users).where(eq(users.email, OTHER_PLANNER.email)))[0]!.id;
  admin = server.client();
  await loginAs(admin, ADMIN.email, ADMIN.password);
  const { inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], { email: family.email });
  await signedUpFamily(server, inviteCode, { ...FAMILY, email: family.email });
});
afterAll(() => server?.close());
// Each test starts with every staff member's kiosk allowance (LIMITS.kioskStartPerStaff) whole.
beforeEach(async () => {
  await server.db.delete(loginThrottles).where(like(loginThrottles.key, `${LIMITS.kioskStartPerStaff.prefix}%`));
});

/**
 * A device with a staff session of `userId`, as a login makes it (without hashing a password each time: tests make
 * dozens). Turning a device into a kiosk ends its staff session, so each needs its own.
 */
async function staffDevice(userId: number): Promise<TestClient> {
  const id = randomToken(32);
  await server.db.insert(sessions).values({ idHash: sha256(id), userId, expiresAt: new Date(Date.now() + IDLE_LIFETIME_MS) });
  const client = server.client();
  client.cookies.set(SESSION_COOKIE, id);
  return client;
}

/** Turns a device of staff member `userId` (the planner unless said) into a kiosk. */
async function startKiosk(userId = plannerId): Promise<StartedKiosk> {
  const client = await staffDevice(userId);
  const response = await client.post(START, {});
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  expectValid(response.body, StartedKiosk);
  return response.body as StartedKiosk;
}
const kioskRow = async (token: string) => (await server.db.select().from(kiosks).where(eq(kiosks.tokenHash, sha256(token))))[0]!;
/** Turns every kiosk off, as if each device had been released: a test that counts kiosks starts from none. */
const turnAllOff = () => server.db.update(kiosks).set({ releasedAt: new Date() }).where(isNull(kiosks.releasedAt));
const listed = async () => {
  const response = await admin.get(KIOSKS);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expectValid(response.body, KioskList);
  return (response.body as KioskList).kiosks;
};
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

  it('carries the hospital’s family language, the one each next family starts in, as the hospital has it now', async () => {
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

describe('the staff session on the device', () => {
  it('ends on the server when the device becomes a kiosk, its cookie cleared as Log out clears it', async () => {
    const staff = server.client();
    await loginAs(staff, PLANNER.email, PLANNER.password);
    const sessionId = staff.cookies.get(SESSION_COOKIE)!;
    expect(await server.db.select().from(sessions).where(eq(sessions.idHash, sha256(sessionId)))).toHaveLength(1);

    const started = await staff.post(START, {});
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(staff.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await server.db.select().from(sessions).where(eq(sessions.idHash, sha256(sessionId)))).toEqual([]);
    // The cookie, kept or replayed, is nobody's session any more.
    const replayed = server.client();
    replayed.cookies.set(SESSION_COOKIE, sessionId);
    expect((await replayed.get('/internal/app/user/v1/me')).status).toBe(401);
    expect((await replayed.post(START, {})).status).toBe(401);
    // What the console does next (KioskStartButton: Log out) is answered as any logout, never a 401.
    const logout = await staff.post('/internal/app/auth/v1/logout', {});
    expect(logout.status, JSON.stringify(logout.body)).toBe(200);
    expect(logout.body).toEqual({ success: true });
    // The device is the kiosk it was made.
    expect((await device((started.body as StartedKiosk).token).config()).status).toBe(200);
  });
});

describe('a kiosk’s life', () => {
  it('is the hospital’s kiosk days, 30 unless an admin sets whole days from 1 to 365; past it the token is unknown', async () => {
    expect(((await planner.get(HOSPITAL)).body as HospitalSettings).kioskTokenDays).toBe(30);
    const month = await startKiosk();
    const monthRow = await kioskRow(month.token);
    expect((monthRow.expiresAt.getTime() - monthRow.createdAt.getTime()) / 1000).toBeCloseTo(30 * DAY_SECONDS, -1);

    expect((await planner.put(HOSPITAL, { kioskTokenDays: 7 })).status).toBe(403);
    for (const kioskTokenDays of [0, 366, 2.5, '30', null]) {
      const refused = await admin.put(HOSPITAL, { kioskTokenDays });
      expect(refused.status, JSON.stringify(kioskTokenDays)).toBe(400);
      expect(refused.body.code).toBe('InvalidInput');
    }
    const before = (await admin.get(HOSPITAL)).body as HospitalSettings;
    const changed = await admin.put(HOSPITAL, { kioskTokenDays: 7 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toEqual({ ...before, kioskTokenDays: 7 });
    // The database keeps the range too, whatever writes it.
    await expect(server.db.update(hospitals).set({ kioskTokenDays: 366 }).where(eq(hospitals.id, world.hospital.id))).rejects.toThrow();
    try {
      const week = await startKiosk();
      const weekRow = await kioskRow(week.token);
      expect((weekRow.expiresAt.getTime() - weekRow.createdAt.getTime()) / 1000).toBeCloseTo(7 * DAY_SECONDS, -1);
      // A kiosk keeps the expiry it was given: the one turned on before the change still works for its 30 days.
      expect((await kioskRow(month.token)).expiresAt).toEqual(monthRow.expiresAt);

      // The month goes by: the token finds nothing, on config and release alike, as a kiosk turned off.
      await server.db.update(kiosks).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(kiosks.id, monthRow.id));
      const expired = await device(month.token).config();
      expect(expired.status).toBe(404);
      expect(expired.body).toEqual(UNKNOWN);
      const release = await device(month.token).release(PLANNER);
      expect(release.status).toBe(404);
      expect(release.body).toEqual(UNKNOWN);
      expect((await device(week.token).config()).status).toBe(200);
    } finally {
      await admin.put(HOSPITAL, { kioskTokenDays: 30 });
    }
  });

  it('ends when the staff member who turned it on is deactivated; other staff members’ kiosks stay on', async () => {
    const kim = await staffMember('kim-kiosk@test.example');
    const kims = await startKiosk(kim.id);
    const pats = await startKiosk();
    const deactivated = await admin.post(`/internal/app/planner/v1/staff/${kim.id}/deactivate`, {});
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);

    const gone = await device(kims.token).config();
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual(UNKNOWN);
    expect((await device(pats.token).config()).status).toBe(200);
    expect(await kioskRow(kims.token)).toMatchObject({ revokedByUserId: adminId, releasedAt: null });
    expect((await kioskRow(kims.token)).revokedAt).toBeInstanceOf(Date);
  });
});

describe('the admins’ list of kiosks', () => {
  it('is for the hospital’s admins: 401 logged out, 403 for a planner, alike for Revoke', async () => {
    expect((await server.client().get(KIOSKS)).status).toBe(401);
    const refused = await planner.get(KIOSKS);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'Forbidden', message: 'Only the hospital’s administrators may do this.' });
    const { token } = await startKiosk();
    const { id } = await kioskRow(token);
    expect((await server.client().post(revokeOf(id), {})).status).toBe(401);
    expect((await planner.post(revokeOf(id), {})).status).toBe(403);
    expect((await device(token).config()).status).toBe(200);
  });

  it('shows each kiosk of the hospital that is on, newest first: who turned it on, when, until when, last seen', async () => {
    await turnAllOff();
    expect(await listed()).toEqual([]);
    const first = await startKiosk();
    const second = await startKiosk(adminId);
    const elsewhere = await startKiosk(otherPlannerId);
    const [firstRow, secondRow] = [await kioskRow(first.token), await kioskRow(second.token)];

    const kiosksOn = await listed();
    expect(kiosksOn.map(({ id, startedBy, lastSeenAt }) => ({ id, startedBy, lastSeenAt }))).toEqual([
      { id: secondRow.id, startedBy: 'Ada Admin', lastSeenAt: null },
      { id: firstRow.id, startedBy: 'Pat Planner', lastSeenAt: null },
    ]);
    expect(kiosksOn[1]!.createdAt).toBe(Math.floor(firstRow.createdAt.getTime() / 1000));
    expect(kiosksOn[1]!.expiresAt).toBe(Math.floor(firstRow.expiresAt.getTime() / 1000));
    expect(kiosksOn[1]!.expiresAt - kiosksOn[1]!.createdAt).toBeCloseTo(30 * DAY_SECONDS, -1);

    // The device reads its config: seen now.
    const before = Math.floor(Date.now() / 1000);
    await device(first.token).config();
    const seen = (await listed()).find((kiosk) => kiosk.id === firstRow.id)!;
    expect(seen.lastSeenAt).toBeGreaterThanOrEqual(before - 1);
    expect(seen.lastSeenAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1);

    // Turned off on the device, or past its life: no longer on the list. Another hospital's never was.
    expect((await device(second.token).release(PLANNER)).status).toBe(200);
    expect((await listed()).map((kiosk) => kiosk.id)).toEqual([firstRow.id]);
    await server.db.update(kiosks).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(kiosks.id, firstRow.id));
    expect(await listed()).toEqual([]);
    expect((await device(elsewhere.token).config()).status).toBe(200);
  });

  it('revokes a kiosk: its token finds nothing at once, audited; another hospital’s is 404, one already off 409', async () => {
    await turnAllOff();
    const kept = await startKiosk();
    const revoked = await startKiosk();
    const elsewhere = await startKiosk(otherPlannerId);
    const [keptRow, revokedRow, elsewhereRow] = [await kioskRow(kept.token), await kioskRow(revoked.token), await kioskRow(elsewhere.token)];

    const answer = await admin.post(revokeOf(revokedRow.id), {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expectValid(answer.body, KioskList);
    expect((answer.body as KioskList).kiosks.map((kiosk) => kiosk.id)).toEqual([keptRow.id]);
    expect((await device(revoked.token).config()).body).toEqual(UNKNOWN);
    expect((await device(revoked.token).release(PLANNER)).status).toBe(404);
    expect((await device(kept.token).config()).status).toBe(200);
    expect(await kioskRow(revoked.token)).toMatchObject({ revokedByUserId: adminId });
    expect((await kioskAudit('kiosk.revoked')).at(-1)).toMatchObject({ userId: adminId, subject: String(revokedRow.id) });

    const again = await admin.post(revokeOf(revokedRow.id), {});
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'KioskOff', message: 'This kiosk was already turned off, revoked or past its time.' });
    for (const id of [elsewhereRow.id, 999_999_999]) {
      const missing = await admin.post(revokeOf(id), {});
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ code: 'NotFound', message: 'No such kiosk.' });
    }
    expect((await admin.post(`${KIOSKS}/nope/revoke`, {})).status).toBe(400);
    expect((await device(elsewhere.token).config()).status).toBe(200);
  });
});

describe('limits on making kiosks', () => {
  it('lets a staff member turn 20 devices into kiosks an hour, then 429 with how long to wait; others are not held up', async () => {
    for (let i = 0; i < LIMITS.kioskStartPerStaff.attempts; i++) await startKiosk();
    const client = await staffDevice(plannerId);
    const refused = await client.post(START, {});
    expect(refused.status, JSON.stringify(refused.body)).toBe(429);
    expect(refused.body).toEqual({ code: 'TooManyAttempts', message: 'Too many kiosks turned on. Please try again in 60 minutes.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    // Refused, the staff member keeps their session: the device stays their console.
    expect((await client.get('/internal/app/user/v1/me')).status).toBe(200);
    await startKiosk(adminId);
    // An hour later the window is over.
    await server.db
      .update(loginThrottles)
      .set({ windowStartedAt: sql`now() - interval '61 minutes'` })
      .where(eq(loginThrottles.key, `${LIMITS.kioskStartPerStaff.prefix}${plannerId}`));
    await startKiosk();
    await turnAllOff();
  });

  it(`keeps a hospital to ${MAX_ACTIVE_KIOSKS} kiosks on at once, asked at once too: 409 saying what to do`, async () => {
    await turnAllOff();
    const filler = Array.from({ length: MAX_ACTIVE_KIOSKS - 1 }, (_, i) => ({
      hospitalId: world.hospital.id,
      tokenHash: sha256(`filler-${i}-${Date.now()}`),
      startedByUserId: plannerId,
      expiresAt: new Date(Date.now() + DAY_SECONDS * 1000),
    }));
    await server.db.insert(kiosks).values(filler);
    // Kiosks that are off do not count.
    await server.db.insert(kiosks).values({ hospitalId: world.hospital.id, tokenHash: sha256(`off-${Date.now()}`), startedByUserId: plannerId, expiresAt: new Date(Date.now() - 1000) });

    const devices = await Promise.all(Array.from({ length: 4 }, () => staffDevice(plannerId)));
    const answers = await Promise.all(devices.map((client) => client.post(START, {})));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    const full = answers.find((answer) => answer.status === 409)!;
    expect(full.body).toEqual({
      code: 'KioskLimitReached',
      message: `This hospital has ${MAX_ACTIVE_KIOSKS} kiosks on, the most it may have. An administrator can revoke kiosks no longer in use on the Staff page.`,
    });
    const [{ count }] = (await server.db
      .select({ count: sql<number>`count(*)::int` })
      .from(kiosks)
      .where(and(eq(kiosks.hospitalId, world.hospital.id), isNull(kiosks.releasedAt), isNull(kiosks.revokedAt), sql`${kiosks.expiresAt} > now()`))) as [{ count: number }];
    expect(count).toBe(MAX_ACTIVE_KIOSKS);
    // Another hospital is not held up; one revoked makes room.
    await startKiosk(otherPlannerId);
    const newest = (await listed())[0]!;
    expect((await admin.post(revokeOf(newest.id), {})).status).toBe(200);
    await startKiosk();
    await turnAllOff();
  });
});
