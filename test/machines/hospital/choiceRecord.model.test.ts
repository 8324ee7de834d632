import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { ApiFailure } from '../../../src/api/client';
import { choiceRecordMachine } from '../../../src/machines/hospital/choiceRecordMachine';
import { selectChoiceRecordPdf, selectChoiceRecordStatus } from '../../../src/machines/hospital/choiceRecordSelectors';
import { RECORD } from '../../fixtures/choiceRecord';
import { handAnswered } from '../../support/handAnswered';
import { walkEveryEdge } from '../../support/edgeWalk';
import { allowedEdges, type ExecutorsFor } from '../../support/modelWalk';
import { transitionCoverage } from '../../support/transitionCoverage';

/**
 * The choice record page's machine on its own, every allowed edge: the record, a patient the hospital does not
 * have, a failure and its retry; after every step, what is on show, what the page's selector says and which patient
 * was asked for.
 */
type RecordEvent = EventFromLogic<typeof choiceRecordMachine>;
type RecordSnapshot = SnapshotFrom<typeof choiceRecordMachine>;
type WalkEvent = RecordEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown };

const PATIENT_ID = 7;
const MISSING = new ApiFailure(404, 'NotFound', 'No such patient.');
const DOWN = new ApiFailure(0, 'Network', 'offline');

const coverage = transitionCoverage([choiceRecordMachine]);

function createHarness() {
  const call = handAnswered<unknown, unknown>();
  const actor = createActor(choiceRecordMachine.provide({ actors: { fetchActor: call.logic } }), {
    input: { patientId: PATIENT_ID },
    inspect: coverage.inspect,
  });
  actor.start();
  return { actor, asked: () => call.asked.map((input) => (input as { patientId: number }).patientId), answer: call.answer, pending: call.pending };
}
type Harness = ReturnType<typeof createHarness>;

type Executor = (h: Harness, event: WalkEvent) => Promise<void>;
const sendIt: Executor = async (h, event) => {
  h.actor.send(event as RecordEvent);
};
const executors = {
  'resource.entered': sendIt,
  'resource.retried': sendIt,
  'resource.changed': sendIt,
  'xstate.done.actor.fetch': (h) => h.answer('resolve', RECORD),
  'xstate.error.actor.fetch': (h, event) => h.answer('reject', (event as { error: unknown }).error),
} satisfies ExecutorsFor<RecordEvent['type'], Executor>;

const stateAssertions: Record<string, (h: Harness, snapshot: RecordSnapshot) => void> = {
  // The page's first render, before it has asked.
  idle: (h, snapshot) => {
    expect(selectChoiceRecordStatus(snapshot)).toBe('loading');
    expect(snapshot.context.value).toBeNull();
    expect(h.asked()).toEqual([]);
  },
  loading: (h, snapshot) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(selectChoiceRecordStatus(snapshot)).toBe('loading');
    // Nothing, or this patient's record while it is asked for again.
    expect([null, RECORD]).toContainEqual(snapshot.context.value);
    // Asked once when the page opens, and once more per retry: always this page's patient.
    expect(h.asked().every((id) => id === PATIENT_ID)).toBe(true);
    expect(h.pending()).not.toBeNull();
  },
  shown: (h, snapshot) => {
    expect(selectChoiceRecordStatus(snapshot)).toBe('shown');
    expect(snapshot.context.value).toEqual(RECORD);
    expect(selectChoiceRecordPdf(snapshot)).toBe('/internal/app/planner/v1/patients/7/choice-record.pdf');
    expect(snapshot.context.error).toBeNull();
    expect(h.pending()).toBeNull();
  },
  notFound: (h, snapshot) => {
    expect(selectChoiceRecordStatus(snapshot)).toBe('notFound');
    expect(snapshot.context.value).toBeNull();
    expect(snapshot.context.error).toBe('NotFound');
    // A record that is not there will not appear by asking again.
    expect(snapshot.can({ type: 'resource.retried' })).toBe(false);
    expect(h.pending()).toBeNull();
  },
  failed: (h, snapshot) => {
    expect(selectChoiceRecordStatus(snapshot)).toBe('failed');
    // The page shows the failure, not a record it had before asking again.
    expect([null, RECORD]).toContainEqual(snapshot.context.value);
    expect(snapshot.context.error).toBe('Network');
    expect(snapshot.can({ type: 'resource.retried' })).toBe(true);
    expect(h.pending()).toBeNull();
  },
};

const events: WalkEvent[] = [
  { type: 'resource.entered' },
  { type: 'resource.retried' },
  { type: 'resource.changed', value: RECORD },
  { type: 'xstate.done.actor.fetch', output: RECORD },
  { type: 'xstate.error.actor.fetch', error: MISSING },
  { type: 'xstate.error.actor.fetch', error: DOWN },
];
const serializeState = (snapshot: RecordSnapshot) => `${JSON.stringify(snapshot.value)}${snapshot.context.value ? ' (record)' : ''}`;
const edges = allowedEdges(choiceRecordMachine, { events: events as RecordEvent[], input: { patientId: PATIENT_ID }, serializeState });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('choice record machine, every allowed transition', () => {
  walkEveryEdge({ machine: choiceRecordMachine, edges, createHarness, executors, stateAssertions, serializeState });
});
