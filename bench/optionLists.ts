import type { HttpClient } from '../server/cli/httpClient';
import { gazetteerRows } from '../server/seed/gazetteer';
import { run, xsrfTokenOf, type LoadResult } from './api';

const api = (path: string) => `/internal/app${path}`;

/**
 * A skilled-nursing service of a new patient at the demo hospital, with a list of one provider, to
 * ask for candidates: every skilled-nursing provider of the catalogue (nearly all of the bench's 5,000), by distance.
 */
export async function candidatesService(planner: HttpClient): Promise<number> {
  const catalogue = await planner.request<{ id: number }[]>('GET', api('/planner/v1/providers?levelOfCare=skilled_nursing'));
  const created = await planner.request<{ id: number; services: { id: number }[] }>('POST', api('/planner/v1/patients'), {
    patient: { initial: 'B', lastName: 'Bench', dateOfBirth: '1944-04-04' },
    services: [{ levelOfCare: 'skilled_nursing', providerIds: [catalogue[0]!.id] }],
  });
  return created.services[0]!.id;
}

/** ZIP codes asked for in turn: each a look-up in the gazetteer. */
const AREAS_IN_TURN = 100;

/**
 * 10 connections for `seconds` on the candidates of that service, as the console asks for them: the list's context
 * (the area resolved and the radius; the console ranks the level's providers itself) from the hospital, from a ZIP
 * code, with the radius changing at every request (1 to 50 miles), and from a new ZIP code at every request (100
 * Ohio ZIP codes in turn); and the level's providers as every visit after the first asks for them, revalidated by
 * the ETag the browser holds (304).
 */
export async function candidatesBench(baseUrl: string, planner: HttpClient, seconds = 10): Promise<LoadResult[]> {
  const serviceId = await candidatesService(planner);
  const url = `${baseUrl}${api(`/planner/v1/services/${serviceId}/candidates`)}`;
  const cookie = planner.cookieHeader();
  const xsrfToken = xsrfTokenOf(planner);
  const zips = gazetteerRows()
    .filter((row) => row.type === 'zip' && row.state === 'OH')
    .slice(0, AREAS_IN_TURN)
    .map((row) => row.searchName);
  const detailsUrl = `${baseUrl}${DETAILS_PATH}`;
  const etag = (await fetch(detailsUrl, { headers: { cookie } })).headers.get('etag') ?? '';
  return [
    await run('list candidates, 25 miles of the hospital', url, cookie, seconds, { body: {}, xsrfToken }),
    await run("list candidates, 10 miles of ZIP '43215'", url, cookie, seconds, { body: { area: { type: 'zip', zip: '43215' }, radiusMiles: 10 }, xsrfToken }),
    await run('list candidates, radius 1-50 miles in turn', url, cookie, seconds, {
      body: {},
      bodies: Array.from({ length: 50 }, (_, index) => ({ radiusMiles: index + 1 })),
      xsrfToken,
    }),
    await run(`list candidates, ${AREAS_IN_TURN} ZIP codes in turn`, url, cookie, seconds, {
      body: {},
      bodies: zips.map((zip) => ({ area: { type: 'zip', zip } })),
      xsrfToken,
    }),
    await run('list providers, skilled nursing, revalidated (304)', detailsUrl, cookie, seconds, undefined, { headers: { 'if-none-match': etag }, expectStatus: 304 }),
  ];
}

const DETAILS_PATH = api('/planner/v1/candidate-details/skilled_nursing');

/**
 * A first visit's download of the level's providers (a megabyte, sent as its kept compressed form of about 120 KB),
 * 10 connections for `seconds`. No budget of its own (docs/benchmarks.md says it): at 10 connections on this 2-core
 * host the load generator, reading 120 KB answers, is the bottleneck; the server was 88% idle (profiled).
 */
export const detailsFirstVisitBench = (baseUrl: string, planner: HttpClient, seconds = 10) =>
  run('list providers, skilled nursing, first visit', `${baseUrl}${DETAILS_PATH}`, planner.cookieHeader(), seconds);
