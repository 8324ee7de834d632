import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { ApiFailure } from '../../../src/api/client';
import type { AuditEvent } from '../../../src/contract/planner';
import type { PatientRecord } from '../../../src/machines/hospital/patientRecordActors';
import { patientRecordMachine } from '../../../src/machines/hospital/patientRecordMachine';
import { selectEarlierActivity } from '../../../src/machines/hospital/patientRecordSelectors';
import { handAnswered } from '../../support/handAnswered';
import { walkEveryEdge } from '../../support/edgeWalk';
import { allowedEdges, type ExecutorsFor } from '../../support/modelWalk';
import { transitionCoverage } from '../../support/transitionCoverage';

/**
 * The patient page's machine on its own, every allowed edge: entering a patient's page (the same again, or another),
 * the record, a patient the hospital does not have, a failure and its retry, the trail's earlier pages (read, the
 * last one, failed and asked again) and the family's language saved on the page; after every step, what is on show and which patient was asked for.
 */
type RecordEvent = EventFromLogic<typeof patientRecordMachine>;
type RecordSnapshot = SnapshotFrom<typeof patientRecordMachine>;
type WalkEvent = RecordEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown };

const recordOf = (id: number): PatientRecord => ({
  patient: { id, initial: 'M', firstName: null, lastName: 'Rivera', mrn: null, homeZip: null, expectedDischargeDate: null, dateOfBirth: '1948-03-14', claimed: false, claimedAt: null, claimedBy: null, familyLanguage: 'en', invites: [], services: [] },
  // A full page of the latest entries (ids 401–500): there may be earlier ones, from entry 401.
  activity: Array.from({ length: 100 }, (_, index) => entry(401 + index)),
  earlierBefore: '401',
});
const entry = (id: number): AuditEvent => ({ id: String(id), at: 1_800_000_000 + id, action: 'patient.viewed', userId: 1, actor: null, email: null, subject: null, ip: null });
/** The earliest page: three entries, so nothing before them. */
const EARLIEST = [entry(398), entry(399), entry(400)];
const MISSING = new ApiFailure(404, 'NotFound', 'No such patient.');
const DOWN = new ApiFailure(0, 'Network', 'offline');

const coverage = transitionCoverage([patientRecordMachine]);

function createHarness() {
  const call = handAnswered<PatientRecord, { patientId: number }>();
  const earlier = handAnswered<AuditEvent[], { patientId: number; before: string }>();
  const actor = createActor(patientRecordMachine.provide({ actors: { fetchPatientRecordActor: call.logic, fetchEarlierActivityActor: earlier.logic } }), {
    inspect: coverage.inspect,
  });
  actor.start();
  return {
    actor,
    asked: () => call.asked.map((input) => input.patientId),
    answer: call.answer,
    pending: () => call.pending() ?? earlier.pending(),
    earlierAsked: earlier.asked,
    answerEarlier: earlier.answer,
  };
}
type Harness = ReturnType<typeof createHarness>;

type Executor = (h: Harness, event: WalkEvent) => Promise<void>;
const sendIt: Executor = async (h, event) => {
  const underWay = h.pending();
  h.actor.send(event as RecordEvent);
  // A new entry replaces a load under way.
  if (underWay) expect(underWay.signal.aborted).toBe(true);
};
const executors = {
  'patient.entered': sendIt,
  'patient.retried': sendIt,
  'activity.earlierRequested': sendIt,
  // The language the page saved is the record's at once, whatever of the trail is loading.
  'patient.languageSaved': async (h, event) => {
    const before = h.actor.getSnapshot().context.record!;
    h.actor.send(event as RecordEvent);
    const after = h.actor.getSnapshot().context.record!;
    expect(after.patient).toEqual({ ...before.patient, preferredLanguage: 'es' });
    expect(after.activity).toBe(before.activity);
  },
  // The page before the oldest entry shown: the earliest one.
  'xstate.done.actor.fetchEarlierActivity': (h) => h.answerEarlier('resolve', EARLIEST),
  'xstate.error.actor.fetchEarlierActivity': (h, event) => h.answerEarlier('reject', (event as { error: unknown }).error),
  // The record of the patient asked for (the one the page's address names).
  'xstate.done.actor.fetchPatientRecord': (h) => h.answer('resolve', recordOf(h.asked().at(-1)!)),
  'xstate.error.actor.fetchPatientRecord': (h, event) => h.answer('reject', (event as { error: unknown }).error),
} satisfies ExecutorsFor<RecordEvent['type'], Executor>;

const stateAssertions: Record<string, (h: Harness, snapshot: RecordSnapshot) => void> = {
  idle: (h, snapshot) => {
    expect(snapshot.context.record).toBeNull();
    expect(h.asked()).toEqual([]);
  },
  loading: (h, snapshot) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(h.asked().at(-1)).toBe(snapshot.context.patientId);
    // Never another patient's record under this patient's address.
    if (snapshot.context.record) expect(snapshot.context.record.patient.id).toBe(snapshot.context.patientId);
  },
  'shown.idle': (h, snapshot) => {
    expectShown(snapshot);
    expect(h.pending()).toBeNull();
    const { activity, earlierBefore } = snapshot.context.record!;
    // Oldest first, without a gap or a repeat, whatever was read.
    expect(activity.map((event) => Number(event.id))).toEqual(Array.from({ length: activity.length }, (_, index) => 500 - activity.length + 1 + index));
    expect(earlierBefore).toBe(activity.length === 100 ? '401' : null);
    expect(selectEarlierActivity(snapshot)).toBe(earlierBefore ? 'available' : 'none');
    expect(snapshot.can({ type: 'activity.earlierRequested' })).toBe(earlierBefore !== null);
  },
  'shown.loadingEarlier': (h, snapshot) => {
    expectShown(snapshot);
    expect(h.earlierAsked.at(-1)).toEqual({ patientId: snapshot.context.patientId, before: '401' });
    expect(selectEarlierActivity(snapshot)).toBe('loading');
  },
  'shown.earlierFailed': (h, snapshot) => {
    expectShown(snapshot);
    // What was shown stays shown.
    expect(snapshot.context.record!.activity).toHaveLength(100);
    expect(selectEarlierActivity(snapshot)).toBe('failed');
    expect(snapshot.can({ type: 'activity.earlierRequested' })).toBe(true);
    expect(h.pending()).toBeNull();
  },
  notFound: (h, snapshot) => {
    expect(snapshot.context.record).toBeNull();
    expect(snapshot.context.error).toBe('NotFound');
    expect(snapshot.can({ type: 'patient.retried' })).toBe(false);
    expect(h.pending()).toBeNull();
  },
  failed: (h, snapshot) => {
    expect(snapshot.context.record).toBeNull();
    expect(snapshot.context.error).toBe('Network');
    expect(snapshot.can({ type: 'patient.retried' })).toBe(true);
    expect(h.pending()).toBeNull();
  },
};

function expectShown(snapshot: RecordSnapshot) {
  expect(snapshot.context.record?.patient.id).toBe(snapshot.context.patientId);
  expect(snapshot.context.error).toBeNull();
}

const events: WalkEvent[] = [
  { type: 'patient.entered', patientId: 7 },
  { type: 'patient.entered', patientId: 8 },
  { type: 'patient.retried' },
  { type: 'xstate.done.actor.fetchPatientRecord', output: recordOf(7) },
  { type: 'xstate.error.actor.fetchPatientRecord', error: MISSING },
  { type: 'xstate.error.actor.fetchPatientRecord', error: DOWN },
  { type: 'activity.earlierRequested' },
  { type: 'patient.languageSaved', preferredLanguage: 'es' },
  { type: 'xstate.done.actor.fetchEarlierActivity', output: EARLIEST },
  { type: 'xstate.error.actor.fetchEarlierActivity', error: DOWN },
];
/** The state, the patient asked for, whether a record is held (a reload of the same patient keeps it) and how much of its trail. */
const serializeState = (snapshot: RecordSnapshot) =>
  `${JSON.stringify(snapshot.value)} patient=${snapshot.context.patientId}${snapshot.context.record ? ` (record, ${snapshot.context.record.activity.length} entries)` : ''}`;
const leafOf = (snapshot: RecordSnapshot) =>
  typeof snapshot.value === 'string' ? snapshot.value : Object.entries(snapshot.value).map(([parent, child]) => `${parent}.${String(child)}`)[0]!;
// The graph answers every load with patient 7's record; the harness answers with the patient asked for, so loads of
// patient 8 are walked only up to their answer: the edges from "loading patient=8" that answer are the same
// transitions as patient 7's.
const edges = allowedEdges(patientRecordMachine, { events: events as RecordEvent[], input: undefined, serializeState }).filter(
  (edge) => !(edge.from.includes('patient=8') && (edge.event.type as string) === 'xstate.done.actor.fetchPatientRecord'),
);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('patient record machine, every allowed transition', () => {
  walkEveryEdge({ machine: patientRecordMachine, edges, createHarness, executors, stateAssertions, serializeState, stateName: leafOf });
});
