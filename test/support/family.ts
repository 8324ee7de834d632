import { expect } from 'vitest';
import { PLANNER } from '../fixtures/world';
import type { TestClient, TestServer } from './testServer';

export const PATIENT = { initial: 'M', lastName: 'Rivera', dateOfBirth: '1948-03-14' };
export const FAMILY = {
  relationship: 'fc_family',
  firstName: 'Ana',
  lastName: 'Rivera',
  email: 'ana.rivera@test.example',
  cellPhone: '6145550123',
  password: 'family-secret',
};

export async function loginAs(client: TestClient, email: string, password: string) {
  const response = await client.post('/internal/app/auth/v1/login', { email, password });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response;
}

/** As the planner: a patient with the given services, and an invite. Answers the patient and the invite code. */
export async function plannerInvites(
  server: TestServer,
  services: { levelOfCare: string; providerIds: number[] }[],
  { patient = PATIENT, email = FAMILY.email }: { patient?: typeof PATIENT; email?: string } = {},
) {
  const planner = server.client();
  await loginAs(planner, PLANNER.email, PLANNER.password);
  const created = await planner.post('/internal/app/planner/v1/patients', { patient, services });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const invite = await planner.post('/internal/app/planner/v1/invites', {
    patientId: created.body.id,
    email,
    cellPhone: '6145550123',
  });
  expect(invite.status, JSON.stringify(invite.body)).toBe(201);
  return { planner, patientId: created.body.id as number, inviteCode: invite.body.inviteCode as string, body: created.body };
}

/** A family member who signed up with the invite, logged in and claimed the patient. */
export async function signedUpFamily(server: TestServer, inviteCode: string, family = FAMILY, patient = PATIENT) {
  const client = server.client();
  const created = await client.post('/internal/app/choice/v1/users', { user: { ...family, confirmPassword: family.password }, inviteCode });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await loginAs(client, family.email, family.password);
  const claim = await client.post('/internal/app/choice/v1/claim', {
    patient,
    acknowledgement: { at: Math.floor(Date.now() / 1000), text: 'I acknowledge.', by: family.relationship },
  });
  expect(claim.status, JSON.stringify(claim.body)).toBe(200);
  return client;
}

/** A family signed up (as `email`) with one skilled-nursing service offering `providerIds`, and that service's list id. */
export async function familyWithList(server: TestServer, providerIds: number[], email: string) {
  const { inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds }], { email });
  const family = await signedUpFamily(server, inviteCode, { ...FAMILY, email });
  const listId = (await family.get('/internal/app/choice/v1/services')).body[0].latestOptionList.id as number;
  return { family, listId };
}
