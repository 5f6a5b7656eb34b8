import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

// What GET /api/docs/json says beyond the routes' zod schemas, so that a client generated from it works: every
// operation has an operationId, a download says its real media type, an upload says it is a multipart form.

/** Marks a response schema's bytes with their media type; `declareMediaTypes` moves them under it. */
const MEDIA_TYPE_KEY = 'x-media-type';
/** Marks an operation that takes one file in a multipart form, under this field name. */
export const UPLOAD_FIELD_KEY = 'x-upload-field';

/** The bytes of a download of `mediaType` (the body is a Buffer or a stream, sent as it is). */
export function downloadBytes<T>(mediaType: string, isBody: (value: unknown) => boolean) {
  return z
    .custom<T>(isBody)
    .meta({ type: 'string', format: 'binary', [MEDIA_TYPE_KEY]: mediaType.split(';')[0] });
}

/** "GET /api/sales/:id/receipt.pdf" → "getApiSalesByIdReceiptPdf": unique per method and path, stable. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]?.toUpperCase() + word.slice(1))].join('');
}

/** The zod transform, then an operationId for each operation that does not name its own. */
export const documentTransform: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const schema = (transformed.schema ?? {}) as Record<string, unknown>;
  if (schema.hide === true || typeof schema.operationId === 'string') return transformed;
  const method = Array.isArray(input.route.method) ? input.route.method[0] : input.route.method;
  return {
    ...transformed,
    schema: { ...schema, operationId: operationIdOf(String(method), transformed.url) },
  };
};

type TSchema = Record<string, unknown>;
interface TOperation {
  responses?: Record<string, { content?: Record<string, { schema?: TSchema }> }>;
  requestBody?: unknown;
  [UPLOAD_FIELD_KEY]?: string;
}
export interface TOpenApiObject {
  paths?: Record<string, Record<string, TOperation>>;
}

/**
 * Downloads under their media type (application/pdf, text/csv, the XLSX and ZIP types) instead of the default
 * application/json, and uploads as a multipart form with their file field. Mutates the document.
 */
export function declareMediaTypes(document: TOpenApiObject): void {
  for (const byMethod of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(byMethod)) {
      for (const response of Object.values(operation.responses ?? {})) {
        const content = response.content;
        if (!content) continue;
        for (const [mediaType, media] of Object.entries(content)) {
          const declared = media.schema?.[MEDIA_TYPE_KEY];
          if (typeof declared !== 'string') continue;
          const { [MEDIA_TYPE_KEY]: _marker, ...schema } = media.schema ?? {};
          delete content[mediaType];
          content[declared] = { schema };
        }
      }
      const field = operation[UPLOAD_FIELD_KEY];
      if (typeof field === 'string') {
        delete operation[UPLOAD_FIELD_KEY];
        operation.requestBody = {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: [field],
                properties: { [field]: { type: 'string', format: 'binary' } },
              },
            },
          },
        };
      }
    }
  }
}

/** Runs `transform` on the document, then declares its media types. */
export function withMediaTypes(transform: SwaggerTransformObject): SwaggerTransformObject {
  return (document) => {
    const transformed = transform(document);
    declareMediaTypes(transformed as TOpenApiObject);
    return transformed;
  };
}
