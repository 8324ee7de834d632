import { getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';

/**
 * Model-based testing helpers (TOOLCHAIN trap 4): shortest paths reach every state but skip edges back to states
 * already visited, so each allowed edge (from-state, event, to-state) gets its own path: the shortest path to its
 * source state, then the edge. "Allowed" means the chart really handles the event in that state (snapshot.can).
 */
export interface ModelEdge<M extends AnyStateMachine> {
  from: string;
  event: EventFromLogic<M>;
  to: string;
  /** Events to send from the initial state: the path to `from`, then the edge's event. */
  steps: { event: EventFromLogic<M>; state: SnapshotFrom<M> }[];
  name: string;
}

export interface ModelOptions<M extends AnyStateMachine> {
  events: EventFromLogic<M>[];
  input: InputFrom<M>;
  /** State value plus the few context facts that matter; keeps the graph finite. */
  serializeState: (snapshot: SnapshotFrom<M>) => string;
}

export function allowedEdges<M extends AnyStateMachine>(machine: M, options: ModelOptions<M>): ModelEdge<M>[] {
  const traversal = { events: options.events, input: options.input, serializeState: options.serializeState } as never;
  const adjacency = getAdjacencyMap(machine, traversal) as Record<
    string,
    { state: SnapshotFrom<M>; transitions: Record<string, { event: EventFromLogic<M>; state: SnapshotFrom<M> }> }
  >;
  const shortest = getShortestPaths(machine, traversal) as unknown as {
    state: SnapshotFrom<M>;
    steps: { event: EventFromLogic<M>; state: SnapshotFrom<M> }[];
  }[];
  const edges: ModelEdge<M>[] = [];
  for (const [from, { state, transitions }] of Object.entries(adjacency)) {
    const head = shortest.find((path) => options.serializeState(path.state) === from);
    if (!head) throw new Error(`No path reaches ${from}`);
    for (const { event, state: next } of Object.values(transitions)) {
      if (!(state as unknown as { can(event: unknown): boolean }).can(event)) continue;
      const to = options.serializeState(next);
      // The first step of every path is xstate.init: the test starts the actor instead.
      const steps = [...head.steps.filter((step) => step.event.type !== 'xstate.init'), { event, state: next }];
      edges.push({ from, event, to, steps, name: `${from} --${event.type}--> ${to}` });
    }
  }
  return edges;
}

/** Leaf state names of a machine, for the "every state has an assertion" check. */
export function leafStateNames(machine: AnyStateMachine): string[] {
  const names: string[] = [];
  const visit = (node: { key: string; states: Record<string, unknown> }, prefix: string) => {
    const children = Object.values(node.states) as { key: string; states: Record<string, unknown> }[];
    if (children.length === 0) names.push(prefix);
    for (const child of children) visit(child, prefix ? `${prefix}.${child.key}` : child.key);
  };
  visit(machine.root as never, '');
  return names;
}
