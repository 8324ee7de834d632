import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { ApiFailure } from '../../src/api/client';
import { requestLogic } from '../../src/machines/request/requestMachine';
import { allowedEdges, leafStateNames, type ExecutorsFor } from '../support/modelWalk';
import { transitionCoverage } from '../support/transitionCoverage';

/**
 * The one-call form chart (`requestLogic`: forgot password, password reset and change, contact details), every
 * allowed edge: submit, success, failure, a new submission from either result, and an edit clearing a result. The
 * stand-in is the API call the factory wraps (so the values the form sends and the abort signal are the real ones);
 * the test answers it by hand.
 */
interface Values {
  email: string;
}
interface Output {
  success: true;
}
const VALUES: Values = { email: 'ana@example.com' };
const OUTPUT: Output = { success: true };
const REFUSED = new ApiFailure(400, 'InvalidToken', 'This link has expired', { token: 'expired' });
const OFFLINE = new TypeError('Failed to fetch');

const chart = requestLogic<Values, Output>(() => Promise.reject(new Error('replaced in createHarness')));
type RequestEvent = EventFromLogic<typeof chart>;
type RequestSnapshot = SnapshotFrom<typeof chart>;
/** The chart's own events plus the done/error events its actor raises, as the model walk produces them. */
type WalkEvent = RequestEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown };

/** Every transition the chart defines must be taken by some test of this file. */
const coverage = transitionCoverage([chart]);

/** A real form actor whose API call the test answers by hand. */
function createHarness() {
  const calls = { sent: [] as Values[], succeeded: [] as Output[] };
  let pending: { resolve(value: Output): void; reject(error: unknown): void } | null = null;
  const logic = requestLogic<Values, Output>((values) => {
    calls.sent.push(values);
    return new Promise<Output>((resolve, reject) => (pending = { resolve, reject }));
  });
  const actor = createActor(logic, { inspect: coverage.inspect });
  actor.on('request.succeeded', ({ output }) => calls.succeeded.push(output));
  actor.start();
  const answer = async (outcome: 'resolve' | 'reject', value: unknown) => {
    if (!pending) throw new Error('No request is waiting');
    const waiting = pending as { resolve(value: unknown): void; reject(error: unknown): void };
    pending = null;
    waiting[outcome](value);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { actor, calls, answer, isPending: () => pending !== null };
}
type Harness = ReturnType<typeof createHarness>;

/** How the test performs each event of the chart on the real actor. A new event type does not compile without one. */
type Executor = (h: Harness, event: WalkEvent) => Promise<void>;
const sendIt: Executor = async (h, event) => h.actor.send(event as RequestEvent);
const executors = {
  'form.submitted': sendIt,
  'form.edited': sendIt,
  'xstate.done.actor.submit': (h, event) => h.answer('resolve', (event as { output: unknown }).output),
  'xstate.error.actor.submit': (h, event) => h.answer('reject', (event as { error: unknown }).error),
} satisfies ExecutorsFor<RequestEvent['type'], Executor>;

/** What must hold in each state, seen from the form. Every state of the chart is named here. */
const stateAssertions: Record<string, (h: Harness, snapshot: RequestSnapshot, last: WalkEvent | null) => void> = {
  idle: (h, snapshot) => {
    expect(snapshot.context.failure).toBeNull();
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(h.isPending()).toBe(false);
  },
  submitting: (h, snapshot) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    // A new submission hides the last error at once.
    expect(snapshot.context.failure).toBeNull();
    expect(h.isPending()).toBe(true);
    expect(h.calls.sent.at(-1)).toEqual(VALUES);
  },
  succeeded: (h, snapshot) => {
    expect(snapshot.context.failure).toBeNull();
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(h.calls.succeeded.at(-1)).toEqual(OUTPUT);
  },
  failed: (_h, snapshot, last) => {
    expect(snapshot.hasTag('busy')).toBe(false);
    // What the form shows: the server's code, message and fields, or a network failure as status 0.
    const error = (last as { error?: unknown } | null)?.error;
    if (error === REFUSED) expect(snapshot.context.failure).toBe(REFUSED);
    else expect(snapshot.context.failure).toMatchObject({ status: 0, code: 'Error', message: 'Failed to fetch', fields: {} });
  },
};

const events: WalkEvent[] = [
  { type: 'form.submitted', values: VALUES },
  { type: 'form.edited' },
  { type: 'xstate.done.actor.submit', output: OUTPUT },
  { type: 'xstate.error.actor.submit', error: REFUSED },
  { type: 'xstate.error.actor.submit', error: OFFLINE },
];
const serializeState = (snapshot: RequestSnapshot) => JSON.stringify(snapshot.value);
const edges = allowedEdges(chart, { events: events as RequestEvent[], input: undefined, serializeState });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('one-call form machine, every allowed transition', () => {
  it.each(edges.map((edge) => [`${edge.name}${'error' in edge.event ? ` (${(edge.event.error as Error).name})` : ''}`, edge] as const))(
    '%s',
    async (_name, edge) => {
      const h = createHarness();
      for (const step of edge.steps) {
        await (executors as Record<string, Executor>)[step.event.type]!(h, step.event as WalkEvent);
        const snapshot = h.actor.getSnapshot();
        expect(serializeState(snapshot)).toBe(serializeState(step.state));
        stateAssertions[String(snapshot.value)]!(h, snapshot, step.event as WalkEvent);
      }
      // One call per submission, and `succeeded` once per success, never for a failure.
      expect(h.calls.sent).toHaveLength(edge.steps.filter((step) => step.event.type === 'form.submitted').length);
      expect(h.calls.succeeded).toHaveLength(edge.steps.filter((step) => (step.event as WalkEvent).type === 'xstate.done.actor.submit').length);
      h.actor.stop();
    },
  );

  it('covers the chart: every state has an assertion and every assertion names a real state', () => {
    expect(Object.keys(stateAssertions).sort()).toEqual(leafStateNames(chart).sort());
    const reached = new Set(edges.flatMap((edge) => [edge.from, edge.to]).map((key) => JSON.parse(key) as string));
    expect([...reached].sort()).toEqual(Object.keys(stateAssertions).sort());
  });
});
