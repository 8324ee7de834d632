import { getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import { getInitialSnapshot, getNextSnapshot, type AnyStateMachine, type EventFromLogic, type InputFrom, type SnapshotFrom, type StateValue } from 'xstate';

/**
 * Model-based testing helpers (TOOLCHAIN trap 4): shortest paths reach every state but skip edges back to states
 * already visited, so each allowed edge (from-state, event, to-state) gets its own path: the shortest path to its
 * source state, then the edge. "Allowed" means the chart really handles the event in that state (snapshot.can).
 */
export interface ModelEdge<M extends AnyStateMachine> {
  from: string;
  event: EventFromLogic<M>;
  to: string;
  /** The state the edge leaves (the graph's representative of `from`). */
  fromState: SnapshotFrom<M>;
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

/**
 * The machine as the graph should explore it: each transition in an actor system of its own. @xstate/graph runs
 * every transition in one mock system, where a state entered a second way spawns its `systemId` children again and
 * throws "Actor with system ID … already exists" (the staff session's login and its invitation both enter signedIn).
 */
const exploredApart = <M extends AnyStateMachine>(machine: M): M =>
  Object.create(machine, { transition: { value: (snapshot: SnapshotFrom<M>, event: EventFromLogic<M>) => getNextSnapshot(machine, snapshot, event) } }) as M;

export function allowedEdges<M extends AnyStateMachine>(plain: M, options: ModelOptions<M>): ModelEdge<M>[] {
  const machine = exploredApart(plain);
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
      edges.push({ from, event, to, fromState: state, steps, name: `${from} --${event.type}--> ${to}` });
    }
  }
  return edges;
}

/** The leaf state a snapshot's value names, as leafStateNames writes it: { browsing: { provider: 'shown' } } is 'browsing.provider.shown'. */
export const stateKey = (value: unknown): string =>
  typeof value === 'string' ? value : Object.entries(value as Record<string, unknown>).map(([key, inner]) => `${key}.${stateKey(inner)}`)[0]!;

/** The state value a leaf state's name stands for: stateKey's inverse ('browsing.map' is { browsing: 'map' }). */
export const stateValueOf = (name: string): StateValue => {
  const [parent, ...rest] = name.split('.');
  return rest.length ? { [parent!]: stateValueOf(rest.join('.')) } : parent!;
};

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

export interface ModelTour<M extends AnyStateMachine> {
  /** Events to send from the initial state, each with the state it leads to. */
  steps: { event: EventFromLogic<M>; state: SnapshotFrom<M> }[];
  name: string;
}

export interface TourOptions<M extends AnyStateMachine> extends ModelOptions<M> {
  /** Whether the user interface offers `event` in `state` (edges it does not are left out). */
  offered?: (state: SnapshotFrom<M>, event: EventFromLogic<M>) => boolean;
  /** Longest tour; a new tour starts from the initial state. */
  maxSteps?: number;
  /**
   * What counts as one edge for the tours, which take each once: by default the serialized state and the event. A walk
   * through rendered screens may count, say, a heart tapped for any provider as one.
   */
  edgeKey?: (state: SnapshotFrom<M>, event: EventFromLogic<M>) => string;
}

/**
 * Tours that together take every allowed (and offered) edge at least once, for walks that are costly to start
 * (a rendered app): from the initial state, take an edge not yet taken if there is one here, otherwise the shortest
 * way to a state that has one. Tours are planned on real snapshots (getNextSnapshot), so a coarse serializeState
 * never plans a step the machine would refuse. `unreachable` names states only edges the interface does not offer
 * lead to; `missed` lists edges no tour could take (should be none); `taken` counts the edges walked, as `edgeKey`
 * counts them.
 */
export function edgeTours<M extends AnyStateMachine>(machine: M, options: TourOptions<M>) {
  const offered = options.offered ?? (() => true);
  const maxSteps = options.maxSteps ?? 40;
  type Snapshot = SnapshotFrom<M>;
  type Event = EventFromLogic<M>;
  const enabled = (state: Snapshot) =>
    options.events.filter((event) => (state as unknown as { can(event: unknown): boolean }).can(event) && offered(state, event));
  const next = (state: Snapshot, event: Event) => getNextSnapshot(machine, state as never, event as never) as Snapshot;
  const initial = getInitialSnapshot(machine, options.input) as Snapshot;

  // States the interface can reach: the chart may reach more through edges the interface does not offer.
  const reachable = new Set([options.serializeState(initial)]);
  for (let frontier = [initial]; frontier.length; ) {
    frontier = frontier.flatMap((state) =>
      enabled(state)
        .map((event) => next(state, event))
        .filter((after) => !reachable.has(options.serializeState(after)) && reachable.add(options.serializeState(after))),
    );
  }
  const allowed = allowedEdges(machine, options).filter((edge) => offered(edge.fromState, edge.event));
  const edges = allowed.filter((edge) => reachable.has(edge.from));
  const unreachable = [...new Set(allowed.filter((edge) => !reachable.has(edge.from)).map((edge) => edge.from))];
  const edgeKey = options.edgeKey ?? ((state: Snapshot, event: Event) => `${options.serializeState(state)} --${JSON.stringify(event)}`);
  const untaken = new Set(edges.map((edge) => edgeKey(edge.fromState, edge.event)));
  const taken = untaken.size;

  /** Breadth-first: the shortest run of events from `start` that ends by taking an untaken edge. */
  const wayToUntaken = (start: Snapshot): Event[] | null => {
    const seen = new Set([options.serializeState(start)]);
    let frontier: { state: Snapshot; path: Event[] }[] = [{ state: start, path: [] }];
    while (frontier.length) {
      const further: typeof frontier = [];
      for (const { state, path } of frontier) {
        for (const event of enabled(state)) {
          if (untaken.has(edgeKey(state, event))) return [...path, event];
          const after = next(state, event);
          const key = options.serializeState(after);
          if (!seen.has(key)) {
            seen.add(key);
            further.push({ state: after, path: [...path, event] });
          }
        }
      }
      frontier = further;
    }
    return null;
  };

  const tours: ModelTour<M>[] = [];
  while (untaken.size) {
    const steps: ModelTour<M>['steps'] = [];
    let state = initial;
    while (steps.length < maxSteps) {
      const way = wayToUntaken(state);
      if (!way) break;
      for (const event of way) {
        untaken.delete(edgeKey(state, event));
        state = next(state, event);
        steps.push({ event, state });
      }
    }
    if (steps.length === 0) break;
    tours.push({ steps, name: `tour ${tours.length + 1}: ${steps.length} steps to ${options.serializeState(state)}` });
  }
  return { edges, tours, missed: [...untaken], unreachable, taken };
}

/**
 * The executors of a walk: one gesture for every event of the chart's own union (a missing one does not compile, and
 * neither does one for an event the chart no longer has), plus those of the actors' `xstate.*` events it walks.
 * Use it with `satisfies` on the object literal: a variable annotated `Record<string, …>` accepts anything.
 */
export type ExecutorsFor<EventType extends string, Executor> = Record<EventType, Executor> & Record<`xstate.${string}`, Executor>;
