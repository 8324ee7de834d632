import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expectValid } from '../support/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionExpiry } from '../../src/contract/auth';
import { ALL_PROVIDER_EMBEDS, Hospital, Invite, OptionList, OptionListList, Patient, Provider, ProviderList, ServiceList } from '../../src/contract/choice';
import { User } from '../../src/contract/user';
import { createWorld } from '../fixtures/world';
import { FAMILY, PATIENT, plannerInvites } from '../support/family';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
});
afterAll(() => server?.close());

describe('the whole family journey over the API', () => {
  it('goes from invite to a completed service and logout', async () => {
    const [a, b, c, d] = world.providerIds as [number, number, number, number];
    const { inviteCode, planner, patientId } = await plannerInvites(server, [
      { levelOfCare: 'skilled_nursing', providerIds: [a, b, c, d] },
      { levelOfCare: 'home_healthcare', providerIds: [c, d] },
    ]);

    // The invite e-mail was written to the log with the full link.
    const mail = server.logs.find((line) => line.mail)?.mail as { to: string; text: string };
    expect(mail.to).toBe(FAMILY.email);
    expect(mail.text).toContain(`http://carechoice.test/go/c/${inviteCode}`);

    const family = server.client();
    const invite = await family.get(`/internal/app/choice/v1/invites/${inviteCode}`);
    expect(invite.status).toBe(200);
    expectValid(invite.body, Invite);
    expect(invite.body).toEqual({ email: FAMILY.email, cellPhone: '6145550123', customAcknowledgementText: null, customAcknowledgementTextEs: null, language: 'en' });

    const created = await family.post('/internal/app/choice/v1/users', { user: { ...FAMILY, confirmPassword: FAMILY.password }, inviteCode });
    expect(created.status).toBe(201);
    expectValid(created.body, User);
    expect(created.body).toMatchObject({ name: 'Ana Rivera', email: FAMILY.email, group: { type: 'patientChoice' } });

    const login = await family.post('/internal/app/auth/v1/login', { email: FAMILY.email, password: FAMILY.password });
    expect(login.status).toBe(200);
    expectValid(login.body, SessionExpiry);
    const now = Math.floor(Date.now() / 1000);
    expect(login.body.expiresAt).toBeGreaterThanOrEqual(now + 29 * 60);
    expect(login.body.expiresAt).toBeLessThanOrEqual(now + 30 * 60 + 1);

    const me = await family.get('/internal/app/user/v1/me');
    expect(me.body).toMatchObject({ email: FAMILY.email, group: { type: 'patientChoice' } });
    // Before the claim there is no patient: the dashboard sends the family to verify.
    expect((await family.get('/internal/app/choice/v1/patient')).status).toBe(404);
    expect((await family.get('/internal/app/choice/v1/invite')).body).toMatchObject({ email: FAMILY.email });

    const claim = await family.post('/internal/app/choice/v1/claim', {
      patient: { initial: 'm', lastName: ' rivera ', dateOfBirth: PATIENT.dateOfBirth },
      acknowledgement: { at: now, text: 'By creating an account I acknowledge…', by: 'fc_family' },
    });
    expect(claim.status).toBe(200);
    expectValid(claim.body, Patient);
    expect(claim.body).toMatchObject({ id: patientId, initial: 'M', lastName: 'Rivera', claimed: true });

    const services = await family.get('/internal/app/choice/v1/services');
    expectValid(services.body, ServiceList);
    expect(services.body.map((s: { levelOfCare: string }) => s.levelOfCare)).toEqual(['skilled_nursing', 'home_healthcare']);
    expect(services.body[0].complete).toBe(false);
    expect(services.body[0].latestOptionList.options).toHaveLength(4);

    const hospital = await family.get('/internal/app/choice/v1/hospital');
    expectValid(hospital.body, Hospital);
    expect(hospital.body).toMatchObject({ name: 'Test General', preferredByPhrase: 'Test Recommended' });

    const lists = await family.get('/internal/app/choice/v1/option-lists?embed=options');
    expectValid(lists.body, OptionListList);
    expect(lists.body).toHaveLength(2);
    const listId = services.body[0].latestOptionList.id as number;

    const list = await family.get(`/internal/app/choice/v1/option-lists/${listId}?embed=options,service`);
    expectValid(list.body, OptionList);
    expect(list.body.options.map((o: { providerId: number }) => o.providerId)).toEqual([a, b, c, d]);
    expect(list.body.service.id).toBe(services.body[0].id);

    const providers = await family.get(`/internal/app/choice/v1/providers?embed=${ALL_PROVIDER_EMBEDS}&id__in=${[a, b, c, d].join(',')}`);
    expectValid(providers.body, ProviderList);
    expect(providers.body.map((p: { id: number }) => p.id)).toEqual([a, b, c, d]);
    expect(providers.body[0]).toMatchObject({ preferredBy: [world.hospital.id], languages: ['en', 'es'] });
    expect(providers.body[0].images).toHaveLength(2);
    expect(providers.body[0].medicareRatings).toMatchObject({ quality: 4, staffing: 2.5 });
    // SPEC §4: the provider route fetches a provider the list's call did not bring, with the same parts.
    const one = await family.get(`/internal/app/choice/v1/providers/${d}?embed=${ALL_PROVIDER_EMBEDS}`);
    expect(one.status).toBe(200);
    expectValid(one.body, Provider);
    expect(one.body).toEqual(providers.body[3]);
    // Large answers travel compressed to clients that accept it; small ones are not worth it.
    const compressed = await family.get(`/internal/app/choice/v1/providers?embed=${ALL_PROVIDER_EMBEDS}&id__in=${[a, b, c, d].join(',')}`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(providers.body);
    expect((await family.get('/internal/app/choice/v1/patient', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
    const providersUrl = `/internal/app/choice/v1/providers?embed=${ALL_PROVIDER_EMBEDS}&id__in=${[a, b, c, d].join(',')}`;
    const gzipped = await family.get(providersUrl, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(providers.body);
    expect((await family.get(providersUrl, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();

    const ranked = await family.post(`/internal/app/choice/v1/option-lists/${listId}/rank`, {
      rankings: [c, a],
      shortlist: [a, c],
      completedAt: now,
    });
    expect(ranked.status, JSON.stringify(ranked.body)).toBe(200);

    const after = await family.get('/internal/app/choice/v1/services');
    expect(after.body[0].complete).toBe(true);
    expect(after.body[1].complete).toBe(false);
    const rankOf = Object.fromEntries(after.body[0].latestOptionList.options.map((o: { providerId: number; rank: number | null }) => [o.providerId, o.rank]));
    expect(rankOf).toEqual({ [a]: 2, [b]: null, [c]: 1, [d]: null });
    const completed = await family.get(`/internal/app/choice/v1/option-lists/${listId}`);
    expect(completed.body).toMatchObject({ complete: true, completedAt: now });

    // The planner sees the ranking.
    const progress = await planner.get(`/internal/app/planner/v1/patients/${patientId}`);
    expect(progress.body.claimed).toBe(true);
    const offered = progress.body.services[0].optionLists[0].options as { providerId: number; rank: number | null }[];
    expect(offered.filter((option) => option.rank !== null).sort((x, y) => x.rank! - y.rank!)).toEqual([
      { providerId: c, providerName: 'Provider 3', shortlisted: true, rank: 1, hiddenFromFamily: null },
      { providerId: a, providerName: 'Provider 1', shortlisted: true, rank: 2, hiddenFromFamily: null },
    ]);

    expect((await family.post('/internal/app/auth/v1/logout')).status).toBe(200);
    expect((await family.get('/internal/app/user/v1/me')).status).toBe(401);
  });
});
