/**
 * `npm run invite [-- --json] [-- --language es]`: as the demo planner, through the running server, creates a fresh
 * demo patient with three services from the seeded providers and invites a family member, in the hospital's family
 * language or the one given. Prints the link and the patient's details (with --json: exactly one JSON line).
 */
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { is } from 'superstruct';
import { Language } from '../../src/contract/language';
import type { CreatedInvite, PlannerPatient } from '../../src/contract/planner';
import { carechoiceUrl, HttpClient } from './httpClient';

const SERVICES = [
  { levelOfCare: 'skilled_nursing', options: 18 },
  { levelOfCare: 'home_healthcare', options: 12 },
  { levelOfCare: 'acute_inpatient_rehab', options: 10 },
];
const LAST_NAMES = ['Rivera', 'Nguyen', 'Okafor', 'Schmidt', 'Patel', 'Johnson', 'Kowalski', 'Haddad', 'Larsen', 'Moreno'];

const baseUrl = carechoiceUrl();
const plannerEmail = process.env.PLANNER_EMAIL ?? 'planner@carechoice.demo';
const plannerPassword = process.env.PLANNER_PASSWORD ?? 'planner-demo';
const { values: options } = parseArgs({ options: { json: { type: 'boolean' }, language: { type: 'string' } } });
const asJson = options.json === true;
const { language } = options;
if (language !== undefined && !is(language, Language)) {
  console.error(`--language must be en or es, not ${language}.`);
  process.exit(2);
}

const pick = <T>(items: T[], count: number) => {
  const pool = [...items];
  return Array.from({ length: Math.min(count, pool.length) }, () => pool.splice(randomInt(pool.length), 1)[0]!);
};
const pad = (value: number) => String(value).padStart(2, '0');

async function run() {
  const client = new HttpClient(baseUrl);
  await client.request('POST', '/internal/app/auth/v1/login', { email: plannerEmail, password: plannerPassword });

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

  const result = { inviteCode: invite.inviteCode, url: invite.url, email, patient, patientId: created.id };
  if (asJson) {
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } else {
    console.log(`Invite created for ${email}.`);
    console.log(`  Open:     ${result.url}`);
    console.log(`  Patient:  initial ${patient.initial}, last name ${patient.lastName}, born ${patient.dateOfBirth}`);
  }
}

run().catch((error: Error) => {
  console.error(`Could not create an invite: ${error.message}`);
  process.exit(1);
});
