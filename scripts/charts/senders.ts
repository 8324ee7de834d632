import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * Who sends a chart its events, found in the source rather than kept by hand: the files under src/ that write an
 * event of that type (`type: 'shortlist.toggled'`), the chart's own file aside. A view's `send`, another chart's
 * `sendTo` and an API hook are all found the same way.
 */

const SOURCE_ROOT = 'src';

/** Every TypeScript file under src/, by its path from src/. */
export function readSources(root = SOURCE_ROOT): Map<string, string> {
  const sources = new Map<string, string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name)) sources.set(relative(root, path), readFileSync(path, 'utf8'));
    }
  };
  visit(root);
  return sources;
}

/** The events a chart names in its transitions, but XState's own (done, error, after, always) and the wildcard. */
export function eventsOf(machine: AnyStateMachine): string[] {
  const events = new Set<string>();
  const visit = (node: AnyStateNode) => {
    for (const type of node.transitions.keys()) if (type && type !== '*' && !type.startsWith('xstate.')) events.add(type);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return [...events].sort();
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The files under src/ (`ownFile`, the chart's, aside) that write an event of type `event` (`type: checked ? 'a' : 'b'` too). */
export function sendersOf(event: string, ownFile: string, sources: Map<string, string>): string[] {
  const written = new RegExp(`type:[^,}\\n]*['"]${escaped(event)}['"]`);
  return [...sources].filter(([path, text]) => path !== `machines/${ownFile}` && written.test(text)).map(([path]) => path);
}

/** A chart's table of who sends each event it takes (`ownFile`: its file under src/machines/). */
export function senderRows(machine: AnyStateMachine, ownFile: string, sources: Map<string, string>): string[] {
  return eventsOf(machine).map((event) => {
    const senders = sendersOf(event, ownFile, sources);
    return `| \`${event}\` | ${senders.length ? senders.map((path) => `\`${path}\``).join(', ') : 'none: the chart raises it itself'} |`;
  });
}
