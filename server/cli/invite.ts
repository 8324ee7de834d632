/**
 * `npm run invite [-- --json] [-- --language es]`: as the demo planner, through the running server, creates a fresh
 * demo patient with three services from the seeded providers and invites a family member, in the hospital's family
 * language or the one given. Prints the link and the patient's details (with --json: exactly one JSON line).
 */
import { parseArgs } from 'node:util';
import { is } from 'superstruct';
import { Language } from '../../src/contract/language';
import { DEMO_PLANNER } from '../seed/demoPlanner';
import { createDemoInvite } from './demoInvite';
import { carechoiceUrl } from './httpClient';

const planner = { email: process.env.PLANNER_EMAIL ?? DEMO_PLANNER.email, password: process.env.PLANNER_PASSWORD ?? DEMO_PLANNER.password };
const { values: options } = parseArgs({ options: { json: { type: 'boolean' }, language: { type: 'string' } } });
const { language } = options;
if (language !== undefined && !is(language, Language)) {
  console.error(`--language must be en or es, not ${language}.`);
  process.exit(2);
}

createDemoInvite(carechoiceUrl(), { planner, language })
  .then((result) => {
    if (options.json === true) {
      process.stdout.write(`${JSON.stringify(result)}\n`);
    } else {
      console.log(`Invite created for ${result.email}.`);
      console.log(`  Open:     ${result.url}`);
      console.log(`  Patient:  initial ${result.patient.initial}, last name ${result.patient.lastName}, born ${result.patient.dateOfBirth}`);
    }
  })
  .catch((error: Error) => {
    console.error(`Could not create an invite: ${error.message}`);
    process.exit(1);
  });
