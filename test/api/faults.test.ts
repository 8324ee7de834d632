import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { RunPrepared } from '../../server/db/prepared';
import { options } from '../../server/db/schema';
import { EmbeddedDatabaseDown } from '../../server/db/embedded';
import { storageFaultOf } from '../../server/db/storage';
import { isDatabaseUnavailable, isUniqueViolation, unavailableLogMessage } from '../../server/db/unavailable';
import { createWorld } from '../fixtures/world';
import { familyWithList as familyWithListOf } from '../support/family';
import { startTestServer, TestClient, type TestServer } from '../support/testServer';

/** Database faults answer 503 and pass; concurrent rankings stay consistent. */
let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
});
afterAll(() => server?.close());

const UNAVAILABLE = { code: 'Unavailable', message: 'CareChoice cannot reach its database just now. Please try again in a moment.' };

let families = 0;
const familyWithList = (providerIds: number[]) => familyWithListOf(server, providerIds, `faults-${++families}@test.example`);

/** The embedded database's file layer (Emscripten's ErrnoError: not an Error) with a WASI errno, 51 is ENOSPC. */
const errnoError = (errno: number) => ({ name: 'ErrnoError', errno });
/** An error of PostgreSQL as the drivers give it (PGlite's and node-postgres' alike: message, code, severity). */
const postgresError = (message: string, code: string, severity = 'ERROR') => Object.assign(new Error(message), { code, severity });
/** Drizzle's wrapping of a driver's error. */
const failedQuery = (cause: unknown) => new Error('Failed query: insert into "patients" …', { cause });

const FAULTS = {
  'a connection terminated (57P01)': postgresError('terminating connection due to administrator command', '57P01', 'FATAL'),
  'a full disk (53100, embedded)': failedQuery(postgresError('could not extend file "base/5/16385": No space left on device', '53100')),
  'a full disk (ErrnoError 51, embedded)': failedQuery(errnoError(51)),
  'an I/O error (58030)': postgresError('could not read block 7 in file "base/5/16385": Input/output error', '58030'),
  'a WAL it cannot write (PANIC, embedded)': postgresError('could not write to file "pg_wal/xlogtemp.42": No space left on device', '53100', 'PANIC'),
};

describe('when the database fails mid-request', () => {
  it.each(Object.entries(FAULTS))('answers 503 Unavailable to %s, survives, and serves again once the database is back', async (_name, fault) => {
    const { family } = await familyWithList([world.providerIds[0]!]);
    // A second server on the same database whose queries can be made to fail as the database's would.
    let failing = false;
    const run: RunPrepared = (statement, params) => (failing ? Promise.reject(fault) : server.database.run(statement, params));
    const app = await buildApp({ config: loadConfig({ SEED_DEMO: 'false', DIST_DIR: '/nonexistent' }), database: { ...server.database, run } });
    try {
      const client = new TestClient(app);
      for (const [name, value] of family.cookies) client.cookies.set(name, value);
      expect((await client.get('/internal/app/choice/v1/services')).status).toBe(200);
      failing = true;
      const failed = await client.get('/internal/app/choice/v1/services');
      expect(failed.status).toBe(503);
      expect(failed.body).toEqual(UNAVAILABLE);
      expect(failed.headers['retry-after']).toBe('5');
      failing = false;
      expect((await client.get('/internal/app/choice/v1/services')).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('tells connection failures and disk faults from other errors', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
    // PostgreSQL's insufficient resources (class 53) and system errors (class 58), the embedded
    // database's file errors, a PANIC, and the embedded database down or not starting again yet.
    for (const fault of Object.values(FAULTS)) expect(isDatabaseUnavailable(fault)).toBe(true);
    expect(isDatabaseUnavailable(postgresError('out of memory', '53200'))).toBe(true);
    expect(isDatabaseUnavailable(postgresError('could not open file "base/5/1": No such file or directory', '58P01'))).toBe(true);
    expect(isDatabaseUnavailable(postgresError('could not extend file "base/5/16385": Read-only file system', '42501'))).toBe(true);
    expect(isDatabaseUnavailable(errnoError(69))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }))).toBe(true);
    expect(isDatabaseUnavailable(new EmbeddedDatabaseDown(FAULTS['a WAL it cannot write (PANIC, embedded)']))).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite failed to initialize properly'))).toBe(true);

    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(postgresError('permission denied for table patients', '42501'))).toBe(false);
    expect(isDatabaseUnavailable(postgresError('division by zero', '22012'))).toBe(false);
    expect(isDatabaseUnavailable(errnoError(44))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  it('tells a unique violation (a race for one unique value) from other errors', () => {
    const violation = Object.assign(new Error('duplicate key value violates unique constraint "users_email_idx"'), { code: '23505' });
    expect(isUniqueViolation(violation)).toBe(true);
    expect(isUniqueViolation(new Error('Failed query: update "users" …', { cause: violation }))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(false);
  });

  it('names the disk fault in the log, for the operator', () => {
    expect(storageFaultOf(FAULTS['a full disk (53100, embedded)'])).toBe('full');
    expect(storageFaultOf(FAULTS['a full disk (ErrnoError 51, embedded)'])).toBe('full');
    expect(storageFaultOf(errnoError(69))).toBe('read-only');
    expect(storageFaultOf(postgresError('could not extend file "base/5/16385": Read-only file system', '42501'))).toBe('read-only');
    expect(storageFaultOf(FAULTS['an I/O error (58030)'])).toBe('io');
    expect(storageFaultOf(postgresError('could not write to log file "000000010000000000000002": File too large', 'XX000', 'PANIC'))).toBe('too-large');
    expect(storageFaultOf(FAULTS['a connection terminated (57P01)'])).toBeNull();
    expect(unavailableLogMessage(FAULTS['a WAL it cannot write (PANIC, embedded)'])).toBe('the database cannot write: its disk is full');
    expect(unavailableLogMessage(FAULTS['a connection terminated (57P01)'])).toBe('the database is unavailable');
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('on PostgreSQL: a backend killed under a waiting request gives 503, and the next request works', async () => {
    const { family } = await familyWithList([world.providerIds[1]!]);
    const admin = new pg.Client({ connectionString: server.databaseUrl });
    await admin.connect();
    try {
      // Hold the request inside the database: it waits for the sessions table this transaction locks.
      await admin.query('begin');
      await admin.query('lock table sessions in access exclusive mode');
      const waiting = family.get('/internal/app/user/v1/me');
      /** The database's other backends: `where` narrows them. */
      const others = async (where = 'true') =>
        (await admin.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and ${where}`)).rows[0].n;
      await vi.waitFor(async () => expect(await others(`wait_event_type = 'Lock'`)).toBeGreaterThan(0), { timeout: 5_000, interval: 50 });
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
      const answer = await waiting;
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual(UNAVAILABLE);
      await admin.query('rollback');
      // The database is back once the killed backends have gone: pg_terminate_backend only signals them, and a
      // request that reached one of the pool's connections before its backend had ended would meet it dying.
      await vi.waitFor(async () => expect(await others()).toBe(0), { timeout: 5_000, interval: 50 });
      expect((await family.get('/internal/app/user/v1/me')).status).toBe(200);
    } finally {
      await admin.end();
    }
  });
});

describe('rankings saved at once from two tabs', () => {
  it('leave one whole ranking: the first to arrive wins, the other is told the list is confirmed', async () => {
    const [a, b, c] = world.providerIds as [number, number, number];
    const { family, listId } = await familyWithList([a, b, c]);
    const tabA = { rankings: [a, b], shortlist: [a, b], completedAt: 1_800_000_000 };
    const tabB = { rankings: [c, b, a], shortlist: [a, b, c], completedAt: 1_800_000_001 };
    const [first, second] = await Promise.all([
      family.post(`/internal/app/choice/v1/option-lists/${listId}/rank`, tabA),
      family.post(`/internal/app/choice/v1/option-lists/${listId}/rank`, tabB),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? tabA : tabB;
    const saved = await server.db.select({ providerId: options.providerId, rank: options.rank, shortlisted: options.shortlisted }).from(options).where(eq(options.optionListId, listId));
    const ranked = saved.filter((option) => option.rank !== null).sort((x, y) => x.rank! - y.rank!).map((option) => option.providerId);
    expect(ranked).toEqual(winner.rankings);
    expect(saved.filter((option) => option.shortlisted).map((option) => option.providerId).sort()).toEqual([...winner.shortlist].sort());
  });
});
