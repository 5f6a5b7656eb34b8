import type { TImportResult } from '@cuadre/shared/imports/schemas';
import type { TSeededUser } from './seed';
import type { TTestContext } from './test-app';

/** A multipart body with one file, as a browser's FormData sends it. */
export function multipartFile(file: Buffer, filename: string) {
  const boundary = `----cuadre${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * POST /api/{products|clients}/import as the import dialog sends it: the file, a preview or for real, and the
 * columns the seller chose (`mapping`), if any.
 */
export async function uploadImport(
  ctx: TTestContext,
  seller: TSeededUser,
  what: 'products' | 'clients',
  file: Buffer | string,
  options: { dryRun: boolean; mapping?: Record<string, number | null>; filename?: string },
) {
  const body = multipartFile(
    typeof file === 'string' ? Buffer.from(file) : file,
    options.filename ?? 'archivo.csv',
  );
  const query = new URLSearchParams({ dryRun: String(options.dryRun) });
  if (options.mapping) query.set('mapping', JSON.stringify(options.mapping));
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/${what}/import?${query.toString()}`,
    headers: { ...seller.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  return {
    status: response.statusCode,
    body: response.json<{ data: TImportResult; message: string; errors: string[] }>(),
  };
}
