import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from './config';
import type { DemoSummary } from './seed/demo';

/** Where the demo's invite link, patient details and planner login are kept, readable by their owner only. */
export const demoFileOf = (config: Config) => join(config.dataDir, 'demo-login.txt');

/** Where the banner goes: the server's standard output, which is a person's terminal or (piped) a log. */
export interface Screen {
  isTTY?: boolean;
  write(text: string): unknown;
}

const demoDetails = (demo: DemoSummary) => [
  '  Try it as a family member: open the invite link and enter the demo patient.',
  `    Invite link:   ${demo.inviteUrl}`,
  `    Patient:       initial ${demo.patient.initial}, last name ${demo.patient.lastName}, born ${demo.patient.dateOfBirth}`,
  '  Try it as a discharge planner: log in to the hospital console.',
  `    Planner login: ${demo.planner.email} / ${demo.planner.password}  (npm run invite makes more invites)`,
];

/** The hospital console's login page: no secret, so every start names it. */
export const staffLoginUrl = (config: Pick<Config, 'publicUrl'>) => `${config.publicUrl.replace(/\/$/, '')}/hospital/login`;

/**
 * Keeps the demo's details in DATA_DIR (mode 0600) whenever its invite is new, so the file always holds a link that
 * works. Answers whether the file is there; a folder it cannot write to (DATABASE_URL beside a read-only disk) only
 * costs the file, not the start.
 */
export function keepDemoDetails(config: Config, demo: DemoSummary, warn: (error: unknown) => void): boolean {
  const file = demoFileOf(config);
  if (!demo.newInvite) return existsSync(file);
  try {
    // With DATABASE_URL the embedded database never made the folder.
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${demoDetails(demo).join('\n')}\n`, { mode: 0o600 });
    // A file left from before keeps its mode through writeFileSync.
    chmodSync(file, 0o600);
    return true;
  } catch (error) {
    warn(error);
    return false;
  }
}

/**
 * What a newcomer needs after `npm start`: where to click and, on the start that creates the demo, its invite link,
 * patient and planner login to try it. Those are secrets (a live invite, a birth date, a password): they go to a
 * terminal only, and that once; output that is not a terminal is a log, shipped who knows where, and is told where
 * the file is instead.
 */
export function printBanner(config: Config, demo: DemoSummary | null, { kept = false, screen = process.stdout as Screen } = {}): void {
  const lines = [
    '',
    `  CareChoice is running at ${config.publicUrl}`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded, files in ${config.dataDir}`}`,
    `  Hospital staff log in at ${staffLoginUrl(config)}`,
  ];
  const file = demoFileOf(config);
  if (demo?.created && screen.isTTY) {
    lines.push('', ...demoDetails(demo));
    if (kept) lines.push(`  (Kept in ${file}, readable by its owner only; shown here this once.)`);
  } else if (demo && kept) {
    lines.push('', `  The demo's invite link, patient details and planner login are in ${file} (readable by its owner only).`);
  }
  screen.write(`${lines.join('\n')}\n\n`);
}
