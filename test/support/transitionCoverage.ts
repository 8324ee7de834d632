import { afterAll, beforeEach } from 'vitest';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';

/**
 * "Every edge walked", measured rather than assumed: the transitions a chart DEFINES (every
 * `on`, `always`, `after`, `onDone`/`onError` of every state node, each guarded branch on its own) against the
 * transitions the running actors of a test file really TOOK, as XState's inspection reports them
 * (`@xstate.microstep` carries the transition definitions each microstep took). Planned paths and pure
 * `getNextSnapshot` steps do not count: only an actor created with this `inspect` records anything.
 *
 *   const coverage = transitionCoverage([dashboardMachine]);     // at the top of the file
 *   createActor(machine, { input, inspect: coverage.inspect });   // every actor the tests start
 *
 * It registers its own hooks: after all tests of the file it prints `transitions <machine>: defined N / walked M`
 * and fails listing every transition no test took.
 *
 * A key reads `<source state id> --<event type>[#branch]--> <target ids>`; `#branch` (the index among the
 * transitions of one state for one event, in chart order) appears only where an event has more than one.
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const isAlways = transition.eventType === '';
  const siblings: readonly AnyTransitionDefinition[] = (isAlways ? source.always : source.transitions.get(transition.eventType)) ?? [];
  const index = siblings.indexOf(transition);
  const branch = siblings.length > 1 ? `#${index}` : '';
  const targets = transition.target?.length ? transition.target.map((node) => node.id).join(',') : '(no target)';
  return `${source.id} --${isAlways ? 'always' : transition.eventType}${branch}--> ${targets}`;
}

const isForbidden = (definition: AnyTransitionDefinition) => !definition.target?.length && !definition.actions.length && !definition.guard;

/** Every transition a machine defines, in chart order (depth first, a state's own before its children's). */
export function definedTransitions(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const visit = (node: AnyStateNode) => {
    for (const definitions of node.transitions.values()) {
      // `event: undefined` forbids an ancestor's transition: a definition with neither target nor actions nor guard,
      // never taken (can() is false), so there is nothing to walk.
      for (const definition of definitions) if (!isForbidden(definition)) keys.push(transitionKey(definition));
    }
    for (const definition of node.always ?? []) keys.push(transitionKey(definition));
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return keys;
}

/** Tests of a vitest suite, however deeply nested. */
interface TaskLike {
  type: string;
  mode: string;
  result?: { state?: string };
  tasks?: TaskLike[];
}
const testsOf = (task: TaskLike): TaskLike[] => (task.type === 'suite' || task.tasks ? (task.tasks ?? []).flatMap(testsOf) : [task]);

export interface CoverageOptions {
  /**
   * Transitions a walk deliberately cannot take, by key, each with its reason. Keep it empty if at all possible; an
   * entry that is not a defined transition, or that a test walked after all, fails the check.
   */
  excused?: Record<string, string>;
}

/** Call at the top level of a test file (it registers a `beforeEach` and an `afterAll` there). */
export function transitionCoverage(machines: AnyStateMachine[], options: CoverageOptions = {}) {
  const excused = options.excused ?? {};
  const walked = new Set<string>();
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    for (const transition of event._transitions) walked.add(transitionKey(transition));
  };

  const measure = () =>
    machines.map((machine) => {
      const defined = definedTransitions(machine);
      const unwalked = defined.filter((key) => !walked.has(key));
      return {
        machine: machine.id,
        defined,
        walked: defined.filter((key) => walked.has(key)),
        missing: unwalked.filter((key) => !(key in excused)),
        excused: unwalked.filter((key) => key in excused),
      };
    });

  /** One line per machine, `transitions <machine>: defined N / walked M` (plus any excused). */
  const report = (results = measure()) =>
    results.map(
      (result) =>
        `transitions ${result.machine}: defined ${result.defined.length} / walked ${result.walked.length}` +
        (result.excused.length ? ` (${result.excused.length} excused)` : ''),
    );

  /**
   * Prints the report and fails listing every transition no test took. When some tests of the file did not run or
   * did not pass (a `-t` filter, `.only`, a failure already reported), it only prints.
   */
  const check = (file: TaskLike | undefined) => {
    const results = measure();
    const lines = report(results);
    const tests = file ? testsOf(file) : [];
    const complete = tests.length > 0 && tests.every((test) => test.mode === 'run' && test.result?.state === 'pass');
    console.log([...lines, ...(complete ? [] : ['(not checked: not every test of the file ran and passed)'])].join('\n'));
    if (!complete) return;
    const defined = new Set(results.flatMap((result) => result.defined));
    const stale = Object.keys(excused).filter((key) => !defined.has(key) || walked.has(key));
    const missing = results.flatMap((result) => result.missing);
    if (missing.length || stale.length) {
      throw new Error(
        [
          ...(missing.length ? ['Transitions no test walked:', ...missing.map((key) => `  ${key}`)] : []),
          ...(stale.length ? ['Excused transitions that are walked or not defined (remove them):', ...stale.map((key) => `  ${key}`)] : []),
        ].join('\n'),
      );
    }
  };

  // The file's tests, seen from any of them: the check needs to know whether all of them ran and passed.
  let file: TaskLike | undefined;
  beforeEach(({ task }) => {
    file = task.file as TaskLike;
  });
  afterAll(() => check(file));

  return { inspect, walked, report };
}
