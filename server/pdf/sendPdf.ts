import type { FastifyReply } from 'fastify';

/**
 * Answers with a choice record, shown in the browser's own PDF viewer, saved as choice-record.pdf (no name in it).
 * Apart from the renderer, which the routes never load: records are drawn in the pool's threads (recordPdfPool.ts).
 */
export const sendPdf = (reply: FastifyReply, pdf: Buffer) =>
  reply.type('application/pdf').header('content-disposition', 'inline; filename="choice-record.pdf"').send(pdf);
