import { expect, it } from 'vitest';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { leafStateNames, type ModelEdge } from './modelWalk';

/** What a model walk needs: the chart's edges, a fresh harness per edge, a gesture per event, a check per state. */
export interface EdgeWalk<M extends AnyStateMachine, H extends { actor: { getSnapshot(): SnapshotFrom<M>; stop(): void } }> {
  machine: M;
  edges: ModelEdge<M>[];
  createHarness: () => H;
  /** How each event is brought about (send it, answer a call, advance the clock), checking what it did. */
  executors: Record<string, (h: H, event: never) => Promise<void>>;
  /** What must hold in each leaf state, by its name. */
  stateAssertions: Record<string, (h: H, snapshot: SnapshotFrom<M>) => void>;
  serializeState: (snapshot: SnapshotFrom<M>) => string;
  /** The leaf state a snapshot is in, as `stateAssertions` names it: its value, for a chart without nested states. */
  stateName?: (snapshot: SnapshotFrom<M>) => string;
}

/**
 * Registers, in the caller's describe, one test per allowed edge (the shortest path to its source state, then the
 * edge, with the state and its assertion checked after every step) and the chart's coverage test: every leaf state
 * has an assertion, and the walk reaches every one.
 */
export function walkEveryEdge<M extends AnyStateMachine, H extends { actor: { getSnapshot(): SnapshotFrom<M>; stop(): void } }>(walk: EdgeWalk<M, H>) {
  const stateName = walk.stateName ?? ((snapshot: SnapshotFrom<M>) => String((snapshot as { value: unknown }).value));
  it.each(walk.edges.map((edge) => [edge.name, edge] as const))('%s', async (_name, edge) => {
    const h = walk.createHarness();
    for (const step of edge.steps) {
      await walk.executors[step.event.type]!(h, step.event as never);
      const snapshot = h.actor.getSnapshot();
      expect(walk.serializeState(snapshot)).toBe(walk.serializeState(step.state));
      walk.stateAssertions[stateName(snapshot)]!(h, snapshot);
    }
    h.actor.stop();
  });

  it('covers the chart: every state has an assertion and every assertion names a real state', () => {
    expect(Object.keys(walk.stateAssertions).sort()).toEqual(leafStateNames(walk.machine).sort());
    const reached = new Set(walk.edges.flatMap((edge) => [edge.fromState, edge.steps.at(-1)!.state]).map(stateName));
    expect([...reached].sort()).toEqual(Object.keys(walk.stateAssertions).sort());
  });
}
