import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, PLANNER } from '../fixtures/world';
import { loginAs } from '../support/family';
import { startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * A PostgreSQL connection that drops inside a transaction. The connection a transaction has checked
 * out of the pool had no 'error' listener, so a terminated backend was an unhandled 'error' event and the process
 * exited (vitest reports it as an unhandled error and fails the run). Only a real server can drop a connection.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('on PostgreSQL, when backends are terminated inside transactions', () => {
  let server: TestServer;
  let world: Awaited<ReturnType<typeof createWorld>>;
  let planner: TestClient;
  let admin: pg.Client;
  /** What would have ended a real server's process (vitest's own handler keeps the test process alive). */
  const uncaught: unknown[] = [];
  const recordUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', recordUncaught);
    server = await startTestServer();
    world = await createWorld(server.db);
    planner = server.client();
    await loginAs(planner, PLANNER.email, PLANNER.password);
    admin = new pg.Client({ connectionString: server.databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    process.off('uncaughtException', recordUncaught);
    await admin?.end();
    await server?.close();
  });

  const UNAVAILABLE = { code: 'Unavailable', message: 'CareChoice cannot reach its database just now. Please try again in a moment.' };
  const terminateOthers = () =>
    admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
  const newPatient = (lastName: string) => ({
    patient: { initial: 'T', lastName, dateOfBirth: '1940-01-01' },
    services: [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!, world.providerIds[1]!] }],
  });

  /**
   * Each patient whose last name starts with `prefix`, with how many services, lists and options it has. Read on the
   * admin connection: the server's own idle connections may not yet have noticed they were terminated.
   */
  async function patientsNamed(prefix: string) {
    const { rows } = await admin.query(
      `select p.last_name as "lastName", count(distinct s.id)::int as services, count(distinct l.id)::int as lists, count(o.provider_id)::int as options
         from patients p left join services s on s.patient_id = p.id left join option_lists l on l.service_id = s.id
         left join options o on o.option_list_id = l.id
        where p.last_name like $1 group by p.id order by p.id`,
      [`${prefix}%`],
    );
    return rows as { lastName: string; services: number; lists: number; options: number }[];
  }

  /**
   * The answer of the first of a few tries that is not 503: a request sent just after a termination may still meet a
   * connection the pool has not yet heard is gone (503); the pool drops it, and the next try gets a new one.
   */
  async function firstAnswerOf(send: () => ReturnType<TestClient['post']>) {
    for (let tries = 1; ; tries++) {
      const answer = await send();
      if (answer.status !== 503 || tries === 3) return answer;
    }
  }

  it('answers 503 to the request whose transaction lost its connection, keeps nothing of it, and serves the next', async () => {
    // Hold the transaction half-way: its options rows check their provider (a key-share lock), which waits while this
    // connection holds the provider for update; by then the patient, service and list rows are written.
    await admin.query('begin');
    await admin.query('select id from providers where id = $1 for update', [world.providerIds[1]]);
    const waiting = planner.post('/internal/app/planner/v1/patients', newPatient('Halfway'));
    for (let tries = 0; tries < 200; tries++) {
      const { rows } = await admin.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
      if (rows[0].n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await terminateOthers();
    await admin.query('rollback');

    const answer = await waiting;
    expect(uncaught).toEqual([]);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual(UNAVAILABLE);
    expect(await patientsNamed('Halfway')).toEqual([]);
    const next = await firstAnswerOf(() => planner.post('/internal/app/planner/v1/patients', newPatient('Afterwards')));
    expect(next.status).toBe(201);
    expect(await patientsNamed('Afterwards')).toEqual([{ lastName: 'Afterwards', services: 1, lists: 1, options: 2 }]);
  });

  it('lives through every backend being terminated again and again under a loop of writes, leaving only whole patients', async () => {
    const REQUESTS = 240;
    const TERMINATIONS = 6;
    const CONCURRENCY = 8;
    const statuses: number[] = [];
    const bodies = new Map<number, unknown>();
    let sent = 0;
    let terminations = 0;
    async function worker() {
      while (sent < REQUESTS) {
        const index = sent++;
        const answer = await planner.post('/internal/app/planner/v1/patients', newPatient(`Loop${String(index).padStart(3, '0')}`));
        statuses.push(answer.status);
        if (answer.status !== 201) bodies.set(answer.status, answer.body);
        // Every 40 answers, while the other workers' requests are under way, every backend is terminated.
        if (statuses.length % (REQUESTS / TERMINATIONS) === 0 && terminations < TERMINATIONS) {
          terminations++;
          await terminateOthers();
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    const created = statuses.filter((status) => status === 201).length;
    const unavailable = statuses.filter((status) => status === 503).length;
    console.info(`connection loss: ${REQUESTS} requests, ${terminations} terminations: ${created} created, ${unavailable} answered 503`);
    expect(uncaught).toEqual([]);
    expect(terminations).toBe(TERMINATIONS);
    expect(created + unavailable).toBe(REQUESTS);
    expect(unavailable).toBeGreaterThan(0);
    if (unavailable > 0) expect(bodies.get(503)).toEqual(UNAVAILABLE);
    // Whole or not at all. (A commit whose answer was lost with its connection may exist though answered 503.)
    const saved = await patientsNamed('Loop');
    expect(saved.every((patient) => patient.services === 1 && patient.lists === 1 && patient.options === 2)).toBe(true);
    expect(saved.length).toBeGreaterThanOrEqual(created);
    expect(saved.length).toBeLessThanOrEqual(REQUESTS);
    // Every connection is back in the pool (drizzle kept those whose BEGIN failed, until none was left).
    const pool = (server.db as unknown as { $client: pg.Pool }).$client;
    expect(pool.totalCount - pool.idleCount).toBe(0);
    // The pool has replaced its connections.
    expect((await firstAnswerOf(() => planner.post('/internal/app/planner/v1/patients', newPatient('Recovered')))).status).toBe(201);
  });
});
