import { useMutation } from '@tanstack/react-query';
import type { TSalesBookFormat } from '@cuadre/shared/exports/constants';
import { salesBookFileName } from '@cuadre/shared/exports/export-files';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /exports/sales-book.{xlsx|csv|pdf}?month=YYYY-MM, saved as a file; answers its name. */
export async function downloadSalesBook({
  month,
  format,
}: {
  month: string;
  format: TSalesBookFormat;
}): Promise<string> {
  const blob = await api.getBlob(`/exports/sales-book.${format}`, { params: { month } });
  const fileName = salesBookFileName(month, format);
  saveFile(blob, fileName);
  return fileName;
}

export function useDownloadSalesBook() {
  return useMutation({ mutationFn: downloadSalesBook });
}
