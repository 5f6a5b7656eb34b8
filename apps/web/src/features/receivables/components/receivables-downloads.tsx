import { serverMessageOr } from '@cuadre/shared/common/error-messages';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { FormError } from '@/components/ui/field';
import { isApiError } from '@/lib/api-client';
import { RECEIVABLES_FORMATS, useDownloadReceivables } from '../api/download-receivables';
import { RECEIVABLES_TEXTS } from './receivables-texts';

/** The report as the screen shows it (the same day), as Excel, CSV or PDF, for the accountant or the files. */
export function ReceivablesDownloads({ asOf }: { asOf: string | undefined }) {
  const download = useDownloadReceivables();
  return (
    <div className="grid gap-2">
      <DownloadButtons
        formats={RECEIVABLES_FORMATS}
        groupLabel={RECEIVABLES_TEXTS.download}
        labelOf={RECEIVABLES_TEXTS.downloadAs}
        busy={download.isPending ? download.variables.format : null}
        disabled={!asOf}
        onDownload={(format) => asOf && download.mutate({ format, asOf })}
      />
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
