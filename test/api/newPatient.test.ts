import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlannerPatient, Worklist } from '../../src/contract/planner';
import { auditEvents, locations, optionLists, patients, services } from '../../server/db/schema';
import { createWorld, PLANNER } from '../fixtures/world';
import { expectValid } from '../support/contract';
import { familyWithList, loginAs } from '../support/family';
import { startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * The console's New Patient form saves through POST /planner/v1/patients with the patient's first
 * name, MRN, home ZIP and expected discharge date, and services without lists (the planner builds them later).
 */
const PATIENTS = '/internal/app/planner/v1/patients';

let server: TestServer;
let planner: TestClient;
let otherPlanner: TestClient;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
  // The gazetteer's ZIP codes the tests use (the test database has no gazetteer of its own).
  await server.db.insert(locations).values([
    { type: 'zip', name: '43215', searchName: '43215', state: 'OH', latitude: 39.967, longitude: -83.004 },
    { type: 'city', name: 'Columbus', searchName: 'columbus', state: 'OH', latitude: 39.96, longitude: -82.99 },
  ]);
  planner = server.client();
  await loginAs(planner, PLANNER.email, PLANNER.password);
  otherPlanner = server.client();
  await loginAs(otherPlanner, 'other-planner@test.example', PLANNER.password);
});
afterAll(() => server?.close());

const ROSA = {
  initial: 'R',
  firstName: 'Rosa',
  lastName: 'Delgado',
  dateOfBirth: '1939-07-21',
  mrn: 'MRN-1001',
  homeZip: '43215',
  expectedDischargeDate: '2026-12-01',
};
const TWO_SERVICES = [{ levelOfCare: 'skilled_nursing' }, { levelOfCare: 'home_healthcare' }];

describe('POST /planner/v1/patients from the New Patient form', () => {
  it('saves every detail, and each service without a list yet', async () => {
    const response = await planner.post(PATIENTS, { patient: ROSA, services: TWO_SERVICES });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expectValid(response.body, PlannerPatient);
    const saved = response.body as PlannerPatient;
    expect(saved).toMatchObject({ ...ROSA, claimed: false, invites: [] });
    expect(saved.services.map((service) => [service.levelOfCare, service.optionLists, service.status.kind])).toEqual([
      ['skilled_nursing', [], 'notInvited'],
      ['home_healthcare', [], 'notInvited'],
    ]);
    const lists = await server.db.select().from(optionLists).innerJoin(services, eq(services.id, optionLists.serviceId)).where(eq(services.patientId, saved.id));
    expect(lists).toEqual([]);
    // Audited, without the patient's details.
    const trail = await server.db.select().from(auditEvents).where(eq(auditEvents.patientId, saved.id));
    expect(trail.map((event) => event.action)).toEqual(['patient.created']);
    expect(JSON.stringify(trail)).not.toContain('Delgado');
  });

  it('keeps a first name of one letter as the initial only, and tidies names', async () => {
    const response = await planner.post(PATIENTS, {
      patient: { initial: 'j', firstName: ' J ', lastName: '  Okoro ', dateOfBirth: '1950-01-02' },
      services: [{ levelOfCare: 'hospice' }],
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ initial: 'J', firstName: null, lastName: 'Okoro', mrn: null, homeZip: null, expectedDischargeDate: null });
  });

  it('refuses an MRN another patient of the hospital has, in any case, with a field message', async () => {
    const first = await planner.post(PATIENTS, { patient: { ...ROSA, mrn: 'AB-77' }, services: TWO_SERVICES });
    expect(first.status).toBe(201);
    const again = await planner.post(PATIENTS, { patient: { ...ROSA, lastName: 'Other', mrn: 'ab-77' }, services: TWO_SERVICES });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'DuplicateMrn',
      message: 'Another patient of this hospital has this MRN.',
      fields: { 'patient.mrn': 'Another patient of this hospital has this MRN.' },
    });
    // Nothing of the refused patient was kept.
    expect(await server.db.select().from(patients).where(eq(patients.lastName, 'Other'))).toEqual([]);
    // Another hospital may use the same number for its own patient.
    expect((await otherPlanner.post(PATIENTS, { patient: { ...ROSA, mrn: 'AB-77' }, services: TWO_SERVICES })).status).toBe(201);
  });

  it('gives one of two planners saving the same MRN at once a 409, never a 500', async () => {
    const both = await Promise.all(
      ['Twin', 'Twain'].map((lastName) => planner.post(PATIENTS, { patient: { ...ROSA, lastName, mrn: 'RACE-1' }, services: TWO_SERVICES })),
    );
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(both.find((response) => response.status === 409)!.body.code).toBe('DuplicateMrn');
  });

  it('takes a home ZIP code written with spaces or as a ZIP+4 as its five digits', async () => {
    for (const [homeZip, lastName] of [[' 43215 ', 'Spaced'], ['43215-1234', 'Plusfour'], ['43215 1234', 'Spacefour']] as const) {
      const response = await planner.post(PATIENTS, { patient: { ...ROSA, mrn: null, lastName, homeZip }, services: TWO_SERVICES });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(response.body.homeZip).toBe('43215');
    }
  });

  it.each([
    ['a first name that does not start with the initial', { firstName: 'Maria' }, 'patient.firstName', 'must start with the initial'],
    ['a ZIP code the gazetteer does not know', { homeZip: '00000' }, 'patient.homeZip', 'We could not find this ZIP code.'],
    ['a ZIP code that is not 5 digits', { homeZip: '4321' }, 'patient.homeZip', 'must be 5 digits'],
    ['a ZIP+4 of too few digits', { homeZip: '43215-123' }, 'patient.homeZip', 'must be 5 digits'],
    ['a discharge before the birth', { dateOfBirth: '2001-05-05', expectedDischargeDate: '2000-01-01' }, 'patient.expectedDischargeDate', 'must not be before the date of birth'],
    ['a discharge date that is no date', { expectedDischargeDate: '2026-02-30' }, 'patient.expectedDischargeDate', 'must be a real calendar date'],
    ['an MRN with spaces', { mrn: 'AB 12' }, 'patient.mrn', 'must be 1 to 20 letters and digits (dashes and dots allowed between)'],
  ])('answers 400 naming the field for %s', async (_, change, field, message) => {
    const response = await planner.post(PATIENTS, { patient: { ...ROSA, mrn: null, ...change }, services: TWO_SERVICES });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('InvalidInput');
    expect(response.body.fields[field]).toBe(message);
  });

  it('answers 400 for a level of care not in the catalogue, or one asked for twice', async () => {
    const unknown = await planner.post(PATIENTS, { patient: { ...ROSA, mrn: null }, services: [{ levelOfCare: 'spa_weekend' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ 'services.0.levelOfCare': 'is not a level of care of the catalogue' });
    // An alias is the same level as its key.
    const twice = await planner.post(PATIENTS, { patient: { ...ROSA, mrn: null }, services: [{ levelOfCare: 'skilled_nursing' }, { levelOfCare: 'Skilled Nursing' }] });
    expect(twice.status).toBe(400);
    expect(twice.body.fields).toEqual({ 'services.1.levelOfCare': 'is asked for twice' });
    const none = await planner.post(PATIENTS, { patient: { ...ROSA, mrn: null }, services: [] });
    expect(none.status).toBe(400);
  });

  it('is for hospital staff only', async () => {
    expect((await server.client().post(PATIENTS, { patient: ROSA, services: TWO_SERVICES })).status).toBe(401);
    const { family } = await familyWithList(server, [world.providerIds[0]!], 'new-patient-family@test.example');
    expect((await family.post(PATIENTS, { patient: ROSA, services: TWO_SERVICES })).status).toBe(403);
  });
});

describe('the worklist finds the new patient', () => {
  const search = async (query: string) => {
    const response = await planner.post(`${PATIENTS}/search`, { query });
    expect(response.status).toBe(200);
    expectValid(response.body, Worklist);
    return (response.body as Worklist).patients.filter((patient) => patient.lastName === 'Nakamura').map((patient) => [patient.firstName, patient.mrn]);
  };

  it('by MRN, first name and last name, in any case', async () => {
    await planner.post(PATIENTS, {
      patient: { initial: 'H', firstName: 'Hana', lastName: 'Nakamura', dateOfBirth: '1945-03-03', mrn: 'QX-5521' },
      services: [{ levelOfCare: 'skilled_nursing' }],
    });
    const found = [['Hana', 'QX-5521']];
    expect(await search('qx-55')).toEqual(found);
    expect(await search('QX-5521')).toEqual(found);
    expect(await search('hana naka')).toEqual(found);
    expect(await search('h nakamura')).toEqual(found);
    expect(await search('Nakamura, Ha')).toEqual(found);
    expect(await search('naka')).toEqual(found);
    expect(await search('hanna naka')).toEqual([]);
    expect(await search('qx-56')).toEqual([]);
  });
});
