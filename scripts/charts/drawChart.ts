import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { senderRows } from './senders';

/**
 * A chart drawn from its definition, as Markdown: a Mermaid state diagram of every state and every transition that
 * changes state, a table of the events each state handles where it is, and one of who sends each event. Drawn by `npm run charts` into
 * `src/machines/CHARTS.md`; test/machines/charts.test.ts fails when a chart changed and the drawing did not.
 */

/** A guard as the chart names it: `hasShortlist`, `askedRank and needsPresence`, `not isComplete`. */
function guardText(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const parts = ((guard as { guards?: unknown[] }).guards ?? []).map(guardText);
    if (guard.name === 'not') return `not ${parts[0]}`;
    if (guard.name === 'and' || guard.name === 'or') return parts.join(` ${guard.name} `);
    return 'inline guard';
  }
  return String((guard as { type?: string }).type ?? 'guard');
}

/** An event as a reader says it: `after saveDelay`, `done loadList`, `error claim`, `always`. */
function eventText(transition: AnyTransitionDefinition): string {
  const type = transition.eventType;
  if (type === '') return 'always';
  const delay = (transition as { delay?: string | number }).delay;
  if (type.startsWith('xstate.after.')) return `after ${typeof delay === 'number' ? `${delay} ms` : delay}`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) return `${actor[1]} ${actor[2]}`;
  if (type.startsWith('xstate.done.state.')) return 'done';
  return type;
}

const transitionsOf = (node: AnyStateNode): AnyTransitionDefinition[] => [...[...node.transitions.values()].flat(), ...(node.always ?? [])];

/** `event.type [guard]`, the label of an edge or a row. */
const labelOf = (transition: AnyTransitionDefinition) => {
  const guard = guardText(transition.guard);
  return guard ? `${eventText(transition)} [${guard}]` : eventText(transition);
};

/** Mermaid ids are words: a state's path with `_` between its keys (`browsing_list`). */
const idOf = (machine: AnyStateMachine, node: AnyStateNode) => node.path.join('_') || machine.id;

/** A transition that does nothing (`on: { event: undefined }` forbids an ancestor's) is not drawn. */
const isForbidden = (transition: AnyTransitionDefinition) => !transition.target?.length && !transition.actions.length && !transition.guard;

function diagramLines(machine: AnyStateMachine, node: AnyStateNode, indent: string): string[] {
  const lines: string[] = [];
  const children = Object.values(node.states) as AnyStateNode[];
  children.forEach((child, index) => {
    if (node.type === 'parallel' && index > 0) lines.push(`${indent}--`);
    const id = idOf(machine, child);
    const nested = Object.keys(child.states).length > 0;
    if (nested) {
      lines.push(`${indent}state "${child.key}" as ${id} {`);
      lines.push(...diagramLines(machine, child, `${indent}  `));
      lines.push(`${indent}}`);
    } else {
      lines.push(`${indent}state "${child.key}" as ${id}`);
    }
    if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
  });
  if (node.type !== 'parallel' && node.initial?.target?.length) {
    for (const target of node.initial.target as AnyStateNode[]) lines.push(`${indent}[*] --> ${idOf(machine, target)}`);
  }
  return lines;
}

function edgeLines(machine: AnyStateMachine, node: AnyStateNode): string[] {
  const lines: string[] = [];
  const visit = (source: AnyStateNode) => {
    // The root's own transitions are in the table below: the root is no state of the diagram.
    if (source.path.length > 0) {
      for (const transition of transitionsOf(source)) {
        for (const target of (transition.target ?? []) as AnyStateNode[]) {
          lines.push(`  ${idOf(machine, source)} --> ${idOf(machine, target)} : ${labelOf(transition).replaceAll(':', ' ')}`);
        }
      }
    }
    for (const child of Object.values(source.states) as AnyStateNode[]) visit(child);
  };
  visit(node);
  return lines;
}

/** The events handled without a transition to a state, and the root's (which every state takes), as table rows. */
function inPlaceRows(machine: AnyStateMachine): string[] {
  const rows: string[] = [];
  const visit = (node: AnyStateNode) => {
    const inPlace = transitionsOf(node).filter((transition) => !isForbidden(transition) && (node.path.length === 0 || !transition.target?.length));
    const where = node.path.length === 0 ? 'any state (the root)' : `\`${node.path.join('.')}\``;
    const events = inPlace.map((transition) => {
      const targets = (transition.target ?? []) as AnyStateNode[];
      return targets.length ? `${labelOf(transition)} → ${targets.map((target) => target.path.join('.')).join(', ')}` : labelOf(transition);
    });
    if (events.length) rows.push(`| ${where} | ${[...new Set(events)].map((event) => `\`${event}\``).join(', ')} |`);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return rows;
}

/**
 * One chart's section: heading, diagram, the events handled in place, and who sends each event (`sources`: the files
 * under src/, read once for every chart).
 */
export function drawChart(machine: AnyStateMachine, file: string, sources: Map<string, string>): string {
  const rows = inPlaceRows(machine);
  const senders = senderRows(machine, file.split(' ')[0]!, sources);
  return [
    `## ${machine.id} — \`${file}\``,
    '',
    '```mermaid',
    'stateDiagram-v2',
    // Mermaid draws parallel regions (`--`) only inside a state: a parallel root is drawn as one.
    ...(machine.root.type === 'parallel'
      ? [`  state "${machine.id}" as ${machine.id}_chart {`, ...diagramLines(machine, machine.root, '    '), '  }']
      : diagramLines(machine, machine.root, '  ')),
    ...edgeLines(machine, machine.root),
    '```',
    '',
    ...(rows.length ? ['| Where | Events handled without leaving the state |', '| --- | --- |', ...rows, ''] : []),
    ...(senders.length ? ['| Event | Sent from (files under src/ that write it) |', '| --- | --- |', ...senders, ''] : []),
  ].join('\n');
}
