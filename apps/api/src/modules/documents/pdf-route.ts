import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { PAPERS } from '@cuadre/shared/schemas/documents';

/** `?paper=58|80|a4` of a document's PDF route; A4 by default. */
export const ZPaperQuery = z.object({ paper: z.enum(PAPERS).default('a4') });

// The document's bytes: the OpenAPI document says a binary string; fastify sends a Buffer as it is.
export const ZPdfBytes = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary' });

/** Answers a PDF to download under `filename`. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(pdf);
}
