import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { z } from 'zod';
import { PAPERS } from '@cuadre/shared/documents/schemas';
import { downloadBytes } from '../../lib/openapi-document';

/** `?paper=58|80|a4` of a document's PDF route; A4 by default. */
export const ZPaperQuery = z.object({ paper: z.enum(PAPERS).default('a4') });

// The document's bytes: the OpenAPI document says a binary application/pdf; fastify sends a Buffer as it is.
export const ZPdfBytes = downloadBytes<Buffer>('application/pdf', (value) => Buffer.isBuffer(value));

/**
 * A document is one shop's sales and clients, and a public receipt stops opening the moment its link is revoked
 * or its seller suspended: no browser, proxy or shared device may keep a copy to show later.
 */
const NO_STORE = 'no-store';

/**
 * `onRequest` of a document's JSON route (a receipt, a statement): set before the handler runs, so its refusals
 * (a 404 for a revoked link) are not kept either.
 */
export function noStore(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  void reply.header('cache-control', NO_STORE);
  done();
}

/** Answers a PDF to download under `filename`. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', NO_STORE)
    .send(pdf);
}
