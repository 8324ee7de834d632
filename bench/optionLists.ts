import type { HttpClient } from '../server/cli/httpClient';
import { run, xsrfTokenOf, type LoadResult } from './api';

const api = (path: string) => `/internal/app${path}`;

/**
 * Issue 21, item 3: a skilled-nursing service of a new patient at the demo hospital, with a list of one provider, to
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

/**
 * 10 connections for `seconds` on the candidates of that service: from the hospital and from a ZIP code, asked again
 * and again (the server sends the answer it kept), and with the radius changing at every request, 1 to 50 miles (each
 * answer made and compressed afresh, from the area's ranked candidates the server kept).
 */
export async function candidatesBench(baseUrl: string, planner: HttpClient, seconds = 10): Promise<LoadResult[]> {
  const serviceId = await candidatesService(planner);
  const url = `${baseUrl}${api(`/planner/v1/services/${serviceId}/candidates`)}`;
  const cookie = planner.cookieHeader();
  const xsrfToken = xsrfTokenOf(planner);
  return [
    await run('list candidates, 25 miles of the hospital', url, cookie, seconds, { body: {}, xsrfToken }),
    await run("list candidates, 10 miles of ZIP '43215'", url, cookie, seconds, { body: { area: { type: 'zip', zip: '43215' }, radiusMiles: 10 }, xsrfToken }),
    await run('list candidates, radius 1-50 miles in turn', url, cookie, seconds, {
      body: {},
      bodies: Array.from({ length: 50 }, (_, index) => ({ radiusMiles: index + 1 })),
      xsrfToken,
    }),
  ];
}
