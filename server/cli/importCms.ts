/**
 * `npm run import:cms -- --dataset nursing-homes FILE.csv`
 * `npm run import:cms -- --dataset home-health --data-date 2026-10-01 HH_Provider_Oct2026.csv`
 * `npm run import:cms -- --dataset home-health-zips HH_Zip_Oct2026.csv`
 * `npm run import:cms -- --dataset nursing-homes --url https://data.cms.gov/provider-data/…/NH_ProviderInfo_Oct2026.csv`
 *
 * Loads a file of CMS's Provider Data Catalog into the provider catalogue, against the database `npm
 * start` uses (DATA_DIR or DATABASE_URL): providers found by their CMS Certification Number are updated, the others
 * added, in one transaction; a file with any refused row loads nothing, and each refusal is printed with its line.
 * Most of CMS's files carry no data date (only the nursing homes' has one): for those the operator gives it, since a
 * download's own date says when it was fetched, not which month of CMS's data it holds. The home health ZIP-code
 * file only replaces the ZIP codes served of agencies the home-health file brought, and needs no date.
 * The embedded database can be open in one process at a time, so with it CareChoice must be stopped first.
 */
import { open } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { importCms, type ImportReport } from '../cms/importCms';
import type { CmsDataset, ZipDataset } from '../cms/cmsDataset';
import { CMS_DATASETS, PLANNED_DATASETS, ZIP_DATASETS } from '../cms/datasets';
import { importZips } from '../cms/importZips';
import { streamZipFile } from '../cms/readZipFile';
import type { Db } from '../db/client';
import { date } from '../cms/cells';
import { StartupError } from '../errors';
import { downloadCmsFile, DownloadRefusal } from '../cms/downloadCmsFile';
import { CliRefusal, openCliDatabase } from './cliDatabase';

const USAGE = `Usage: npm run import:cms -- --dataset ${[...Object.keys(CMS_DATASETS), ...Object.keys(ZIP_DATASETS)].join('|')} [--data-date YYYY-MM-DD] FILE.csv|--url URL`;

/** How many refusals are printed one by one; the rest are counted. */
const SHOWN_REFUSALS = 50;

/** `file`: a path, or with `url` the CSV's address (the report names it). */
type Arguments = { file: string; url: boolean } & ({ dataset: CmsDataset; dataDate: string | undefined } | { zips: ZipDataset; dataDate: string | null });

function readArguments(argv: string[]): Arguments {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { dataset: { type: 'string' }, 'data-date': { type: 'string' }, url: { type: 'string' } },
    allowPositionals: true,
  });
  // A file or an address, never both.
  if (!values.dataset || positionals.length + (values.url === undefined ? 0 : 1) !== 1) throw new CliRefusal(USAGE);
  const dataset = CMS_DATASETS[values.dataset];
  const zips = ZIP_DATASETS[values.dataset];
  if (!dataset && !zips) {
    const planned = PLANNED_DATASETS.includes(values.dataset);
    throw new CliRefusal(planned ? `The ${values.dataset} dataset is not read yet.\n${USAGE}` : `No dataset is called "${values.dataset}".\n${USAGE}`);
  }
  const given = values['data-date'];
  if (dataset?.dataDate && given !== undefined) {
    throw new CliRefusal(`--data-date is for files without a data date: CMS's ${dataset.key} file gives its own ("${dataset.dataDate}").`);
  }
  // The ZIP codes served carry no date, so a ZIP-code file needs none: given, it is only reported.
  if (dataset && !dataset.dataDate && given === undefined) {
    throw new CliRefusal(`CMS's ${dataset.key} file has no data date: give the month of CMS's data it holds, as --data-date YYYY-MM-DD.\n${USAGE}`);
  }
  if (given !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(given)) throw new CliRefusal(`--data-date is not a date as YYYY-MM-DD: "${given}".`);
  let dataDate: string | undefined;
  try {
    dataDate = given === undefined ? undefined : date(given, '--data-date');
  } catch (error) {
    throw new CliRefusal(`${(error as Error).message}.`);
  }
  const file = values.url ?? positionals[0]!;
  const url = values.url !== undefined;
  return zips ? { file, url, zips, dataDate: dataDate ?? null } : { file, url, dataset: dataset!, dataDate };
}

/** The report in lines: the counts, then each refusal with its line. */
export function reportLines(file: string, report: ImportReport): string[] {
  const refused = report.refusedCount ?? report.refused.length;
  const lines = refused
    ? [`${file}: nothing loaded, ${refused} ${refused === 1 ? 'row was' : 'rows were'} refused:`]
    : [
        `${file}: ${report.added} added, ${report.updated} updated, ${report.unchanged} unchanged, ${
          report.notInCatalogue === undefined ? '' : `${report.notInCatalogue} not in the catalogue, `
        }0 refused (CMS data of ${report.dataDate ?? 'no date'}).`,
      ];
  if (!report.refused.length && report.zipCodes !== undefined) {
    lines.push(`  The counts are of agencies; ${report.zipCodes} ZIP codes served were written.`);
  }
  for (const refusal of report.refused.slice(0, SHOWN_REFUSALS)) lines.push(`  line ${refusal.line}: ${refusal.reason}`);
  if (refused > SHOWN_REFUSALS) lines.push(`  … and ${refused - SHOWN_REFUSALS} more.`);
  return lines;
}

/** A file's bytes as they are read; a file that cannot be opened or read is a CliRefusal. */
async function readFileBytes(file: string): Promise<AsyncIterable<Uint8Array>> {
  const cannot = (error: NodeJS.ErrnoException) => new CliRefusal(`Cannot read ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.code === 'EISDIR' ? 'it is a folder' : error.message}.`);
  const handle = await open(file).catch((error: NodeJS.ErrnoException) => {
    throw cannot(error);
  });
  return (async function* reading() {
    try {
      yield* handle.createReadStream();
    } catch (error) {
      throw cannot(error as NodeJS.ErrnoException);
    } finally {
      await handle.close().catch(() => {});
    }
  })();
}

/**
 * Runs the import; resolves to the report (a refused file too), or throws a CliRefusal for what stops it before.
 * `progress` is told the records read so far, a batch at a time (importCms.ts).
 */
export async function importCmsFile(argv: string[], out: (line: string) => void, progress?: (records: number) => void): Promise<ImportReport> {
  const args = readArguments(argv);
  const { file } = args;
  // The file is read as it streams, never whole: a national file is hundreds of megabytes.
  const bytes = args.url
    ? await downloadCmsFile(file).catch((error: unknown) => {
        throw error instanceof DownloadRefusal ? new CliRefusal(error.message) : error;
      })
    : await readFileBytes(file);
  try {
    let load: (db: Db) => Promise<ImportReport>;
    if ('zips' in args) {
      // A ZIP-code file is read and checked before the database is opened (it is held as each agency's ZIP codes),
      // so a malformed one never waits for it.
      const read = await streamZipFile(args.zips, bytes);
      load = (db) => importZips(db, args.zips, read, args.dataDate);
    } else {
      load = (db) => importCms(db, args.dataset, bytes, { dataDate: args.dataDate, onProgress: progress });
    }
    const { database } = await openCliDatabase();
    try {
      const report = await load(database.db);
      for (const line of reportLines(file, report)) out(line);
      return report;
    } finally {
      await database.close();
    }
  } catch (error) {
    throw error instanceof DownloadRefusal ? new CliRefusal(error.message) : error;
  } finally {
    // Not read at all when the database could not be opened: the file (or the download) is closed all the same.
    await bytes[Symbol.asyncIterator]().return?.();
  }
}

/** Full garbage collections, one every this many records (see below). */
const COLLECT_EVERY = 5_000;

if (import.meta.url === `file://${process.argv[1]}`) {
  // The command's memory (at most 300 MB however long the file; `npm run bench -- --only
  // cms` measures a million rows). Beside what the import holds (a batch), the process is mostly the embedded
  // PostgreSQL: its 9 MB of WebAssembly compiled by TurboFan alone, not first by Liftoff and then again by TurboFan
  // with both kept (~45 MB less, ~2 s more to start, no slower to run); and V8 lets the garbage of batch after batch
  // grow to about four times the live heap before it collects (~70 MB), so the import collects every COLLECT_EVERY
  // records (~15 ms each). Set here, before PGlite compiles its module, for this command's process only.
  setFlagsFromString('--no-liftoff');
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  const progress = (records: number) => {
    if (records % COLLECT_EVERY === 0) collect();
    // On a terminal, every 100,000 records: a national file takes a while.
    if (process.stderr.isTTY && records % 100_000 === 0) process.stderr.write(`  ${records.toLocaleString('en-US')} rows read…\n`);
  };
  importCmsFile(process.argv.slice(2), (line) => console.log(line), progress).then(
    (report) => process.exit(report.refused.length ? 1 : 0),
    (error: unknown) => {
      if (error instanceof CliRefusal || error instanceof StartupError) console.error(error.message);
      else console.error(error);
      process.exit(1);
    },
  );
}
