import { eq } from 'drizzle-orm';
import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choiceRecordPdfs } from '../../server/db/schema';
import { HttpError } from '../../server/errors';
import { createRecordPdfPool, type RecordPdfPool } from '../../server/pdf/recordPdfPool';
import { createRecordPdfs } from '../../server/pdf/recordPdfs';
import { RECORD } from '../fixtures/choiceRecord';
import { createWorld } from '../fixtures/world';
import { FAMILY, plannerInvites, signedUpFamily } from '../support/family';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Choice record PDFs are rendered in a worker pool with a bounded queue, once for each content of the record, and
 * served from storage after: a record's facts are frozen as the family confirms.
 */
let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
});
afterAll(() => server?.close());

const storedRow = async (patientId: number) =>
  (await server.db.select({ digest: choiceRecordPdfs.digest, renderedAt: choiceRecordPdfs.renderedAt }).from(choiceRecordPdfs).where(eq(choiceRecordPdfs.patientId, patientId)))[0];

/** The threads of this process and the nice value of one (Linux keeps one for each thread). */
const threadIds = () => readdirSync('/proc/self/task');
const niceOf = (threadId: string) => {
  const stat = readFileSync(`/proc/self/task/${threadId}/stat`, 'utf8');
  // Fields after the command's closing parenthesis; nice is the 19th field of the whole line.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
};

describe('choice record PDFs', () => {
  it('are rendered once for a content and served from storage until a confirmation changes it', async () => {
    const [a, b] = world.providerIds as [number, number];
    const { planner, patientId, inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [a, b] }], { email: 'stored@test.example' });
    const url = `/internal/app/planner/v1/patients/${patientId}/choice-record.pdf`;
    expect(await storedRow(patientId)).toBeUndefined();

    // Asked for twelve times at once, before it was ever rendered: every answer is the one render's bytes.
    const burst = await Promise.all(Array.from({ length: 12 }, () => planner.get(url)));
    expect(burst.map((response) => response.status)).toEqual(Array(12).fill(200));
    const first = burst[0]!.rawPayload;
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    for (const response of burst) expect(response.rawPayload.equals(first)).toBe(true);
    const stored = await storedRow(patientId);
    expect(stored?.digest).toMatch(/^[0-9a-f]{64}$/);

    // Later, from storage: the same bytes, and the row as it was (a render stores itself with a new time).
    const again = await planner.get(url);
    expect(again.rawPayload.equals(first)).toBe(true);
    expect(await storedRow(patientId)).toEqual(stored);

    // The family confirms: the record's content changes, so it is rendered again, and that is what is stored.
    const family = await signedUpFamily(server, inviteCode, { ...FAMILY, email: 'stored@test.example' });
    const service = (await family.get('/internal/app/choice/v1/services')).body[0];
    expect((await family.post(`/internal/app/choice/v1/option-lists/${service.latestOptionList.id}/rank`, { rankings: [b], shortlist: [b], completedAt: 1_800_000_000 })).status).toBe(200);
    const theirs = await family.get('/internal/app/choice/v1/choice-record.pdf');
    expect(theirs.status).toBe(200);
    expect(theirs.rawPayload.equals(first)).toBe(false);
    const restored = await storedRow(patientId);
    expect(restored?.digest).not.toBe(stored?.digest);
    // The planner's copy is the family's: the same content, served from what the family's download stored.
    expect((await planner.get(url)).rawPayload.equals(theirs.rawPayload)).toBe(true);
  });

  it('refuses with 503 Busy and Retry-After once the queue is full, and renders the rest', async () => {
    const pool = createRecordPdfPool({ threads: 1, maxQueue: 2 });
    try {
      const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => pool.render(RECORD)));
      const rendered = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
      // One rendering and two waiting at most: the others are refused at once.
      expect(rendered.length).toBeGreaterThanOrEqual(1);
      expect(rendered.length).toBeLessThanOrEqual(3);
      for (const outcome of rendered) expect(outcome.value.subarray(0, 5).toString()).toBe('%PDF-');
      expect(refused).toHaveLength(8 - rendered.length);
      for (const { reason } of refused) {
        expect(reason).toBeInstanceOf(HttpError);
        expect(reason).toMatchObject({ statusCode: 503, code: 'Busy', retryAfterSeconds: 5 });
      }
    } finally {
      await pool.close();
    }
  });

  // A thread that runs out of heap in the middle of a render, and one with too little heap even to load its module.
  // The second is told to the pool, not to a render: without a listener that was an uncaught 'error' event (the
  // server's end), and the render waited for ever.
  it.each([
    ['in the middle of the render', 12],
    ['as the thread starts', 2],
  ])('render all the same in a thread without the limit when the heap runs out %s', async (_when, heapMb) => {
    const pool = createRecordPdfPool({ threads: 1, heapMb });
    try {
      const pdf = await pool.render(RECORD);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await pool.close();
    }
  });

  it.runIf(process.platform === 'linux')('render in a thread of lower priority than the server, so the server answers first', async () => {
    const pool = createRecordPdfPool({ threads: 1 });
    try {
      const before = new Set(threadIds());
      await pool.render(RECORD);
      const renderThreads = threadIds().filter((id) => !before.has(id) && niceOf(id) === 10);
      expect(renderThreads).toHaveLength(1);
      expect(niceOf(String(process.pid))).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it('while the queue is full, refuses a record never rendered without building it, and serves a stored one', async () => {
    const [a] = world.providerIds as [number];
    const { patientId } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [a] }], { email: 'full@test.example' });
    const renders: string[] = [];
    const fullPool: RecordPdfPool = {
      full: () => true,
      render: async (record) => {
        renders.push(record.patient.name);
        return Buffer.from('%PDF-stored');
      },
      close: async () => {},
    };
    const pdfs = createRecordPdfs(server.db, fullPool);
    let builds = 0;
    const build = async () => {
      builds++;
      return { ...RECORD, id: patientId };
    };
    await expect(pdfs.pdfOf(patientId, build)).rejects.toMatchObject({ statusCode: 503, code: 'Busy', retryAfterSeconds: 5 });
    expect(builds).toBe(0);

    // Once a PDF of the patient is stored, it may still be current: the record is built to find out, and served.
    const spare = createRecordPdfs(server.db, { ...fullPool, full: () => false });
    expect((await spare.pdfOf(patientId, build)).pdf.toString()).toBe('%PDF-stored');
    expect((await pdfs.pdfOf(patientId, build)).pdf.toString()).toBe('%PDF-stored');
    expect(builds).toBe(2);
    expect(renders).toEqual([RECORD.patient.name]);
  });
});
