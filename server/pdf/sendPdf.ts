import type { FastifyReply, FastifyRequest } from 'fastify';
import { literal, object, optional } from 'superstruct';
import { Language } from '../../src/contract/language';
import { parseInput } from '../errors';
import type { RecordPdf } from './recordPdfs';

/**
 * `?download=1`: the record saved as a file ('Download PDF'); without it, shown in the browser's own viewer.
 * `?lang=es`: the copy in that language (the family's); without it, the caller's default.
 */
const PdfQuery = object({ download: optional(literal('1')), lang: optional(Language) });

export interface PdfRequest {
  download: boolean;
  language: Language | undefined;
}

/** What a request for a record's PDF asks for: read before the record is made, so bad input costs nothing. */
export function pdfRequest(request: FastifyRequest): PdfRequest {
  const query = parseInput(PdfQuery, request.query);
  return { download: query.download === '1', language: query.lang };
}

/**
 * Answers with a choice record under its file name (recordPdfs.ts). Apart from the renderer, which the routes never
 * load: records are drawn in the pool's threads.
 */
export const sendPdf = (reply: FastifyReply, { pdf, fileName }: RecordPdf, download: boolean) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${fileName}"`)
    .send(pdf);
