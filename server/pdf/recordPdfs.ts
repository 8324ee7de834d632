import { and, eq } from 'drizzle-orm';
import type { ChoiceRecord } from '../../src/contract/choiceRecord';
import type { Language } from '../../src/contract/language';
import { sha256 } from '../auth/secrets';
import type { Db } from '../db/client';
import { choiceRecordPdfs } from '../db/schema';
import { busy, type RecordPdfPool } from './recordPdfPool';

/**
 * The version of the PDF's layout (server/domain/choiceRecordPdf.ts): raise it when the layout changes, so records
 * stored before are rendered again rather than served in the old one.
 */
const LAYOUT_VERSION = 5;

/** A record's PDF, and the name it is saved under. */
export interface RecordPdf {
  pdf: Buffer;
  fileName: string;
}

/**
 * `choice-record-<record id>-<yyyy-mm-dd>.pdf`: the record's id (its patient's) and the day it says it was generated,
 * in the zone its times are written in. No name, birth date or MRN: the file is saved and attached where those are
 * not wanted, and its name shows in download lists and file managers.
 */
export function recordFileName(recordId: number, generatedAt: number, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(generatedAt * 1000));
  return `choice-record-${recordId}-${day}.pdf`;
}

export interface RecordPdfs {
  /**
   * The patient's choice record as a PDF in `language` (English, the chart's, by default): the stored one when its
   * content is unchanged, else rendered once and stored. `build` makes the record; it is not called when the PDF
   * could only be refused (503 Busy).
   */
  pdfOf(patientId: number, build: () => Promise<ChoiceRecord>, language?: Language): Promise<RecordPdf>;
}

export function createRecordPdfs(db: Db, pool: RecordPdfPool): RecordPdfs {
  /** Renders under way in this server, by digest: twenty downloads of one new record wait for one render. */
  const rendering = new Map<string, Promise<RecordPdf>>();

  async function renderAndStore(patientId: number, language: Language, digest: string, record: ChoiceRecord): Promise<RecordPdf> {
    const pdf = await pool.render(record, language);
    // Stored as the moment the PDF prints ("Generated: …"), which names the file it is downloaded as.
    const renderedAt = new Date(record.generatedAt * 1000);
    await db
      .insert(choiceRecordPdfs)
      .values({ patientId, language, digest, pdf, renderedAt })
      .onConflictDoUpdate({ target: [choiceRecordPdfs.patientId, choiceRecordPdfs.language], set: { digest, pdf, renderedAt } });
    return { pdf, fileName: recordFileName(patientId, record.generatedAt, record.timeZone) };
  }

  const storedCopy = (patientId: number, language: Language) => and(eq(choiceRecordPdfs.patientId, patientId), eq(choiceRecordPdfs.language, language));

  async function hasStoredPdf(patientId: number, language: Language): Promise<boolean> {
    const [stored] = await db.select({ patientId: choiceRecordPdfs.patientId }).from(choiceRecordPdfs).where(storedCopy(patientId, language));
    return stored !== undefined;
  }

  return {
    async pdfOf(patientId, build, language = 'en') {
      // A record takes tens of milliseconds of the event loop to build from the embedded database: while the render
      // queue is full, one never rendered before is refused without being built for nothing.
      if (pool.full() && !(await hasStoredPdf(patientId, language))) throw busy();
      const record = await build();
      // "Generated: …" is the moment of the render the PDF was made by, so the content is the record without it.
      const { generatedAt: _generatedAt, ...content } = record;
      const digest = sha256(JSON.stringify([LAYOUT_VERSION, language, content]));
      const [stored] = await db
        .select({ pdf: choiceRecordPdfs.pdf, renderedAt: choiceRecordPdfs.renderedAt })
        .from(choiceRecordPdfs)
        .where(and(storedCopy(patientId, language), eq(choiceRecordPdfs.digest, digest)));
      if (stored) return { pdf: stored.pdf, fileName: recordFileName(patientId, Math.floor(stored.renderedAt.getTime() / 1000), record.timeZone) };
      let pdf = rendering.get(digest);
      if (!pdf) {
        pdf = renderAndStore(patientId, language, digest, record).finally(() => rendering.delete(digest));
        rendering.set(digest, pdf);
      }
      return pdf;
    },
  };
}
