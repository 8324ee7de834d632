import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HospitalSettings } from '../../src/contract/catalogue';
import { Invite } from '../../src/contract/choice';
import { ChoiceRecord } from '../../src/contract/choiceRecord';
import { CreatedInvite, PlannerPatient } from '../../src/contract/planner';
import { User } from '../../src/contract/user';
import { listLines } from '../../src/domain/choiceRecordLines';
import { hashPassword } from '../../server/auth/password';
import { recordClock } from '../../server/domain/choiceRecordPdf';
import { acknowledgements, groups, hospitals, invites, outbox, users } from '../../server/db/schema';
import { createWorld, PLANNER } from '../fixtures/world';
import { expectValid } from '../support/contract';
import { FAMILY, loginAs, PATIENT, signedUpFamily } from '../support/family';
import { PUBLIC_URL, startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * The server's side of Spanish: a user's chosen language (PUT /user/v1/language, then in every user answer),
 * an invite's language (the planner's, else the hospital's language of family invitations) in its e-mail and its
 * look-up, the language a sign-up keeps (the family's on screen, else the invite's), the password reset e-mail in the
 * user's language, the hospital's setting (admins only), and the choice record's "language the family used".
 */
const API = '/internal/app';
const LANGUAGE = `${API}/user/v1/language`;
const ME = `${API}/user/v1/me`;
const HOSPITAL = `${API}/planner/v1/hospital`;
const SPANISH_SUBJECT = 'Test General le invita a elegir atención en CareChoice';
const ENGLISH_SUBJECT = 'Test General invites you to choose care on CareChoice';

let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;
let planner: TestClient;
let admin: TestClient;

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
  planner = server.client();
  await loginAs(planner, PLANNER.email, PLANNER.password);
  admin = server.client();
  await loginAs(admin, 'admin@test.example', 'admin-secret');
});
afterAll(() => server?.close());

let addresses = 0;
const uniqueEmail = (name: string) => `${name}.${++addresses}@test.example`;

async function newPatient() {
  const created = await planner.post(`${API}/planner/v1/patients`, {
    patient: PATIENT,
    services: [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!, world.providerIds[1]!] }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as number;
}

/** As the planner: a new patient and an invite for `email` (with `extra` in the body); the invite, its patient and row. */
async function invite(email: string, extra: Record<string, unknown> = {}) {
  const patientId = await newPatient();
  const response = await planner.post(`${API}/planner/v1/invites`, { patientId, email, cellPhone: FAMILY.cellPhone, relationship: 'fc_family', ...extra });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  expectValid(response.body, CreatedInvite);
  const created = response.body as CreatedInvite;
  const [row] = await server.db.select().from(invites).where(eq(invites.id, created.inviteId));
  return { ...created, patientId, row: row! };
}

const mailsTo = (to: string) =>
  server.logs.filter((line) => (line.mail as { to?: string } | undefined)?.to === to).map((line) => line.mail as { to: string; subject: string; text: string });
const outboxTo = (to: string) => server.db.select({ subject: outbox.subject, text: outbox.text }).from(outbox).where(eq(outbox.to, to));
const lookUp = async (code: string) => {
  const response = await server.client().get(`${API}/choice/v1/invites/${code}`);
  expect(response.status).toBe(200);
  expectValid(response.body, Invite);
  return response.body as Invite;
};
const languageOf = async (email: string) => (await server.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]!.language;

/** A sign-up with the invite code, with `extra` beside it in the body; the answer. */
async function signUp(inviteCode: string, email: string, extra: Record<string, unknown> = {}) {
  return server.client().post(`${API}/choice/v1/users`, { user: { ...FAMILY, email, confirmPassword: FAMILY.password }, inviteCode, ...extra });
}

async function setHospitalLanguage(familyLanguage: 'en' | 'es') {
  const changed = await admin.put(HOSPITAL, { familyLanguage });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  return changed.body as HospitalSettings;
}

describe('the user’s language (PUT /user/v1/language)', () => {
  it('is absent from the user answer until chosen, then saved and in every user answer, for staff and families', async () => {
    const staff = server.client();
    await loginAs(staff, 'other-planner@test.example', PLANNER.password);
    const before = await staff.get(ME);
    expectValid(before.body, User);
    expect(before.body).not.toHaveProperty('language');

    const saved = await staff.put(LANGUAGE, { language: 'es' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expectValid(saved.body, User);
    // The same answer as GET /user/v1/me, with the language.
    expect(saved.body).toEqual({ ...before.body, language: 'es' });
    expect((await staff.get(ME)).body).toEqual(saved.body);
    expect(await languageOf('other-planner@test.example')).toBe('es');
    // Kept with the account: another device signing in has it.
    const elsewhere = server.client();
    await loginAs(elsewhere, 'other-planner@test.example', PLANNER.password);
    expect((await elsewhere.get(ME)).body.language).toBe('es');

    // A family account changes it back and forth; the contact form leaves it as it is.
    const email = uniqueEmail('switch');
    const { inviteCode } = await invite(email);
    const family = await signedUpFamily(server, inviteCode, { ...FAMILY, email });
    expect((await family.get(ME)).body.language).toBe('en');
    expect((await family.put(LANGUAGE, { language: 'es' })).body.language).toBe('es');
    const contact = await family.put(ME, { name: 'Ana R.', email, cellPhone: FAMILY.cellPhone });
    expect(contact.status).toBe(200);
    expect(contact.body.language).toBe('es');
    expect((await family.put(LANGUAGE, { language: 'en' })).body.language).toBe('en');
    expect(await languageOf(email)).toBe('en');
  });

  it('refuses a language it does not know with the error shape, a caller without a session, and a guided session', async () => {
    const staff = server.client();
    await loginAs(staff, 'other-planner@test.example', PLANNER.password);
    const before = await languageOf('other-planner@test.example');
    for (const body of [{ language: 'fr' }, { language: 'ES' }, { language: 'es-US' }, { language: null }, { language: 1 }, {}, { language: 'es', extra: true }]) {
      const refused = await staff.put(LANGUAGE, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({ code: 'InvalidInput', message: expect.any(String) });
    }
    expect((await staff.put(LANGUAGE, { language: 'fr' })).body.fields).toHaveProperty('language');
    expect(await languageOf('other-planner@test.example')).toBe(before);

    const stranger = await server.client().put(LANGUAGE, { language: 'es' });
    expect(stranger.status).toBe(401);
    expect(stranger.body).toMatchObject({ code: 'Unauthorized', message: expect.any(String) });

    // A guided session's account is the staff member's: its language is not the family's on the tablet.
    const patientId = await newPatient();
    const guide = server.client();
    await loginAs(guide, PLANNER.email, PLANNER.password);
    expect((await guide.post(`${API}/planner/v1/patients/${patientId}/guided-session`)).status).toBe(200);
    expect((await guide.put(LANGUAGE, { language: 'es' })).status).toBe(403);
    expect((await guide.get(ME)).body).not.toHaveProperty('language');
    expect(await languageOf(PLANNER.email)).toBeNull();
  });
});

describe('an invite’s language', () => {
  it('in Spanish: kept on the invite, its e-mail (and a resend’s) in Spanish, and its look-ups say so', async () => {
    const email = uniqueEmail('spanish');
    const created = await invite(email, { language: 'es' });
    expect(created.row.language).toBe('es');
    const [mail] = mailsTo(email);
    expect(mail).toEqual({
      to: email,
      subject: SPANISH_SUBJECT,
      text: [
        'Test General le ha invitado a comparar y elegir proveedores de atención en CareChoice.',
        `Abra este enlace para empezar (funciona una sola vez y vence en 14 días): ${PUBLIC_URL}/go/c/${created.inviteCode}`,
      ].join('\n\n'),
    });
    expect(await outboxTo(email)).toEqual([{ subject: SPANISH_SUBJECT, text: '' }]);
    expect(await lookUp(created.inviteCode)).toEqual({ email, cellPhone: FAMILY.cellPhone, customAcknowledgementText: null, customAcknowledgementTextEs: null, language: 'es' });

    const resent = await planner.post(`${API}/planner/v1/invites/${created.inviteId}/resend`, {});
    expect(resent.status).toBe(200);
    expect(mailsTo(email).at(-1)).toMatchObject({ subject: SPANISH_SUBJECT, text: expect.stringContaining(resent.body.url) });

    // The family's own look-up, once signed up with it.
    const family = await signedUpFamily(server, resent.body.inviteCode, { ...FAMILY, email });
    const own = await family.get(`${API}/choice/v1/invite`);
    expectValid(own.body, Invite);
    expect(own.body.language).toBe('es');
  });

  it('without one, takes the hospital’s language of family invitations; the planner’s choice wins over it', async () => {
    const english = uniqueEmail('default');
    const inEnglish = await invite(english);
    expect(inEnglish.row.language).toBe('en');
    // The English e-mail, word for word as before Spanish came.
    expect(mailsTo(english)).toEqual([
      {
        to: english,
        subject: ENGLISH_SUBJECT,
        text: [
          'Test General has invited you to compare and choose care providers on CareChoice.',
          `Open this link to get started (it works once and expires in 14 days): ${inEnglish.url}`,
        ].join('\n\n'),
      },
    ]);
    expect((await lookUp(inEnglish.inviteCode)).language).toBe('en');

    await setHospitalLanguage('es');
    try {
      const spanish = uniqueEmail('hospital');
      const byHospital = await invite(spanish);
      expect(byHospital.row.language).toBe('es');
      expect(mailsTo(spanish).map((mail) => mail.subject)).toEqual([SPANISH_SUBJECT]);
      expect((await lookUp(byHospital.inviteCode)).language).toBe('es');
      // The patient page offers the hospital's language first.
      const record = await planner.get(`${API}/planner/v1/patients/${byHospital.patientId}`);
      expectValid(record.body, PlannerPatient);
      expect(record.body.familyLanguage).toBe('es');

      const chosen = uniqueEmail('chosen');
      const byPlanner = await invite(chosen, { language: 'en' });
      expect(byPlanner.row.language).toBe('en');
      expect(mailsTo(chosen).map((mail) => mail.subject)).toEqual([ENGLISH_SUBJECT]);
      // Another hospital's invitations keep their own language.
      const [other] = await server.db.select({ familyLanguage: hospitals.familyLanguage }).from(hospitals).where(eq(hospitals.id, world.otherHospital.id));
      expect(other!.familyLanguage).toBe('en');
    } finally {
      await setHospitalLanguage('en');
    }
  });

  it('refuses a language it does not know', async () => {
    const patientId = await newPatient();
    const refused = await planner.post(`${API}/planner/v1/invites`, { patientId, email: uniqueEmail('bad'), cellPhone: FAMILY.cellPhone, language: 'fr' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'InvalidInput', fields: { language: expect.any(String) } });
  });
});

describe('a sign-up’s language', () => {
  it('is the invite’s when the family sent none', async () => {
    const email = uniqueEmail('invited');
    const { inviteCode } = await invite(email, { language: 'es' });
    const created = await signUp(inviteCode, email);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expectValid(created.body, User);
    expect(created.body.language).toBe('es');
    expect(await languageOf(email)).toBe('es');
  });

  it('is the one the family had on screen when they sent it, whatever the invite’s', async () => {
    for (const [invited, onScreen] of [
      ['es', 'en'],
      ['en', 'es'],
    ] as const) {
      const email = uniqueEmail('onscreen');
      const { inviteCode } = await invite(email, { language: invited });
      const created = await signUp(inviteCode, email, { language: onScreen });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.language).toBe(onScreen);
      expect(await languageOf(email)).toBe(onScreen);
    }
  });

  it('refuses a language it does not know, before the invite is spent', async () => {
    const email = uniqueEmail('refused');
    const { inviteCode } = await invite(email);
    const refused = await signUp(inviteCode, email, { language: 'fr' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'InvalidInput', fields: { language: expect.any(String) } });
    expect((await signUp(inviteCode, email)).status).toBe(201);
  });
});

describe('the acknowledgement a claim accepts', () => {
  const SPANISH_ACKNOWLEDGEMENT = 'Al crear una cuenta, reconozco que se me otorga el derecho de elegir el proveedor.';

  async function claim(acknowledgement: Record<string, unknown>) {
    const email = uniqueEmail('acknowledged');
    const { inviteCode, patientId } = await invite(email, { language: 'es' });
    expect((await signUp(inviteCode, email)).status).toBe(201);
    const family = server.client();
    await loginAs(family, email, FAMILY.password);
    const claimed = await family.post(`${API}/choice/v1/claim`, { patient: PATIENT, acknowledgement: { at: Math.floor(Date.now() / 1000), ...acknowledgement } });
    return { claimed, patientId };
  }
  const stored = (patientId: number) =>
    server.db.select({ text: acknowledgements.text, language: acknowledgements.language }).from(acknowledgements).where(eq(acknowledgements.patientId, patientId));

  it('is kept word for word with the language the family read it in', async () => {
    const { claimed, patientId } = await claim({ text: SPANISH_ACKNOWLEDGEMENT, language: 'es', by: 'fc_family' });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(await stored(patientId)).toEqual([{ text: SPANISH_ACKNOWLEDGEMENT, language: 'es' }]);
  });

  it('is English when an older client sends no language, and refuses one it does not know', async () => {
    const older = await claim({ text: 'I acknowledge.' });
    expect(older.claimed.status).toBe(200);
    expect(await stored(older.patientId)).toEqual([{ text: 'I acknowledge.', language: 'en' }]);
    const unknown = await claim({ text: 'Je reconnais.', language: 'fr' });
    expect(unknown.claimed.status).toBe(400);
    expect(unknown.claimed.body).toMatchObject({ code: 'InvalidInput', fields: { 'acknowledgement.language': expect.any(String) } });
    expect(await stored(unknown.patientId)).toEqual([]);
  });
});

describe('the password reset e-mail', () => {
  const resetFor = async (email: string) => {
    expect((await server.client().post(`${API}/user/v1/password/reset-request`, { email })).status).toBe(200);
    await server.settled();
    return mailsTo(email).at(-1)!;
  };

  it('is in Spanish for a user who chose Spanish', async () => {
    const email = uniqueEmail('olvido');
    const { inviteCode } = await invite(email, { language: 'es' });
    expect((await signUp(inviteCode, email)).status).toBe(201);
    const mail = await resetFor(email);
    expect(mail.subject).toBe('Restablezca su contraseña de CareChoice');
    const [first, link, last] = mail.text.split('\n\n');
    expect(first).toBe('Alguien pidió restablecer la contraseña de su cuenta de CareChoice.');
    expect(link).toMatch(new RegExp(`^Para elegir una contraseña nueva, abra este enlace dentro de la próxima hora: ${PUBLIC_URL}/forgot-password-reset/\\S+$`));
    expect(last).toBe('Si no fue usted, ignore este mensaje; su contraseña no cambiará.');
    expect((await outboxTo(email)).map((row) => row.subject)).toContain('Restablezca su contraseña de CareChoice');
  });

  it('is in English, as before, for a user who never chose a language', async () => {
    const mail = await resetFor('admin@test.example');
    expect(mail.subject).toBe('Reset your CareChoice password');
    const [first, link, last] = mail.text.split('\n\n');
    expect(first).toBe('Someone asked to reset the password of your CareChoice account.');
    expect(link).toMatch(new RegExp(`^To choose a new password, open this link within one hour: ${PUBLIC_URL}/forgot-password-reset/\\S+$`));
    expect(last).toBe('If it was not you, ignore this message; your password stays the same.');
  });
});

describe('the hospital’s language of family invitations (GET and PUT /planner/v1/hospital)', () => {
  it('is English until an admin changes it; planners read it, only admins change it, only to a known language', async () => {
    const read = await planner.get(HOSPITAL);
    expectValid(read.body, HospitalSettings);
    expect(read.body.familyLanguage).toBe('en');
    expect((await planner.put(HOSPITAL, { familyLanguage: 'es' })).status).toBe(403);
    for (const familyLanguage of ['fr', 'ES', null, 1]) {
      const refused = await admin.put(HOSPITAL, { familyLanguage });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('InvalidInput');
    }
    try {
      const changed = await setHospitalLanguage('es');
      // The other settings stay as they are.
      expect(changed).toEqual({ ...read.body, familyLanguage: 'es' });
      expect((await planner.get(HOSPITAL)).body.familyLanguage).toBe('es');
      // With the wording, in one save, as the console's form sends them.
      const both = await admin.put(HOSPITAL, { preferredByPhrase: read.body.preferredByPhrase, familyLanguage: 'en' });
      expect(both.body).toEqual(read.body);
    } finally {
      await setHospitalLanguage('en');
    }
  });

  it('is kept to a known language by the database too, as are a user’s and an invite’s', async () => {
    const refuse = (write: Promise<unknown>) => expect(write).rejects.toThrow();
    await refuse(server.db.update(hospitals).set({ familyLanguage: 'fr' as 'en' }).where(eq(hospitals.id, world.hospital.id)));
    await refuse(server.db.update(users).set({ language: 'fr' as 'en' }).where(eq(users.email, PLANNER.email)));
    await refuse(server.db.update(invites).set({ language: 'fr' as 'en' }));
    await refuse(server.db.update(invites).set({ language: null as unknown as 'en' }));
    // A user's may be null: they never chose.
    await server.db.update(users).set({ language: null }).where(eq(users.email, 'admin@test.example'));
  });
});

describe('the hospital’s own texts for families, in English and Spanish', () => {
  const FAMILY_HOSPITAL = `${API}/choice/v1/hospital`;

  it('are written by admins only, trimmed, cleared with null, and read by the family in both languages', async () => {
    const texts = {
      preferredByPhraseEs: ' Recomendado por Test ',
      preferredExplanation: 'Test General has reviewed these providers.',
      preferredExplanationEs: 'Test General ha revisado a estos proveedores.',
      affiliatedExplanation: 'Part of the Test Health network.',
      affiliatedExplanationEs: 'Forman parte de la red Test Health.',
    };
    expect((await planner.put(HOSPITAL, texts)).status).toBe(403);
    const changed = await admin.put(HOSPITAL, texts);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expectValid(changed.body, HospitalSettings);
    expect(changed.body).toMatchObject({ ...texts, preferredByPhraseEs: 'Recomendado por Test' });

    const email = uniqueEmail('texts');
    const created = await invite(email);
    const family = await signedUpFamily(server, created.inviteCode, { ...FAMILY, email });
    const claimed = await family.post(`${API}/choice/v1/claim`, { patient: PATIENT, acknowledgement: { at: Math.floor(Date.now() / 1000), text: 'I agree.', language: 'en' } });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    const seen = await family.get(FAMILY_HOSPITAL);
    expect(seen.body).toMatchObject({
      preferredByPhrase: 'Test Recommended',
      preferredLanguage: texts.preferredExplanation,
      affiliatedLanguage: texts.affiliatedExplanation,
      spanish: { preferredByPhrase: 'Recomendado por Test', preferredLanguage: texts.preferredExplanationEs, affiliatedLanguage: texts.affiliatedExplanationEs },
    });

    for (const bad of [{ preferredExplanationEs: 'x'.repeat(1001) }, { affiliatedExplanationEs: '   ' }, { preferredByPhraseEs: 'x'.repeat(41) }, { affiliatedExplanation: 3 }]) {
      const refused = await admin.put(HOSPITAL, bad);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('InvalidInput');
    }
    const cleared = await admin.put(HOSPITAL, { preferredByPhraseEs: null, preferredExplanation: null, preferredExplanationEs: null, affiliatedExplanation: null, affiliatedExplanationEs: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ preferredByPhraseEs: null, preferredExplanation: null, preferredExplanationEs: null, affiliatedExplanation: null, affiliatedExplanationEs: null });
    expect((await family.get(FAMILY_HOSPITAL)).body.spanish).toEqual({ preferredByPhrase: null, preferredLanguage: null, affiliatedLanguage: null });
  });

  it('include an invite’s own acknowledgement in Spanish beside the English one', async () => {
    const created = await invite(uniqueEmail('ack'), { customAcknowledgementText: 'I choose for my mother.', customAcknowledgementTextEs: '  Elijo por mi madre. ' });
    expect(created.row).toMatchObject({ customAcknowledgementText: 'I choose for my mother.', customAcknowledgementTextEs: 'Elijo por mi madre.' });
    expect(await lookUp(created.inviteCode)).toMatchObject({ customAcknowledgementText: 'I choose for my mother.', customAcknowledgementTextEs: 'Elijo por mi madre.' });
    const tooLong = await planner.post(`${API}/planner/v1/invites`, { patientId: created.patientId, email: uniqueEmail('long'), cellPhone: FAMILY.cellPhone, customAcknowledgementTextEs: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(400);
  });
});

describe('the choice record’s language', () => {
  it('is the language of the family account that confirmed, English when it chose none', async () => {
    const [a, b] = world.providerIds as [number, number];
    const email = uniqueEmail('record');
    const { inviteCode, patientId } = await invite(email, { language: 'es' });
    const family = await signedUpFamily(server, inviteCode, { ...FAMILY, email });
    const listId = (await family.get(`${API}/choice/v1/services`)).body[0].latestOptionList.id as number;

    // Not confirmed yet: the family's language as it is now.
    const unconfirmed = (await family.get(`${API}/choice/v1/choice-record`)).body as ChoiceRecord;
    expect(unconfirmed.lists.map((list) => list.language)).toEqual(['es']);
    await family.put(LANGUAGE, { language: 'en' });
    expect(((await family.get(`${API}/choice/v1/choice-record`)).body as ChoiceRecord).lists[0]!.language).toBe('en');

    await family.put(LANGUAGE, { language: 'es' });
    const ranked = await family.post(`${API}/choice/v1/option-lists/${listId}/rank`, { rankings: [b, a], shortlist: [a, b], completedAt: 1_800_000_000 });
    expect(ranked.status, JSON.stringify(ranked.body)).toBe(200);
    const forStaff = await planner.get(`${API}/planner/v1/patients/${patientId}/choice-record`);
    expectValid(forStaff.body, ChoiceRecord);
    const record = (forStaff.body as ChoiceRecord).lists[0]!;
    expect(record).toMatchObject({ frozen: true, language: 'es' });
    expect(listLines(record, recordClock('UTC')).choices.at(-1)).toBe('Language the family used: Spanish.');
    // Frozen when they confirmed: a later switch does not rewrite it.
    await family.put(LANGUAGE, { language: 'en' });
    expect(((await family.get(`${API}/choice/v1/choice-record`)).body as ChoiceRecord).lists[0]!.language).toBe('es');

    // A family that never chose: English.
    const english = uniqueEmail('record-en');
    const other = await invite(english);
    const otherFamily = await signedUpFamily(server, other.inviteCode, { ...FAMILY, email: english });
    await server.db.update(users).set({ language: null }).where(eq(users.email, english));
    const lists = ((await otherFamily.get(`${API}/choice/v1/choice-record`)).body as ChoiceRecord).lists;
    expect(lists.map((list) => list.language)).toEqual(['en']);
    expect(listLines(lists[0]!, recordClock('UTC')).choices.at(-1)).toBe('Language the family used: English.');
  });
});
