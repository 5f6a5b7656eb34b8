import { Download } from 'lucide-react';
import { serverMessageOr } from '@cuadre/shared/common/error-messages';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { isApiError } from '@/lib/api-client';
import {
  RECEIVABLES_FORMATS,
  useDownloadReceivables,
  type TReceivablesFormat,
} from '../api/download-receivables';
import { RECEIVABLES_TEXTS } from './receivables-texts';

const FORMAT_LABELS: Record<TReceivablesFormat, string> = { xlsx: 'XLSX', csv: 'CSV', pdf: 'PDF' };

/** The report as the screen shows it (the same day), as Excel, CSV or PDF, for the accountant or the files. */
export function ReceivablesDownloads({ asOf }: { asOf: string | undefined }) {
  const download = useDownloadReceivables();
  return (
    <div className="grid gap-2">
      <div role="group" aria-label={RECEIVABLES_TEXTS.download} className="flex flex-wrap gap-2">
        {RECEIVABLES_FORMATS.map((format) => {
          const isBusy = download.isPending && download.variables.format === format;
          return (
            <Button
              key={format}
              variant="secondary"
              size="sm"
              aria-label={RECEIVABLES_TEXTS.downloadAs(FORMAT_LABELS[format])}
              disabled={!asOf || download.isPending}
              isLoading={isBusy}
              onClick={() => asOf && download.mutate({ format, asOf })}
            >
              {!isBusy && <Download aria-hidden="true" className="size-4" />}
              {FORMAT_LABELS[format]}
            </Button>
          );
        })}
      </div>
      {download.isError && (
        <FormError
          message={serverMessageOr(
            isApiError(download.error) ? download.error : {},
            RECEIVABLES_TEXTS.downloadFailed,
          )}
        />
      )}
      {download.isSuccess && (
        <p role="status" className="text-sm text-green-800 dark:text-green-300">
          {RECEIVABLES_TEXTS.saved(download.data)}
        </p>
      )}
    </div>
  );
}
