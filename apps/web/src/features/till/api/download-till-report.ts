import { useMutation } from '@tanstack/react-query';
import type { TPaper } from '@cuadre/shared/documents/schemas';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** A Z report prints on the same papers as a receipt: 58 and 80 mm rolls and A4. */
export type TReportPaper = TPaper;

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
