import type { Config } from './config';
import type { DemoSummary } from './seed/demo';

/** What a newcomer needs after `npm start`: where to click, and the demo patient's details to type in. */
export function printBanner(config: Config, demo: DemoSummary | null): void {
  const lines = [
    '',
    `  CareChoice is running at ${config.publicUrl}`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded, files in ${config.dataDir}`}`,
  ];
  if (demo) {
    lines.push(
      '',
      '  Try it as a family member: open the invite link and enter the demo patient.',
      `    Invite link:   ${demo.inviteUrl}`,
      `    Patient:       initial ${demo.patient.initial}, last name ${demo.patient.lastName}, born ${demo.patient.dateOfBirth}`,
      `    Planner login: ${demo.planner.email} / ${demo.planner.password}  (npm run invite makes more invites)`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}
