import { useMutation } from '@tanstack/react-query';
import { todayInZone } from '@cuadre/shared/common/dates';
import { allDataFileName } from '@cuadre/shared/exports/export-files';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /exports/all.zip: a CSV of every kind, all dates, saved as one ZIP; answers its name. */
export async function downloadAllData({ timeZone }: { timeZone: string }): Promise<string> {
  const blob = await api.getBlob('/exports/all.zip');
  const fileName = allDataFileName(todayInZone(timeZone));
  saveFile(blob, fileName);
  return fileName;
}

export function useDownloadAllData() {
  return useMutation({ mutationFn: downloadAllData });
}
