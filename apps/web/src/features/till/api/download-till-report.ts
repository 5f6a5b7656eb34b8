import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export type TReportPaper = '80' | 'a4';

/** GET /cash-sessions/{id}/report.pdf, saved as a file (the route needs the bearer token). */
export async function downloadTillReport({
  sessionId,
  paper,
}: {
  sessionId: string;
  paper: TReportPaper;
}): Promise<void> {
  const blob = await api.getBlob(`/cash-sessions/${encodeURIComponent(sessionId)}/report.pdf`, {
    params: { paper },
    headers: { Accept: 'application/pdf' },
  });
  saveFile(blob, `reporte-z-${sessionId.slice(0, 8)}.pdf`);
}

export function useDownloadTillReport() {
  return useMutation({ mutationFn: downloadTillReport });
}
