import { useMutation } from '@tanstack/react-query';
import { statementFileName } from '@cuadre/shared/clients/client-statement';
import type { TPaper } from '@cuadre/shared/documents/schemas';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /clients/{id}/statement.pdf, saved as a file (the route needs the bearer token). */
export async function downloadClientStatement({
  clientId,
  clientName,
  paper = 'a4',
}: {
  clientId: string;
  clientName: string;
  paper?: TPaper;
}): Promise<void> {
  const blob = await api.getBlob(`/clients/${encodeURIComponent(clientId)}/statement.pdf`, {
    params: { paper },
    headers: { Accept: 'application/pdf' },
  });
  saveFile(blob, statementFileName(clientName));
}

export function useDownloadClientStatement() {
  return useMutation({ mutationFn: downloadClientStatement });
}
