import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_CONTENT_TYPES } from '@cuadre/shared/exports/constants';
import { createTestContext, type TTestContext } from '../test-app';

// A client generated from GET /api/docs/json must work: the document is valid OpenAPI by an independent validator,
// every operation has its own operationId, a download says its real media type, an upload its multipart form.

interface TMedia {
  schema?: { type?: string; format?: string; $ref?: string };
}
interface TOperation {
  operationId?: string;
  requestBody?: {
    content?: Record<string, TMedia & { schema?: { properties?: Record<string, TMedia['schema']> } }>;
  };
  responses: Record<string, { content?: Record<string, TMedia> }>;
}
type TDocument = { openapi: string; paths: Record<string, Record<string, TOperation>> };

let ctx: TTestContext;
let document: TDocument;
beforeAll(async () => {
  ctx = await createTestContext();
  const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json<TDocument>();
});
afterAll(() => ctx.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
  );
const successMediaTypes = (operation: TOperation) => Object.keys(operation.responses['200']?.content ?? {});

describe('GET /api/docs/json', () => {
  it('is a valid OpenAPI document by an independent validator', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('names every operation with an operationId of its own', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/sales/{id}/receipt.pdf']?.get?.operationId).toBe('getApiSalesByIdReceiptPdf');
  });

  it('declares each download under its real media type, and no binary body as JSON', () => {
    const declared = (path: string) => successMediaTypes(document.paths[path]?.get ?? { responses: {} });
    expect(declared('/api/sales/{id}/receipt.pdf')).toEqual(['application/pdf']);
    expect(declared('/api/clients/{id}/statement.pdf')).toEqual(['application/pdf']);
    expect(declared('/api/cash-sessions/{id}/report.pdf')).toEqual(['application/pdf']);
    expect(declared('/api/exports/sales.csv')).toEqual(['text/csv']);
    expect(declared('/api/exports/sales-book.xlsx')).toEqual([EXPORT_CONTENT_TYPES.xlsx]);
    expect(declared('/api/exports/all.zip')).toEqual(['application/zip']);
    const binaryAsJson = operations().filter(({ operation }) =>
      Object.values(operation.responses).some(
        (response) => response.content?.['application/json']?.schema?.format === 'binary',
      ),
    );
    expect(binaryAsJson.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('declares the imports as a multipart form with one file', () => {
    for (const path of ['/api/products/import', '/api/clients/import']) {
      const body = document.paths[path]?.post?.requestBody?.content?.['multipart/form-data'];
      expect(body?.schema?.properties?.file, path).toEqual({ type: 'string', format: 'binary' });
    }
  });
});
