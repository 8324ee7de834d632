import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../server/db/schema';
import { AUDIT_PAGE_SIZE, type AuditEvent } from '../../src/contract/planner';
import { createWorld } from '../fixtures/world';
import { FAMILY, plannerInvites, signedUpFamily } from '../support/family';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * The audit trail cannot be bloated by a family, and reads a page at a time: a family's repeated readings are one
 * entry per five minutes, changes to their account are limited, and planners page back through any length of trail.
 */
let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
});
afterAll(() => server?.close());

describe('the audit trail', () => {
  it('pages back from the newest entry, each entry once, oldest first within a page', async () => {
    const { planner, patientId } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], { email: 'pages@test.example' });
    const url = `/internal/app/planner/v1/patients/${patientId}/audit`;
    const before = (await planner.get(url)).body as AuditEvent[];
    await server.db.insert(auditEvents).values(Array.from({ length: 250 }, (_, index) => ({ action: 'optionList.viewed', patientId, subject: `bulk-${index}` })));

    const pages: AuditEvent[][] = [];
    let next: string | undefined;
    for (;;) {
      const page = await planner.get(next ? `${url}?before=${next}` : url);
      expect(page.status).toBe(200);
      pages.push(page.body);
      if (page.body.length < AUDIT_PAGE_SIZE) break;
      next = page.body[0].id;
    }
    expect(pages.map((page) => page.length)).toEqual([100, 100, 50 + before.length]);
    const everything = pages.reverse().flat();
    const ids = everything.map((event) => BigInt(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : 1)));
    expect(new Set(ids).size).toBe(250 + before.length);
    expect(everything.slice(0, before.length).map((event) => event.action)).toEqual(before.map((event) => event.action));
    expect(everything.slice(before.length).map((event) => event.subject)).toEqual(Array.from({ length: 250 }, (_, index) => `bulk-${index}`));
    // The newest page ends with the newest entry, which is what the console shows first.
    expect(pages.at(-1)!.at(-1)!.subject).toBe('bulk-249');

    expect((await planner.get(`${url}?before=abc`)).status).toBe(400);
    expect((await planner.get(`${url}?before=1`)).body).toEqual([]);
  });

  it("writes a family's repeated readings once per five minutes, and every change", async () => {
    const { planner, patientId, inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!, world.providerIds[1]!] }], {
      email: 'reader@test.example',
    });
    const family = await signedUpFamily(server, inviteCode, { ...FAMILY, email: 'reader@test.example' });
    const listId = (await family.get('/internal/app/choice/v1/services')).body[0].latestOptionList.id as number;
    for (let time = 0; time < 20; time++) {
      expect((await family.get(`/internal/app/choice/v1/option-lists/${listId}?embed=options`)).status).toBe(200);
      expect((await family.get('/internal/app/choice/v1/patient')).status).toBe(200);
    }
    const trail = async () => ((await planner.get(`/internal/app/planner/v1/patients/${patientId}/audit`)).body as AuditEvent[]).map((event) => event.action);
    const count = (actions: string[], action: string) => actions.filter((each) => each === action).length;
    expect(count(await trail(), 'optionList.viewed')).toBe(1);
    expect(count(await trail(), 'patient.viewed')).toBe(1);

    // Five minutes later, a reading is written again. (The trail is append-only: only a test may age it, so its
    // trigger is set aside for the moment of the update.)
    await server.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_events disable trigger user`);
      await tx.update(auditEvents).set({ at: new Date(Date.now() - 6 * 60 * 1000) });
      await tx.execute(sql`alter table audit_events enable trigger user`);
    });
    await family.get(`/internal/app/choice/v1/option-lists/${listId}?embed=options`);
    expect(count(await trail(), 'optionList.viewed')).toBe(2);

    // A change is always written.
    const [a, b] = world.providerIds as [number, number];
    expect((await family.post(`/internal/app/choice/v1/option-lists/${listId}/rank`, { rankings: [b, a], shortlist: [a, b], completedAt: 1_800_000_000 })).status).toBe(200);
    expect(count(await trail(), 'ranking.saved')).toBe(1);
  });

  it('limits changes to one account to 30 an hour', async () => {
    const { inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], { email: 'changer@test.example' });
    const family = await signedUpFamily(server, inviteCode, { ...FAMILY, email: 'changer@test.example' });
    for (let time = 0; time < 30; time++) {
      const saved = await family.put('/internal/app/user/v1/me', { name: `Ana Smith ${time}`, email: 'changer@test.example', cellPhone: '6145550199' });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const refused = await family.put('/internal/app/user/v1/me', { name: 'Ana Smith 31', email: 'changer@test.example', cellPhone: '6145550199' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'TooManyAttempts' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50 * 60);
    // The password too, before it is hashed: the right current password waits as well.
    expect((await family.put('/internal/app/user/v1/password', { currentPassword: FAMILY.password, newPassword: 'a-newer-secret-42' })).status).toBe(429);
    const [me] = [(await family.get('/internal/app/user/v1/me')).body];
    expect(me.name).toBe('Ana Smith 29');
  });
});
