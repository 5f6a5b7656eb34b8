import fastifyMultipart from '@fastify/multipart';
import { IMPORT_MAX_BYTES } from '@cuadre/shared/imports/import-columns';
import { VALIDATION } from '@cuadre/shared/messages';
import { dataResponse, ZErrorEnvelope } from '@cuadre/shared/schemas/common';
import { ZImportQuery, ZImportResult } from '@cuadre/shared/schemas/imports';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TApp, TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { authOf } from '../../lib/auth/guards';
import type { TProductEvents } from '../products/products.service';
import { importClients, importProducts } from './imports.service';

const security = [{ bearer: [] }];

/** The one file of the multipart body, whole: an import reads it all before writing anything. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  // A JSON body, or none: there is no file to read.
  if (!request.isMultipart()) {
    throw new AppError(400, 'VALIDATION_ERROR', VALIDATION.importFileRequired, [
      VALIDATION.importFileRequired,
    ]);
  }
  // Reading the upload is all this does: any failure is of the body the client sent — a file over the limit, or a
  // multipart body that is not one (a boundary and then anything) — never the server's.
  try {
    const part = await request.file();
    if (!part)
      throw new AppError(400, 'VALIDATION_ERROR', VALIDATION.importFileRequired, [
        VALIDATION.importFileRequired,
      ]);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE' || statusCode === 413) {
      throw new AppError(413, 'VALIDATION_ERROR', VALIDATION.importTooLarge, [VALIDATION.importTooLarge]);
    }
    throw new AppError(400, 'VALIDATION_ERROR', VALIDATION.importUnreadable, [VALIDATION.importUnreadable]);
  }
}

/**
 * Imports (design §15, §17): `POST /products/import` and `POST /clients/import`, a CSV or XLSX in a multipart body;
 * `dryRun=true` (the default) previews, `dryRun=false` writes all or nothing. Multipart is taken by these routes
 * only: every other body stays JSON.
 */
export function registerImportRoutes(app: TApp, ctx: TAppContext, events: TProductEvents): void {
  void app.register(async (plugin) => {
    const scoped = plugin.withTypeProvider<ZodTypeProvider>();
    await scoped.register(fastifyMultipart, {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    });
    const schema = (summary: string, tag: string) => ({
      tags: [tag],
      summary,
      security,
      consumes: ['multipart/form-data'],
      querystring: ZImportQuery,
      response: { 200: dataResponse(ZImportResult), 409: ZErrorEnvelope },
    });
    scoped.post(
      '/products/import',
      {
        preHandler: ctx.guards.requireSeller,
        schema: schema('Importar productos desde CSV o Excel (dryRun=true: vista previa)', 'products'),
      },
      async (request) => {
        const { dryRun } = request.query;
        const file = await uploadedFile(request);
        return { data: await importProducts(ctx.db, events, authOf(request).id, file, dryRun) };
      },
    );
    scoped.post(
      '/clients/import',
      {
        preHandler: ctx.guards.requireSeller,
        schema: schema('Importar clientes desde CSV o Excel (dryRun=true: vista previa)', 'clients'),
      },
      async (request) => {
        const { dryRun } = request.query;
        const file = await uploadedFile(request);
        return { data: await importClients(ctx.db, authOf(request).id, file, dryRun) };
      },
    );
  });
}
