import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hospitals, medicareRatings, providerDisclosures, providerQuality, providers } from '../../server/db/schema';
import { recordClock } from '../../server/domain/choiceRecordPdf';
import { ALL_PROVIDER_EMBEDS, type OptionList, type Provider } from '../../src/contract/choice';
import { ChoiceRecord } from '../../src/contract/choiceRecord';
import { findLevelOfCare } from '../../src/domain/levelsOfCare';
import { sortProviders } from '../../src/domain/sortProviders';
import { expectValid } from '../support/contract';
import { createWorld, PLANNER } from '../fixtures/world';
import { FAMILY, plannerInvites, signedUpFamily } from '../support/family';
import { startTestServer, type TestClient, type TestServer } from '../support/testServer';
import { shownName } from '../../src/domain/providerName';

/**
 * The choice record, a real PDF read back as text (Debian's pdftotext): every fact of each list
 * version, frozen when the family confirms; the planner's copy for the chart and the family's own.
 */
let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
});
afterAll(() => server?.close());

/** The PDF's text, in reading order, with runs of spaces and line ends made single spaces. */
function pdfText(pdf: Buffer): string {
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString().replace(/\s+/g, ' ');
}

/** The PDF's document information as poppler's pdfinfo prints it (Title, Author, Creator, …), decoded. */
const pdfInfo = (pdf: Buffer) => execFileSync('pdfinfo', ['-custom', '-enc', 'UTF-8', '-'], { input: pdf }).toString();

/** The record's text; with `title`, what the PDF's Title must be (the record's id, not the patient). */
async function recordOf(client: TestClient, url: string, title?: string) {
  const response = await client.get(url);
  expect(response.status, String(response.body).slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  // Shown in the browser's viewer, saved under the record's id and day: never a patient's name.
  expect(response.headers['content-disposition']).toMatch(/^inline; filename="choice-record-\d+-\d{4}-\d{2}-\d{2}\.pdf"$/);
  expect(response.headers['cache-control']).toBe('no-store');
  if (title !== undefined) expect(pdfInfo(response.rawPayload)).toMatch(new RegExp(`^Title:\\s+${title}$`, 'm'));
  return pdfText(response.rawPayload);
}

describe('the choice record', () => {
  it('holds every fact of the list presented and the family’s choice, frozen when they confirm', async () => {
    const [a, b, c] = world.providerIds as [number, number, number];
    const left = world.providerIds[3]!;
    const { planner, patientId, inviteCode } = await plannerInvites(
      server,
      [{ levelOfCare: 'skilled_nursing', providerIds: [a, b, c] }],
      { email: 'chart@test.example', patient: { initial: 'M', lastName: 'Chartwell', dateOfBirth: '1948-03-14' } },
    );
    // The planner builds the list from the hospital within 4 miles (providers 1 to 4), leaving one off with a reason.
    const serviceId = (await planner.get(`/internal/app/planner/v1/patients/${patientId}`)).body.services[0].id as number;
    const saved = await planner.put(`/internal/app/planner/v1/services/${serviceId}/option-list`, {
      area: { type: 'hospital' },
      radiusMiles: 4,
      providerIds: [a, b, c],
      removed: [{ providerId: left, reason: 'No beds this month' }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const list = { id: saved.body.optionListId as number };
    await server.db.insert(providerDisclosures).values({ providerId: a, hospitalId: world.hospital.id, text: 'Test General owns part of this provider.' });

    const before = await recordOf(planner, `/internal/app/planner/v1/patients/${patientId}/choice-record.pdf`);
    expect(before).toContain('Not confirmed yet: this part shows the list as it is now.');
    expect(before).toContain('Sent to chart@test.example');
    expect(before).toContain('Not acknowledged yet.');

    const family = await signedUpFamily(server, inviteCode, { ...FAMILY, firstName: 'Ana', lastName: 'Smith', email: 'chart@test.example' }, { initial: 'M', lastName: 'Chartwell', dateOfBirth: '1948-03-14' });
    // The record lists the providers as the family's option list first showed them: its best match, by the screen's
    // own function over what the family's screens were sent.
    const options = ((await family.get(`/internal/app/choice/v1/option-lists/${list.id}?embed=options`)).body as OptionList).options!;
    const sent = (await family.get(`/internal/app/choice/v1/providers?embed=${ALL_PROVIDER_EMBEDS}&id__in=${options.map((option) => option.providerId).join(',')}`)).body as Provider[];
    const onScreen = sortProviders(sent, { sortKey: 'best', level: findLevelOfCare('skilled_nursing'), hospitalId: world.hospital.id, location: null });
    const inRecord = ((await planner.get(`/internal/app/planner/v1/patients/${patientId}/choice-record`)).body as ChoiceRecord).lists[0]!.presented;
    expect(inRecord.map((provider) => provider.name)).toEqual(onScreen.map(shownName));
    expect(inRecord.map((provider) => provider.name)).toEqual(['Provider 1', 'Provider 3', 'Provider 2']);

    const confirmedAt = 1_800_000_000;
    // Provider 2's ratings came from a CMS file: the record says of when.
    await server.db.update(medicareRatings).set({ dataDate: '2026-10-01' }).where(eq(medicareRatings.providerId, b));
    expect((await family.post(`/internal/app/choice/v1/option-lists/${list.id}/rank`, { rankings: [c, a], shortlist: [a, c], completedAt: confirmedAt })).status).toBe(200);
    // After the confirmation: a rating changes and the provider is renamed. The record keeps what was presented.
    await server.db.update(medicareRatings).set({ overall: 1 }).where(eq(medicareRatings.providerId, a));
    await server.db.update(providers).set({ name: 'RENAMED CARE CENTER', displayName: 'Renamed Care Center' }).where(eq(providers.id, c));

    const clock = recordClock('America/New_York');
    const text = await recordOf(planner, `/internal/app/planner/v1/patients/${patientId}/choice-record.pdf`, `CareChoice choice record ${patientId}`);
    const [nameA, nameB, nameC] = ['Provider 1', 'Provider 2', 'Provider 3'];
    for (const fact of [
      'Post-acute care choice record',
      'Patient: M. Chartwell',
      'Date of birth: 03/14/1948',
      'MRN: not given',
      'Hospital: Test General',
      'Generated: ',
      'Skilled Nursing',
      `Choices confirmed ${clock.at(confirmedAt)}`,
      'Area: distances from the hospital (Test General); every provider within 4 miles was listed.',
      'Providers presented, in the order shown (3)',
      // Each provider in the order the family's list first showed them (best match: the hospital's preferred first,
      // then by rating), with every star rating they saw, as they were at the confirmation.
      `1. ${nameA}, Columbus, OH CMS certification number 365001 · Overall Medicare Rating 2 of 5, Health Inspection 3 of 5, Quality 4 of 5, Staffing 2.5 of 5 (data date not recorded) · 0.9 miles · Preferred by the hospital · Family's choice #2`,
      'Financial interest disclosed: Test General owns part of this provider.',
      `2. ${nameC}, Columbus, OH CMS certification number 365003 · Overall Medicare Rating 4 of 5, Health Inspection 3 of 5, Quality 4 of 5, Staffing 2.5 of 5 (data date not recorded) · 2.6 miles · Family's choice #1`,
      `3. ${nameB}, Columbus, OH CMS certification number 365002 · Overall Medicare Rating 3 of 5, Health Inspection 3 of 5, Quality 4 of 5, Staffing 2.5 of 5 (data of 10/2026) · 1.7 miles · Affiliated with the hospital`,
      'Left off the list by the hospital, with the reason (1)',
      'Provider 4, Columbus, OH. Reason: No beds this month (Pat Planner, ',
      'Invitation',
      'Sent to chart@test.example on ',
      ' by Pat Planner.',
      '“I acknowledge.”',
      'Acknowledged by Ana Smith (Family), ',
      `Saved: ${nameA}; ${nameC}.`,
      `Ranking: 1. ${nameC}; 2. ${nameA}.`,
      `Confirmed by Ana Smith (Family), ${clock.at(confirmedAt)}.`,
      'Language the family used: English.',
      'Generated by CareChoice',
      'Page 1 of ',
    ]) {
      expect(text, fact).toContain(fact);
    }
    expect(text).not.toContain('Renamed Care Center');
    expect(text).not.toContain('Not confirmed yet');

    // The same record as data, for the console's page.
    const data = await planner.get(`/internal/app/planner/v1/patients/${patientId}/choice-record`);
    expect(data.status).toBe(200);
    expectValid(data.body, ChoiceRecord);
    const [listRecord] = (data.body as ChoiceRecord).lists;
    expect(listRecord).toMatchObject({ frozen: true, confirmedAt: confirmedAt, confirmedBy: { name: 'Ana Smith', relationship: 'fc_family' } });
    expect(listRecord!.presented.map((provider) => [provider.name, provider.overallRating, provider.rank])).toEqual([
      [nameA, 2, 2],
      [nameC, 4, 1],
      [nameB, 3, null],
    ]);

    // The family's own copy says the same; their planner sees that they opened it.
    const theirs = await recordOf(family, '/internal/app/choice/v1/choice-record.pdf', `CareChoice choice record ${patientId}`);
    expect(theirs).toContain(`Ranking: 1. ${nameC}; 2. ${nameA}.`);
    // The planner read it three times and the family once, all within five minutes: one entry for each of them.
    const trail = await planner.get(`/internal/app/planner/v1/patients/${patientId}/audit`);
    const views = (trail.body as { action: string; actor: { name: string } }[]).filter((event) => event.action === 'choiceRecord.viewed');
    expect(views.map((event) => event.actor.name)).toEqual(['Pat Planner', 'Ana Smith']);
  });

  it('keeps a record for each version of a list: a new version is not confirmed until the family chooses again', async () => {
    const [a, b] = world.providerIds as [number, number];
    const { planner, patientId, inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [a, b] }], { email: 'versions@test.example' });
    const family = await signedUpFamily(server, inviteCode, { ...FAMILY, email: 'versions@test.example' });
    const service = (await family.get('/internal/app/choice/v1/services')).body[0];
    expect((await family.post(`/internal/app/choice/v1/option-lists/${service.latestOptionList.id}/rank`, { rankings: [b], shortlist: [b], completedAt: 1_800_000_000 })).status).toBe(200);
    const reoffered = await planner.put(`/internal/app/planner/v1/services/${service.id}/option-list`, { area: { type: 'hospital' }, radiusMiles: 2, providerIds: [a, b], removed: [] });
    expect(reoffered.body).toMatchObject({ outcome: 'reoffered' });
    const text = await recordOf(planner, `/internal/app/planner/v1/patients/${patientId}/choice-record.pdf`);
    expect(text).toContain('Skilled Nursing Choices confirmed');
    expect(text).toContain('Skilled Nursing (version 2 of the list) Not confirmed yet: this part shows the list as it is now. Area: distances from the hospital (Test General); every provider within 2 miles was listed. List built by Pat Planner.');
  });

  it('downloads as choice-record-<record id>-<day it was generated>.pdf, and is refused for a download asked wrongly', async () => {
    const { planner, patientId, inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], { email: 'file-name@test.example' });
    const family = await signedUpFamily(server, inviteCode, { ...FAMILY, email: 'file-name@test.example' });
    for (const [client, url] of [
      [planner, `/internal/app/planner/v1/patients/${patientId}/choice-record.pdf`],
      [family, '/internal/app/choice/v1/choice-record.pdf'],
    ] as const) {
      const saved = await client.get(`${url}?download=1`);
      expect(saved.status).toBe(200);
      // The day the PDF itself says it was generated ("Nov 28, 2026, 3:04 PM EST" there).
      const [, month, day, year] = pdfText(saved.rawPayload).match(/Generated: (\w{3}) (\d{1,2}), (\d{4}), /)!;
      const monthNumber = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].indexOf(month!) + 1;
      const isoDay = `${year}-${String(monthNumber).padStart(2, '0')}-${day!.padStart(2, '0')}`;
      expect(saved.headers['content-disposition']).toBe(`attachment; filename="choice-record-${patientId}-${isoDay}.pdf"`);
      expect(saved.headers['content-disposition']).not.toMatch(/Rivera|1948/);
      const wrong = await client.get(`${url}?download=yes`);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 'InvalidInput', fields: { download: expect.any(String) } });
    }
  });

  it('holds the star ratings the family saw for a home health agency: its quality rating and patients’ own, dated', async () => {
    const [agency] = await server.db
      .insert(providers)
      .values({ name: 'Northside Home Health', displayName: 'Northside Home Health', levelOfCare: 'home_healthcare', city: 'Columbus', state: 'OH', latitude: 39.98, longitude: -83.0 })
      .returning();
    await server.db.insert(medicareRatings).values({ providerId: agency!.id, overall: null, quality: 4, survey: 3, dataDate: '2026-10-01' });
    const { planner, patientId } = await plannerInvites(server, [{ levelOfCare: 'home_healthcare', providerIds: [agency!.id] }], { email: 'home-health@test.example' });
    const text = await recordOf(planner, `/internal/app/planner/v1/patients/${patientId}/choice-record.pdf`);
    expect(text).toContain('1. Northside Home Health, Columbus, OH No CMS certification number · Medicare Quality Rating 4 of 5, Patient Satisfaction 3 of 5 (data of 10/2026)');
    const [listRecord] = ((await planner.get(`/internal/app/planner/v1/patients/${patientId}/choice-record`)).body as ChoiceRecord).lists;
    expect(listRecord!.presented[0]).toMatchObject({ overallRating: 4, ratings: [{ name: 'Medicare Quality Rating', stars: 4 }, { name: 'Patient Satisfaction', stars: 3 }] });
  });

  it('holds the measures the family saw for a hospice and a rehab hospital, dated, and says when Medicare has none', async () => {
    const inserted = await server.db
      .insert(providers)
      .values([
        { name: 'Evergreen Hospice', displayName: 'Evergreen Hospice', levelOfCare: 'hospice', city: 'Columbus', state: 'OH', latitude: 39.97, longitude: -83.0 },
        { name: 'Quiet Hours Hospice', displayName: 'Quiet Hours Hospice', levelOfCare: 'hospice', city: 'Dublin', state: 'OH', latitude: 40.1, longitude: -83.1 },
        { name: 'Riverside Rehab Hospital', displayName: 'Riverside Rehab Hospital', levelOfCare: 'acute_inpatient_rehab', city: 'Columbus', state: 'OH', latitude: 39.96, longitude: -83.01 },
      ])
      .returning();
    const [hospice, unmeasured, rehab] = inserted as [(typeof inserted)[0], (typeof inserted)[0], (typeof inserted)[0]];
    await server.db.insert(medicareRatings).values({ providerId: hospice.id, overall: null, survey: 4 });
    await server.db.insert(providerQuality).values([
      { providerId: hospice.id, dataset: 'hospice', dataDate: '2026-08-01', measures: { hospiceCareIndex: 9, visitsLastDaysOfLifePercent: 58.24, wouldRecommendPercent: null } },
      { providerId: rehab.id, dataset: 'irf', dataDate: '2026-09-01', measures: { dischargeToCommunityRate: 71.5, preventableReadmissionRate: 8.2 } },
    ]);
    const { planner, patientId } = await plannerInvites(
      server,
      [
        { levelOfCare: 'hospice', providerIds: [hospice.id, unmeasured.id] },
        { levelOfCare: 'acute_inpatient_rehab', providerIds: [rehab.id] },
      ],
      { email: 'measures@test.example' },
    );
    const text = await recordOf(planner, `/internal/app/planner/v1/patients/${patientId}/choice-record.pdf`);
    expect(text).toContain(
      'Evergreen Hospice, Columbus, OH No CMS certification number · Hospice Care Index (ten signs of good hospice care): 9 of 10, Patients visited by a nurse or social worker in their last days: 58.2%, Family caregivers’ rating: 4 of 5, Would definitely recommend it: not reported (data of 08/2026)',
    );
    expect(text).toContain('Quiet Hours Hospice, Dublin, OH No CMS certification number · No Medicare quality data ·');
    expect(text).toContain(
      'Riverside Rehab Hospital, Columbus, OH No CMS certification number · Patients who went home afterwards, not to a hospital or nursing home: 71.5%, Patients back in a hospital within 30 days when it could have been prevented: 8.2% (data of 09/2026)',
    );
    // The family's Spanish copy names them as its Spanish screens do.
    const spanish = await planner.get(`/internal/app/planner/v1/patients/${patientId}/choice-record.pdf?lang=es`);
    expect(pdfText(spanish.rawPayload)).toContain('Índice de Cuidado de Hospicio');
    const [hospiceList] = ((await planner.get(`/internal/app/planner/v1/patients/${patientId}/choice-record`)).body as ChoiceRecord).lists;
    expect(hospiceList!.presented.find((provider) => provider.name === 'Evergreen Hospice')).toMatchObject({
      measuresDate: '08/2026',
      measures: expect.arrayContaining([{ key: 'hospiceCareIndex', name: 'Hospice Care Index (ten signs of good hospice care)', format: 'outOf10', value: 9 }]),
    });
  });

  it('writes its times in the hospital’s zone, its state’s until its admins choose another, as the console does', async () => {
    const { planner, patientId } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], { email: 'zone@test.example' });
    const recordUrl = `/internal/app/planner/v1/patients/${patientId}/choice-record`;
    // Ohio's zone, named in the PDF.
    expect((await planner.get(recordUrl)).body.timeZone).toBe('America/New_York');
    expect((await planner.get('/internal/app/user/v1/me')).body.timeZone).toBe('America/New_York');
    expect(await recordOf(planner, `${recordUrl}.pdf`)).toMatch(/Generated: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T /);
    // A hospital in the other part of a split state chooses its own zone: the record and the console follow it.
    await server.db.update(hospitals).set({ timeZone: 'America/Chicago' }).where(eq(hospitals.id, world.hospital.id));
    try {
      expect((await planner.get(recordUrl)).body.timeZone).toBe('America/Chicago');
      expect((await planner.get('/internal/app/user/v1/me')).body.timeZone).toBe('America/Chicago');
      expect(await recordOf(planner, `${recordUrl}.pdf`)).toMatch(/Generated: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T /);
    } finally {
      await server.db.update(hospitals).set({ timeZone: null }).where(eq(hospitals.id, world.hospital.id));
    }
  });

  it('is for the patient’s hospital and family only', async () => {
    const { patientId } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], { email: 'private@test.example' });
    const other = server.client();
    expect((await other.post('/internal/app/auth/v1/login', { email: 'other-planner@test.example', password: PLANNER.password })).status).toBe(200);
    expect((await other.get(`/internal/app/planner/v1/patients/${patientId}/choice-record.pdf`)).body).toMatchObject({ code: 'NotFound' });
    expect((await server.client().get(`/internal/app/planner/v1/patients/${patientId}/choice-record.pdf`)).status).toBe(401);
    expect((await server.client().get('/internal/app/choice/v1/choice-record.pdf')).status).toBe(401);
    expect((await server.client().get('/internal/app/choice/v1/choice-record')).status).toBe(401);
  });
});
