import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TImportResult } from '@cuadre/shared/imports/schemas';
import { api } from './api-client';

/**
 * POST a spreadsheet to an import route (design §17: `/products/import`, `/clients/import`), a preview or for real,
 * with the columns the seller chose (field → the file's column, null: none), if any.
 */
export async function uploadImport(
  path: string,
  file: File,
  dryRun: boolean,
  mapping?: Record<string, number | null>,
): Promise<TImportResult> {
  const form = new FormData();
  form.append('file', file);
  const answer = await api.post<TDataResponse<TImportResult>>(path, form, {
    params: { dryRun: String(dryRun), ...(mapping ? { mapping: JSON.stringify(mapping) } : {}) },
  });
  return answer.data;
}
