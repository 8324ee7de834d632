import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { ApiFailure } from '../../../src/api/client';
import type { PatientRecord } from '../../../src/machines/hospital/patientRecordActors';
import { patientRecordMachine } from '../../../src/machines/hospital/patientRecordMachine';
import { handAnswered } from '../../support/handAnswered';
import { walkEveryEdge } from '../../support/edgeWalk';
import { allowedEdges, type ExecutorsFor } from '../../support/modelWalk';
import { transitionCoverage } from '../../support/transitionCoverage';

/**
 * The patient page's machine on its own, every allowed edge: entering a patient's page (the same again, or another),
 * the record, a patient the hospital does not have, a failure and its retry; after every step, what is on show and
 * which patient was asked for.
 */
type RecordEvent = EventFromLogic<typeof patientRecordMachine>;
type RecordSnapshot = SnapshotFrom<typeof patientRecordMachine>;
type WalkEvent = RecordEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown };

const recordOf = (id: number): PatientRecord => ({
  patient: { id, initial: 'M', firstName: null, lastName: 'Rivera', mrn: null, homeZip: null, expectedDischargeDate: null, dateOfBirth: '1948-03-14', claimed: false, claimedAt: null, claimedBy: null, familyLanguage: 'en', invites: [], services: [] },
  activity: [],
});
const MISSING = new ApiFailure(404, 'NotFound', 'No such patient.');
const DOWN = new ApiFailure(0, 'Network', 'offline');

const coverage = transitionCoverage([patientRecordMachine]);

function createHarness() {
  const call = handAnswered<PatientRecord, { patientId: number }>();
  const actor = createActor(patientRecordMachine.provide({ actors: { fetchPatientRecordActor: call.logic } }), { inspect: coverage.inspect });
  actor.start();
  return { actor, asked: () => call.asked.map((input) => input.patientId), answer: call.answer, pending: call.pending };
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
  shown: (h, snapshot) => {
    expect(snapshot.context.record?.patient.id).toBe(snapshot.context.patientId);
    expect(snapshot.context.error).toBeNull();
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

const events: WalkEvent[] = [
  { type: 'patient.entered', patientId: 7 },
  { type: 'patient.entered', patientId: 8 },
  { type: 'patient.retried' },
  { type: 'xstate.done.actor.fetchPatientRecord', output: recordOf(7) },
  { type: 'xstate.error.actor.fetchPatientRecord', error: MISSING },
  { type: 'xstate.error.actor.fetchPatientRecord', error: DOWN },
];
/** The state, the patient asked for, and whether a record is held (a reload of the same patient keeps it). */
const serializeState = (snapshot: RecordSnapshot) =>
  `${JSON.stringify(snapshot.value)} patient=${snapshot.context.patientId}${snapshot.context.record ? ' (record)' : ''}`;
// The graph answers every load with patient 7's record; the harness answers with the patient asked for, so loads of
// patient 8 are walked only up to their answer: the edges from "loading patient=8" that answer are the same
// transitions as patient 7's.
const edges = allowedEdges(patientRecordMachine, { events: events as RecordEvent[], input: undefined, serializeState }).filter(
  (edge) => !(edge.from.includes('patient=8') && (edge.event.type as string) === 'xstate.done.actor.fetchPatientRecord'),
);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('patient record machine, every allowed transition', () => {
  walkEveryEdge({ machine: patientRecordMachine, edges, createHarness, executors, stateAssertions, serializeState });
});
