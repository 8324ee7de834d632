import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { CMS_DATASETS } from '../server/cms/datasets';
import { importCms } from '../server/cms/importCms';
import { readCmsFile } from '../server/cms/readCmsFile';
import { openDatabase } from '../server/db/client';

/** Issue 23: the budget's file size. */
export const CMS_IMPORT_ROWS = 5_000;

/** A nursing-home file of `rows` homes in CMS's layout: the test fixture's first home, each with its own CCN and place. */
function nursingHomeFile(rows: number): string {
  const [header, template] = parse(readFileSync(join(import.meta.dirname, '../test/fixtures/cms/nursing-homes.csv'), 'utf8')) as string[][];
  const column = (name: string) => header!.indexOf(name);
  const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  const lines = [header!.map(quoted).join(',')];
  for (let index = 0; index < rows; index++) {
    const row = [...template!];
    row[column('CMS Certification Number (CCN)')] = String(100_000 + index);
    row[column('Provider Name')] = `BENCH NURSING HOME ${index}`;
    row[column('Latitude')] = (30 + (index % 170) / 10).toFixed(4);
    row[column('Longitude')] = (-120 + (index % 500) / 10).toFixed(4);
    row[column('Overall Rating')] = String(1 + (index % 5));
    lines.push(row.map(quoted).join(','));
  }
  return lines.join('\r\n');
}

/**
 * `npm run import:cms`'s work on a 5,000-home file, on a fresh embedded database: reading and checking the file, then
 * loading it (every home added), then the same file again (every home unchanged).
 */
export async function cmsImportBench(): Promise<{ firstMs: number; againMs: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'carechoice-cms-bench-'));
  const dataset = CMS_DATASETS['nursing-homes']!;
  const text = nursingHomeFile(CMS_IMPORT_ROWS);
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    const run = async () => {
      const started = performance.now();
      const { rows, refusals } = readCmsFile(dataset, text);
      const report = await importCms(database.db, dataset, rows, refusals);
      if (report.refused.length) throw new Error(`bench file refused: ${JSON.stringify(report.refused.slice(0, 3))}`);
      return { ms: Math.round(performance.now() - started), report };
    };
    const first = await run();
    if (first.report.added !== CMS_IMPORT_ROWS) throw new Error(`expected ${CMS_IMPORT_ROWS} added, got ${JSON.stringify(first.report)}`);
    const again = await run();
    if (again.report.unchanged !== CMS_IMPORT_ROWS) throw new Error(`expected ${CMS_IMPORT_ROWS} unchanged, got ${JSON.stringify(again.report)}`);
    return { firstMs: first.ms, againMs: again.ms };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
