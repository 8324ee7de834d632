import { HttpClient } from '../server/cli/httpClient';
import { DEMO_PLANNER } from '../server/seed/demo';

export const FAMILY_PASSWORD = 'bench-family-secret';

export interface LargeList {
  family: HttpClient;
  email: string;
  optionListId: number;
  providerIds: number[];
}

/**
 * The bench fixture: as the demo planner, a patient whose skilled-nursing service offers `count` providers (the
 * server seeded them with DEMO_LARGE_LIST), and a family member who signed up and claimed the patient.
 */
export async function largeListFamily(baseUrl: string, count: number): Promise<LargeList> {
  const api = (path: string) => `/internal/app${path}`;
  const planner = new HttpClient(baseUrl);
  await planner.request('POST', api('/auth/v1/login'), DEMO_PLANNER);
  const offered = await planner.request<{ id: number }[]>('GET', api('/planner/v1/providers?levelOfCare=skilled_nursing'));
  if (offered.length < count) throw new Error(`Only ${offered.length} skilled-nursing providers: start the server with DEMO_LARGE_LIST=${count}`);
  const providerIds = offered.slice(0, count).map((provider) => provider.id);
  const patient = { initial: 'B', lastName: 'Bench', dateOfBirth: '1950-01-01' };
  const created = await planner.request<{ id: number }>('POST', api('/planner/v1/patients'), {
    patient,
    services: [{ levelOfCare: 'skilled_nursing', providerIds }],
  });
  const email = `bench+${Date.now()}@carechoice.demo`;
  const invite = await planner.request<{ inviteCode: string }>('POST', api('/planner/v1/invites'), { patientId: created.id, email, cellPhone: '6145550123' });

  const family = new HttpClient(baseUrl);
  await family.request('POST', api('/choice/v1/users'), {
    user: { relationship: 'fc_family', firstName: 'Bea', lastName: 'Bench', email, cellPhone: '6145550123', password: FAMILY_PASSWORD },
    inviteCode: invite.inviteCode,
  });
  await family.request('POST', api('/auth/v1/login'), { email, password: FAMILY_PASSWORD });
  await family.request('POST', api('/choice/v1/claim'), {
    patient,
    acknowledgement: { at: Math.floor(Date.now() / 1000), text: 'I acknowledge.', by: 'fc_family' },
  });
  const services = await family.request<{ latestOptionList: { id: number } }[]>('GET', api('/choice/v1/services'));
  return { family, email, optionListId: services[0]!.latestOptionList.id, providerIds };
}
