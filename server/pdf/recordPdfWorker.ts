import { Piscina } from 'piscina';
import type { ChoiceRecord } from '../../src/contract/choiceRecord';
import { recordClock, renderChoiceRecordPdf } from '../domain/choiceRecordPdf';

export interface RenderTask {
  record: ChoiceRecord;
  /** The IANA time zone the record's times are shown in: the server's, which the worker may not share. */
  timeZone: string;
}

/** Runs in a worker thread of the pool (recordPdfPool.ts): a long record takes seconds, off the server's event loop. */
export default async function renderInWorker({ record, timeZone }: RenderTask) {
  const pdf = await renderChoiceRecordPdf(record, recordClock(timeZone));
  const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  // Handed over, not copied: a record of hundreds of pages is megabytes.
  return Piscina.move(pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? bytes : bytes.slice());
}
