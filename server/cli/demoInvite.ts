import { randomInt } from 'node:crypto';
import type { Language } from '../../src/contract/language';
import type { CreatedInvite, PlannerPatient } from '../../src/contract/planner';
import { DEMO_PLANNER } from '../seed/demoPlanner';
import { HttpClient } from './httpClient';

const SERVICES = [
  { levelOfCare: 'skilled_nursing', options: 18 },
  { levelOfCare: 'home_healthcare', options: 12 },
  { levelOfCare: 'acute_inpatient_rehab', options: 10 },
];
const LAST_NAMES = ['Rivera', 'Nguyen', 'Okafor', 'Schmidt', 'Patel', 'Johnson', 'Kowalski', 'Haddad', 'Larsen', 'Moreno'];

export interface DemoInvite {
  inviteCode: string;
  url: string;
  email: string;
  patient: { initial: string; lastName: string; dateOfBirth: string };
  /** The console's id of the patient (its page is /hospital/patients/{patientId}). */
  patientId: number;
}

const pick = <T>(items: T[], count: number) => {
  const pool = [...items];
  return Array.from({ length: Math.min(count, pool.length) }, () => pool.splice(randomInt(pool.length), 1)[0]!);
};
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * As a planner, through the running server at `baseUrl`: a fresh demo patient with three services from the seeded
 * providers near the hospital, drawn at random, and an invite for a family member in `language` (the hospital's
 * family language when none is given).
 */
export async function createDemoInvite(baseUrl: string, { planner = DEMO_PLANNER, language }: { planner?: { email: string; password: string }; language?: Language } = {}): Promise<DemoInvite> {
  const client = new HttpClient(baseUrl);
  await client.request('POST', '/internal/app/auth/v1/login', { email: planner.email, password: planner.password });

  const services = [];
  for (const { levelOfCare, options } of SERVICES) {
    // The hospital's own area: a catalogue holds providers in other states too.
    const providers = await client.request<{ id: number }[]>('GET', `/internal/app/planner/v1/providers?levelOfCare=${levelOfCare}&withinMiles=60`);
    if (providers.length === 0) throw new Error(`The server has no ${levelOfCare} providers to offer.`);
    services.push({ levelOfCare, providerIds: pick(providers, options).map((provider) => provider.id) });
  }
  const patient = {
    initial: String.fromCharCode(65 + randomInt(26)),
    lastName: LAST_NAMES[randomInt(LAST_NAMES.length)]!,
    dateOfBirth: `${1930 + randomInt(50)}-${pad(1 + randomInt(12))}-${pad(1 + randomInt(28))}`,
  };
  const created = await client.request<PlannerPatient>('POST', '/internal/app/planner/v1/patients', { patient, services });
  const email = `family+${created.id}@carechoice.demo`;
  const invite = await client.request<CreatedInvite>('POST', '/internal/app/planner/v1/invites', {
    patientId: created.id,
    email,
    cellPhone: '6145550123',
    ...(language ? { language } : {}),
  });
  return { inviteCode: invite.inviteCode, url: invite.url, email, patient, patientId: created.id };
}
