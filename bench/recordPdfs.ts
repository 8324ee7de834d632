import { HttpClient } from '../server/cli/httpClient';
import { DEMO_PLANNER } from '../server/seed/demo';
import { optionListUrl, run, type LoadResult } from './api';
import type { LargeList } from './largeList';

export interface RecordPdfLoad {
  health: LoadResult;
  optionList: LoadResult;
  /** Records asked for at once, each a patient of its own offered the whole large list. */
  records: number;
  /** How long until every one of them had been answered with its PDF (503s asked again after Retry-After). */
  allServedMs: number;
  /** 503 Busy answers on the way (the pool's queue was full). */
  busyAnswers: number;
  /** The first PDF's size: what each render produced. */
  pdfBytes: number;
}

const api = (path: string) => `/internal/app${path}`;

/**
 * The server under a burst of record downloads: `records` patients, each offered the same `list.providerIds`, have
 * their choice records (none rendered before) asked for at once by the planner, while the health check and the
 * family's option list are under load. Renders run in the worker pool, so the event loop keeps answering the rest.
 */
export async function recordPdfBench(baseUrl: string, list: LargeList, records = 20, seconds = 10): Promise<RecordPdfLoad> {
  const planner = new HttpClient(baseUrl);
  await planner.request('POST', api('/auth/v1/login'), DEMO_PLANNER);
  const patientIds: number[] = [];
  for (let index = 0; index < records; index++) {
    const created = await planner.request<{ id: number }>('POST', api('/planner/v1/patients'), {
      patient: { initial: 'R', lastName: `Record${String.fromCharCode(65 + (index % 26))}`, dateOfBirth: '1948-03-02' },
      services: [{ levelOfCare: 'skilled_nursing', providerIds: list.providerIds }],
    });
    patientIds.push(created.id);
  }
  const cookie = planner.cookieHeader();
  let busyAnswers = 0;
  let pdfBytes = 0;
  async function download(patientId: number): Promise<void> {
    for (;;) {
      const response = await fetch(`${baseUrl}${api(`/planner/v1/patients/${patientId}/choice-record.pdf`)}`, { headers: { cookie } });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.ok) {
        pdfBytes ||= body.length;
        return;
      }
      if (response.status !== 503) throw new Error(`The record of patient ${patientId} answered ${response.status}`);
      busyAnswers++;
      await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000));
    }
  }
  // The downloads start once the loads' 2 s warm-up is over, so they fall in what is measured.
  const downloads = new Promise<number>((resolve, reject) =>
    setTimeout(() => {
      const started = Date.now();
      Promise.all(patientIds.map(download)).then(() => resolve(Date.now() - started), reject);
    }, 2_000),
  );
  const [health, optionList, allServedMs] = await Promise.all([
    run('health, during record downloads', `${baseUrl}/internal/app/health`, list.family.cookieHeader(), seconds),
    run('option list, during record downloads', optionListUrl(baseUrl, list), list.family.cookieHeader(), seconds),
    downloads,
  ]);
  return { health, optionList, records, allServedMs, busyAnswers, pdfBytes };
}
