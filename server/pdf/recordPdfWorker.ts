import { Piscina } from 'piscina';
import type { ChoiceRecord } from '../../src/contract/choiceRecord';
import type { Language } from '../../src/contract/language';
import { renderChoiceRecordPdf } from '../domain/choiceRecordPdf';

export interface RenderTask {
  /** Its times are written in its own zone (`record.timeZone`, the hospital's). */
  record: ChoiceRecord;
  /** The copy's language: English for the chart, the family's for its copy. */
  language: Language;
}

/** Runs in a worker thread of the pool (recordPdfPool.ts): a long record takes seconds, off the server's event loop. */
export default async function renderInWorker({ record, language }: RenderTask) {
  const pdf = await renderChoiceRecordPdf(record, { language });
  const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  // Handed over, not copied: a record of hundreds of pages is megabytes.
  return Piscina.move(pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? bytes : bytes.slice());
}
