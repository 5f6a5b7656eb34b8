import { useMutation } from '@tanstack/react-query';
import type { TExportFormat, TExportKind } from '@cuadre/shared/exports/constants';
import { exportFileName } from '@cuadre/shared/exports/export-files';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export type TExportRequest = {
  kind: TExportKind;
  format: TExportFormat;
  /** 'YYYY-MM-DD', both days included; '' or absent: no bound. */
  from?: string;
  to?: string;
};

/**
 * GET /exports/{kind}.{csv|xlsx}?from=&to=, saved under the name the server gives it (the route needs the bearer
 * token, so it is fetched, then saved). Answers that name.
 */
export async function downloadExport({ kind, format, from, to }: TExportRequest): Promise<string> {
  const blob = await api.getBlob(`/exports/${kind}.${format}`, { params: { from, to } });
  const fileName = exportFileName(kind, format, { from: from || undefined, to: to || undefined });
  saveFile(blob, fileName);
  return fileName;
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
