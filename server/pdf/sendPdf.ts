import type { FastifyReply, FastifyRequest } from 'fastify';
import { literal, object, optional } from 'superstruct';
import { parseInput } from '../errors';
import type { RecordPdf } from './recordPdfs';

/** `?download=1`: the record saved as a file ('Download PDF'); without it, shown in the browser's own viewer. */
const PdfQuery = object({ download: optional(literal('1')) });

/** Whether a request for a record's PDF asks to save it: read before the record is made, so bad input costs nothing. */
export const wantsDownload = (request: FastifyRequest) => parseInput(PdfQuery, request.query).download === '1';

/**
 * Answers with a choice record under its file name (recordPdfs.ts). Apart from the renderer, which the routes never
 * load: records are drawn in the pool's threads.
 */
export const sendPdf = (reply: FastifyReply, { pdf, fileName }: RecordPdf, download: boolean) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${fileName}"`)
    .send(pdf);
