import fastifyMultipart from '@fastify/multipart';
import { IMPORT_MAX_BYTES } from '@cuadre/shared/imports/import-columns';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { dataResponse, ZErrorEnvelope } from '@cuadre/shared/common/schemas';
import { ZClientImportQuery, ZImportResult, ZProductImportQuery } from '@cuadre/shared/imports/schemas';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TApp, TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { authOf, shopOf } from '../../lib/auth/guards';
import type { TProductEvents } from '../../lib/product-events';
import { importClients, importProducts } from './imports.service';
import { closeSheetReaders, configureSheetReaders } from './sheet-reading';
import { UPLOAD_FIELD_KEY } from '../../lib/openapi-document';

const security = [{ bearer: [] }];

const tooLarge = () =>
  new AppError(413, 'VALIDATION_ERROR', VALIDATION.importTooLarge, [VALIDATION.importTooLarge]);
const refused = (message: string) => new AppError(400, 'VALIDATION_ERROR', message, [message]);

/** Multipart's own refusals, by code: a body over a limit is never read on as if it were whole. */
function uploadProblem(error: unknown): AppError {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return refused(VALIDATION.importTooManyParts);
  }
  if (statusCode === 413) return tooLarge();
  return refused(VALIDATION.importUnreadable);
}

/** How much of an upload is read before the other requests waiting get their turn. */
const YIELD_EVERY_BYTES = 256 * 1024;

/** What a form adds around its file: its boundaries and the part's headers, with room to spare. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

/**
 * A body that says it is over the limit is answered 413 before a byte of it is parsed: Node then drops the rest
 * unread, which costs the thread next to nothing, where parsing 5 MB of it for each of a flood would not.
 */
async function refuseDeclaredTooLarge(request: FastifyRequest): Promise<void> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > IMPORT_MAX_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge();
}

/**
 * The one file of the multipart body, whole, in memory of its own (sheet-reading.ts hands that memory to the worker
 * instead of copying it), or 413 when it is over IMPORT_MAX_BYTES: the bytes are counted here and the parser's own
 * mark of a cut file checked once it ends, because the last chunk of a file cut at the limit can arrive before the
 * mark is set, and a cut file must never be imported as if it were the whole.
 */
async function uploadedFile(request: FastifyRequest): Promise<Uint8Array<ArrayBuffer>> {
  // A JSON body, or none: there is no file to read.
  if (!request.isMultipart()) throw refused(VALIDATION.importFileRequired);
  // Reading the upload is all this does: any failure is of the body the client sent, never the server's.
  try {
    const part = await request.file({ throwFileSizeLimit: false });
    if (!part) throw refused(VALIDATION.importFileRequired);
    // The declared length bounds the file: one allocation, no copies of megabytes to be collected.
    const declared = Number(request.headers['content-length']);
    let bytes = new Uint8Array(Number.isFinite(declared) ? Math.min(declared, IMPORT_MAX_BYTES) : 256 * 1024);
    let size = 0;
    let sinceYield = 0;
    for await (const chunk of part.file) {
      const piece = chunk as Buffer;
      if (size + piece.length > IMPORT_MAX_BYTES) {
        part.file.resume();
        throw tooLarge();
      }
      if (size + piece.length > bytes.length) {
        const grown = new Uint8Array(
          Math.min(Math.max(bytes.length * 2, size + piece.length), IMPORT_MAX_BYTES),
        );
        grown.set(bytes.subarray(0, size));
        bytes = grown;
      }
      bytes.set(piece, size);
      size += piece.length;
      // Chunks already received come one after another as microtasks, which no other request can get between:
      // megabytes arriving at once would hold the thread for tens of milliseconds. Every so often, let them in.
      sinceYield += piece.length;
      if (sinceYield >= YIELD_EVERY_BYTES) {
        sinceYield = 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    if (part.file.truncated) throw tooLarge();
    return bytes.subarray(0, size);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw uploadProblem(error);
  }
}

/**
 * Imports (design §15, §17): `POST /products/import` and `POST /clients/import`, a CSV or XLSX in a multipart body;
 * `dryRun=true` (the default) previews, `dryRun=false` writes all or nothing. Multipart is taken by these routes
 * only: every other body stays JSON.
 */
export function registerImportRoutes(app: TApp, ctx: TAppContext, events: TProductEvents): void {
  configureSheetReaders({ niceness: ctx.env.IMPORT_READER_NICENESS });
  app.addHook('onClose', closeSheetReaders);
  void app.register(async (plugin) => {
    const scoped = plugin.withTypeProvider<ZodTypeProvider>();
    await scoped.register(fastifyMultipart, {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    });
    const schema = <TQuery extends typeof ZProductImportQuery | typeof ZClientImportQuery>(
      summary: string,
      tag: string,
      querystring: TQuery,
    ) => ({
      tags: [tag],
      summary,
      security,
      consumes: ['multipart/form-data'],
      [UPLOAD_FIELD_KEY]: 'file',
      querystring,
      response: { 200: dataResponse(ZImportResult), 409: ZErrorEnvelope },
    });
    scoped.post(
      '/products/import',
      {
        preHandler: [ctx.guards.allowed('import'), refuseDeclaredTooLarge, ctx.heavyWork.share('import')],
        schema: schema(
          'Importar productos desde CSV o Excel (dryRun=true: vista previa; mapping: las columnas elegidas)',
          'products',
          ZProductImportQuery,
        ),
      },
      async (request) => {
        const { dryRun, mapping } = request.query;
        const file = await uploadedFile(request);
        return { data: await importProducts(ctx.db, events, authOf(request), file, dryRun, mapping) };
      },
    );
    scoped.post(
      '/clients/import',
      {
        preHandler: [ctx.guards.allowed('import'), refuseDeclaredTooLarge, ctx.heavyWork.share('import')],
        schema: schema(
          'Importar clientes desde CSV o Excel (dryRun=true: vista previa; mapping: las columnas elegidas)',
          'clients',
          ZClientImportQuery,
        ),
      },
      async (request) => {
        const { dryRun, mapping } = request.query;
        const file = await uploadedFile(request);
        return { data: await importClients(ctx.db, shopOf(request), file, dryRun, mapping) };
      },
    );
  });
}
