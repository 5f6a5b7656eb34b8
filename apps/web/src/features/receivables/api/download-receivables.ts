import { useMutation } from '@tanstack/react-query';
import { receivablesFileName } from '@cuadre/shared/exports/export-files';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export const RECEIVABLES_FORMATS = ['xlsx', 'csv', 'pdf'] as const;
export type TReceivablesFormat = (typeof RECEIVABLES_FORMATS)[number];

/**
 * GET /reports/receivables.{xlsx|csv|pdf}?asOf=, saved under the name the server gives it (the route needs the
 * bearer token, so it is fetched, then saved). Answers that name.
 */
export async function downloadReceivables({
  format,
  asOf,
}: {
  format: TReceivablesFormat;
  asOf: string;
}): Promise<string> {
  const blob = await api.getBlob(`/reports/receivables.${format}`, { params: { asOf } });
  const fileName = receivablesFileName(asOf, format);
  saveFile(blob, fileName);
  return fileName;
}

export function useDownloadReceivables() {
  return useMutation({ mutationFn: downloadReceivables });
}
