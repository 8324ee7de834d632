import { HttpClient } from '../server/cli/httpClient';
import { DEMO_PLANNER } from '../server/seed/demo';
import { run, xsrfTokenOf, type LoadResult } from './api';

/** The console's budgets hold with this many patients at the hospital and providers in the catalogue. */
export const WORKLIST_PATIENTS = 2_000;
export const WORKLIST_PROVIDERS = 5_000;
/** A search that finds about a hundred of the patients below (Rivera, Rivers): pages of them, as a common surname would. */
export const WORKLIST_QUERY = 'riv';

/** Part of a name, found anywhere in it: a common word, in 981 of the 5,000 providers' names (a fifth). */
export const CATALOGUE_QUERY = 'garden';

const SURNAMES = ['Rivera', 'Nguyen', 'Smith', 'Johnson', 'Garcia', 'Okafor', 'Patel', 'Kowalski', 'Rossi', 'Tanaka', 'Brooks', 'Miller', 'Davis', 'Lopez', 'Chen', 'Evans', 'Fischer', 'Hughes', 'Ito', 'Weber', 'Rivers', 'Young', 'Quinn', 'Olsen', 'Vargas', 'Ulrich', 'Baker', 'Adams', 'Moore', 'Clark', 'Lewis', 'Walker', 'Hall', 'Allen', 'King', 'Wright', 'Scott', 'Green', 'Hill', 'Ward'];
const INITIALS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * As the demo planner: `count` patients at the demo hospital, each with a skilled-nursing and a home-care service
 * offering 5 providers, every other one invited. Through the API (the server owns its embedded database), 4 at a
 * time. Answers the planner, logged in, and how many providers the catalogue holds.
 */
export async function seedWorklist(baseUrl: string, count = WORKLIST_PATIENTS): Promise<{ planner: HttpClient; providers: number }> {
  const api = (path: string) => `/internal/app${path}`;
  const planner = new HttpClient(baseUrl);
  await planner.request('POST', api('/auth/v1/login'), DEMO_PLANNER);
  const catalogue = await planner.request<{ id: number; levelOfCare: string }[]>('GET', api('/planner/v1/providers'));
  const offered = (levelOfCare: string) => catalogue.filter((provider) => provider.levelOfCare === levelOfCare).map((provider) => provider.id);
  const nursing = offered('skilled_nursing');
  const home = offered('home_healthcare');
  const pick = (ids: number[], i: number) => Array.from({ length: 5 }, (_, k) => ids[(i * 7 + k) % ids.length]!);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const created = await planner.request<{ id: number }>('POST', api('/planner/v1/patients'), {
        patient: { initial: INITIALS[i % INITIALS.length], lastName: SURNAMES[i % SURNAMES.length], dateOfBirth: `19${30 + (i % 60)}-0${1 + (i % 9)}-1${i % 10}` },
        services: [
          { levelOfCare: 'skilled_nursing', providerIds: pick(nursing, i) },
          { levelOfCare: 'home_healthcare', providerIds: pick(home, i) },
        ],
      });
      if (i % 2 === 0) await planner.request('POST', api('/planner/v1/invites'), { patientId: created.id, email: `worklist+${i}@carechoice.demo`, cellPhone: '6145550123' });
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return { planner, providers: catalogue.length };
}

/**
 * 10 connections for `seconds` on the worklist's first page, on a search by the start of a surname, and on
 * the catalogue: skilled nursing's first page (nearly all of the 5,000 providers) and a search by part of a name.
 */
export async function worklistBench(baseUrl: string, planner: HttpClient, seconds = 10): Promise<LoadResult[]> {
  const url = `${baseUrl}/internal/app/planner/v1/patients/search`;
  const catalogueUrl = `${baseUrl}/internal/app/planner/v1/catalogue/search`;
  const cookie = planner.cookieHeader();
  const xsrfToken = xsrfTokenOf(planner);
  return [
    await run('worklist, page 1', url, cookie, seconds, { body: {}, xsrfToken }),
    await run(`worklist, search '${WORKLIST_QUERY}'`, url, cookie, seconds, { body: { query: WORKLIST_QUERY }, xsrfToken }),
    await run('catalogue, skilled nursing page 1', catalogueUrl, cookie, seconds, { body: { levelOfCare: 'skilled_nursing' }, xsrfToken }),
    await run(`catalogue, search '${CATALOGUE_QUERY}'`, catalogueUrl, cookie, seconds, { body: { levelOfCare: 'skilled_nursing', query: CATALOGUE_QUERY }, xsrfToken }),
  ];
}
