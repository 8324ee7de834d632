/**
 * No high or critical advisory in the dependencies the product runs with (`npm audit --omit=dev`).
 * Exits 1 on such a finding. When the registry cannot answer audits at all (this workplace's registry mirror answers
 * 405), it says so loudly and exits 0: a check that cannot run is reported, not passed off as clean.
 */
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report: { statusCode?: number; message?: string; metadata?: { vulnerabilities?: Record<string, number> }; vulnerabilities?: Record<string, { severity: string; via: unknown[] }> };
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit gave no report:\n${run.stdout}\n${run.stderr}`);
  process.exit(1);
}
if (!report.metadata) {
  console.warn(`\n!!! npm audit could not be run here: ${report.message ?? 'the registry gave no audit answer'}. Dependencies are NOT checked.\n`);
  process.exit(0);
}
const counts = report.metadata.vulnerabilities ?? {};
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(`npm audit --omit=dev: ${JSON.stringify(counts)}`);
if (serious > 0) {
  for (const [name, finding] of Object.entries(report.vulnerabilities ?? {})) {
    if (finding.severity === 'high' || finding.severity === 'critical') console.error(`${finding.severity}: ${name}`);
  }
  process.exit(1);
}
