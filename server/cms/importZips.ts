import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { providerServices, providerZipCodes } from '../db/schema';
import type { ZipDataset } from './cmsDataset';
import { arrayLiteral, type ImportReport } from './importCms';
import type { ZipFile } from './readZipFile';

/**
 * (provider, ZIP code) pairs per INSERT. Each insert passes two arrays (two parameters, unnested by the database)
 * rather than a VALUES list of two parameters a pair, which would be 800 statements for CMS's 400,000 rows.
 */
const PAIRS = 20_000;

/**
 * Loads a ZIP-code file (server/cms/readZipFile.ts) in one transaction: each provider of the file that `dataset.addsTo`
 * brought (found by its CCN) has its ZIP codes served replaced by the file's; the file's CCNs not in the catalogue are
 * counted. Providers the file does not name keep theirs. The counts are of providers: added (no ZIP codes before),
 * updated (others than before), unchanged. A file with any refused row loads nothing. Idempotent: the same file again
 * reports every provider unchanged. `dataDate` is the operator's, only reported: the ZIP codes carry no date.
 */
export async function importZips(db: Db, dataset: ZipDataset, file: ZipFile, dataDate: string | null = null): Promise<ImportReport> {
  if (file.refusals.length) {
    const refused = [...file.refusals].sort((a, b) => a.line - b.line);
    return { added: 0, updated: 0, unchanged: 0, refused, ...(file.refusedCount ? { refusedCount: file.refusedCount } : {}), dataDate, notInCatalogue: 0, zipCodes: 0 };
  }
  return db.transaction(async (tx) => {
    const writer = tx as unknown as Db;
    const ids = await providerIdsOf(writer, dataset, [...file.providers.keys()]);
    const before = await zipsOf(writer, [...ids.values()]);
    const added: number[] = [];
    const updated: number[] = [];
    const pairs: { ids: number[]; zips: string[] } = { ids: [], zips: [] };
    let unchanged = 0;
    for (const [ccn, { zips }] of file.providers) {
      const providerId = ids.get(ccn);
      if (providerId === undefined) continue;
      const current = before.get(providerId);
      if (current === zips.join(' ')) {
        unchanged++;
        continue;
      }
      (current === undefined ? added : updated).push(providerId);
      for (const zip of zips) {
        pairs.ids.push(providerId);
        pairs.zips.push(zip);
      }
    }
    if (updated.length) await writer.delete(providerZipCodes).where(sql`${providerZipCodes.providerId} = any(${arrayLiteral(updated)}::int[])`);
    for (let start = 0; start < pairs.ids.length; start += PAIRS) {
      await writer.execute(sql`
        insert into ${providerZipCodes} (${sql.identifier(providerZipCodes.providerId.name)}, ${sql.identifier(providerZipCodes.zip.name)})
        select * from unnest(${arrayLiteral(pairs.ids.slice(start, start + PAIRS))}::int[], ${arrayLiteral(pairs.zips.slice(start, start + PAIRS))}::text[])`);
    }
    return {
      added: added.length,
      updated: updated.length,
      unchanged,
      refused: [],
      dataDate,
      notInCatalogue: file.providers.size - ids.size,
      zipCodes: pairs.ids.length,
    };
  });
}

/** The catalogue's providers of these CCNs (kept under the dataset's service type), by CCN. */
async function providerIdsOf(db: Db, dataset: ZipDataset, ccns: string[]): Promise<Map<string, number>> {
  // CCNs are six letters or digits (cells.ts ccn): nothing to quote in the array.
  const found = await db
    .select({ ccn: providerServices.providerNumber, providerId: providerServices.providerId })
    .from(providerServices)
    .where(and(eq(providerServices.type, dataset.serviceType), sql`${providerServices.providerNumber} = any(${arrayLiteral(ccns)}::text[])`));
  return new Map(found.map(({ ccn, providerId }) => [ccn!, providerId]));
}

/** Each provider's ZIP codes served now, ascending (byte order, as JavaScript sorts them) and joined by spaces. */
async function zipsOf(db: Db, providerIds: number[]): Promise<Map<number, string>> {
  const found = await db
    .select({ providerId: providerZipCodes.providerId, zips: sql<string>`string_agg(${providerZipCodes.zip}, ' ' order by ${providerZipCodes.zip} collate "C")` })
    .from(providerZipCodes)
    .where(sql`${providerZipCodes.providerId} = any(${arrayLiteral(providerIds)}::int[])`)
    .groupBy(providerZipCodes.providerId);
  return new Map(found.map((row) => [row.providerId, row.zips]));
}
