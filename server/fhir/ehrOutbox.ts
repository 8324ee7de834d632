import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { ehrFilings, hospitals, patients } from '../db/schema';
import { patientChoiceRecord } from '../domain/choiceRecord';
import type { RecordPdfs } from '../pdf/recordPdfs';
import { repeatEvery, type Timers } from '../repeat';
import { patientRecordBundle } from './recordBundle';
import { asTransaction } from './transactionBundle';

/** Every server looks for records due to file this often. */
export const EHR_POLL_MS = 5_000;
/** A filing taken by a server is left to it this long: time enough to draw the record and hear the EHR. */
const LEASE_SECONDS = 120;
/** How long the EHR has to answer one filing. */
export const EHR_TIMEOUT_MS = 30_000;
/** After the n-th failed attempt the next waits 30 s × 2ⁿ⁻¹, at most an hour: an EHR down for a day is asked 24 times an hour at most. */
export const retryDelaySeconds = (attempts: number): number => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);

type Executor = Pick<Db, 'insert' | 'select'>;

/**
 * Queues the patient's record for the EHR, inside the transaction that confirms a choice, when the hospital files to
 * one: a confirmation is then never lost between the answer and the EHR. A record queued again (another service
 * confirmed) is filed again, whole.
 */
export async function queueEhrFiling(tx: Executor, patientId: number): Promise<void> {
  const [hospital] = await tx
    .select({ ehrBaseUrl: hospitals.ehrBaseUrl })
    .from(patients)
    .innerJoin(hospitals, eq(hospitals.id, patients.hospitalId))
    .where(eq(patients.id, patientId));
  if (!hospital?.ehrBaseUrl) return;
  const queued = { status: 'pending' as const, attempts: 0, nextAttemptAt: sql`now()`, lastError: null, updatedAt: sql`now()` };
  await tx
    .insert(ehrFilings)
    .values({ patientId, ...queued })
    .onConflictDoUpdate({ target: ehrFilings.patientId, set: queued });
}

export interface EhrOutboxDeps {
  db: Db;
  recordPdfs: RecordPdfs;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The HTTP client (tests pass none: the real one, to a real FHIR server). */
  fetch?: typeof fetch;
}

/**
 * Why an attempt failed, in words for the console and the log: never the EHR's answer, which may repeat the patient.
 * The log names no patient either (the console shows whose filing failed).
 */
class FilingFailed extends Error {}

function failureReason(error: unknown): string {
  if (error instanceof FilingFailed) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `The EHR did not answer within ${EHR_TIMEOUT_MS / 1000} seconds.`;
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  if (error instanceof TypeError && typeof code === 'string') return `The EHR could not be reached (${code}).`;
  if (error instanceof TypeError) return 'The EHR could not be reached.';
  return 'CareChoice could not prepare the record for the EHR.';
}

/**
 * Files the record most overdue, if any is due: takes it (its `nextAttemptAt` moved on by the lease, rows another
 * server holds skipped), sends the record as a FHIR transaction, and marks it filed, or failed with the reason and
 * the next attempt's time. Answers whether there was one.
 */
export async function fileNextDue({ db, recordPdfs, publicUrl, log, fetch: send = fetch }: EhrOutboxDeps): Promise<boolean> {
  const taken = rowsOf<{ patient_id: number; attempts: number }>(
    await db.execute(sql`
      update ehr_filings set next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS}), updated_at = now()
      where patient_id = (
        select patient_id from ehr_filings where status <> 'filed' and next_attempt_at <= now()
        order by next_attempt_at limit 1 for update skip locked
      )
      returning patient_id, attempts`),
  )[0];
  if (!taken) return false;
  const patientId = taken.patient_id;
  const attempts = taken.attempts + 1;
  try {
    const [target] = await db
      .select({
        id: patients.id,
        hospitalId: patients.hospitalId,
        firstName: patients.firstName,
        initial: patients.initial,
        lastName: patients.lastName,
        baseUrl: hospitals.ehrBaseUrl,
        token: hospitals.ehrToken,
      })
      .from(patients)
      .innerJoin(hospitals, eq(hospitals.id, patients.hospitalId))
      .where(eq(patients.id, patientId));
    if (!target?.baseUrl) throw new FilingFailed('The hospital files to no EHR now.');
    const bundle = asTransaction(await patientRecordBundle(recordPdfs, publicUrl, target, () => patientChoiceRecord(db, patientId)));
    const answer = await send(target.baseUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/fhir+json', accept: 'application/fhir+json', ...(target.token && { authorization: `Bearer ${target.token}` }) },
      body: JSON.stringify(bundle),
      signal: AbortSignal.timeout(EHR_TIMEOUT_MS),
    });
    // Read and dropped: the answer may name the patient, and nothing of it is kept.
    await answer.arrayBuffer().catch(() => undefined);
    if (!answer.ok) throw new FilingFailed(`The EHR answered ${answer.status}${answer.statusText ? ` ${answer.statusText}` : ''}.`);
    await db.update(ehrFilings).set({ status: 'filed', attempts, filedAt: sql`now()`, lastError: null, updatedAt: sql`now()` }).where(eq(ehrFilings.patientId, patientId));
    log.info({ ehrFiling: { attempts } }, 'choice record filed to the EHR');
  } catch (error) {
    const reason = failureReason(error);
    if (!(error instanceof FilingFailed) && !(error instanceof TypeError)) log.error({ err: error }, 'choice record not prepared for the EHR');
    await db
      .update(ehrFilings)
      .set({ status: 'failed', attempts, lastError: reason, nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts)})`, updatedAt: sql`now()` })
      .where(eq(ehrFilings.patientId, patientId));
    log.warn({ ehrFiling: { attempts, reason } }, 'choice record not filed to the EHR; will retry');
  }
  return true;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Files every record due now, one after another; answers how many were tried. */
export async function fileAllDue(deps: EhrOutboxDeps): Promise<number> {
  let tried = 0;
  while (await fileNextDue(deps)) tried++;
  return tried;
}

/** Files what is due every EHR_POLL_MS, one record after another; `stop` ends it. A crash is logged and it runs again. */
export function startEhrOutbox(deps: EhrOutboxDeps & { timers?: Timers }): { stop(): void } {
  return repeatEvery({
    task: async () => {
      await fileAllDue(deps);
    },
    failed: (error) => deps.log.error({ err: error }, 'EHR filing stopped; starting again'),
    everyMs: EHR_POLL_MS,
    ...(deps.timers && { timers: deps.timers }),
  });
}
