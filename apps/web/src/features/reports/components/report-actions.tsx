import { Download, Share2 } from 'lucide-react';
import { useState } from 'react';
import { serverMessageOr } from '@cuadre/shared/common/error-messages';
import { REPORT_TEXTS } from '@cuadre/shared/reports/messages';
import type { TReportPeriod } from '@cuadre/shared/reports/period';
import { whatsAppShareUrl } from '@cuadre/shared/text/whatsapp';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { isApiError } from '@/lib/api-client';
import { canShareFiles, share } from '@/lib/web-share';
import {
  fetchReportFile,
  REPORT_FORMATS,
  useDownloadReport,
  type TReportFile,
  type TReportFormat,
} from '../api/download-report';

const FORMAT_LABELS: Record<TReportFormat, string> = { xlsx: 'XLSX', csv: 'CSV', pdf: 'PDF' };

/**
 * The report of the period as XLSX, CSV or PDF, and "Compartir": the PDF through the phone's share sheet (to
 * WhatsApp or anywhere), or, where a browser cannot share a file, the report's text in WhatsApp.
 */
export function ReportActions({
  report,
  period,
  text,
}: {
  report: TReportFile;
  period: TReportPeriod;
  /** What WhatsApp receives when the PDF cannot be shared: the report's layout as text. */
  text: string;
}) {
  const download = useDownloadReport();
  const [shareProblem, setShareProblem] = useState(false);
  const shareReport = async () => {
    setShareProblem(false);
    if (!canShareFiles()) {
      window.open(whatsAppShareUrl(text), '_blank', 'noopener,noreferrer');
      return;
    }
    try {
      const { blob, fileName } = await fetchReportFile(report, 'pdf', period);
      const outcome = await share({ files: [new File([blob], fileName, { type: 'application/pdf' })] });
      if (outcome === 'failed') setShareProblem(true);
    } catch {
      setShareProblem(true);
    }
  };
  return (
    <div className="grid gap-2">
      <div role="group" aria-label={REPORT_TEXTS.download} className="flex flex-wrap gap-2">
        {REPORT_FORMATS.map((format) => {
          const isBusy = download.isPending && download.variables.format === format;
          return (
            <Button
              key={format}
              variant="secondary"
              size="sm"
              aria-label={REPORT_TEXTS.downloadAs(FORMAT_LABELS[format])}
              disabled={download.isPending}
              isLoading={isBusy}
              onClick={() => download.mutate({ report, format, period })}
            >
              {!isBusy && <Download aria-hidden="true" className="size-4" />}
              {FORMAT_LABELS[format]}
            </Button>
          );
        })}
        <Button variant="secondary" size="sm" onClick={() => void shareReport()}>
          <Share2 aria-hidden="true" className="size-4" />
          {REPORT_TEXTS.share}
        </Button>
      </div>
      {download.isError && (
        <FormError
          message={serverMessageOr(
            isApiError(download.error) ? download.error : {},
            REPORT_TEXTS.downloadFailed,
          )}
        />
      )}
      {shareProblem && <FormError message={REPORT_TEXTS.shareFailed} />}
      {download.isSuccess && (
        <p role="status" className="text-sm text-green-800 dark:text-green-300">
          {REPORT_TEXTS.saved(download.data)}
        </p>
      )}
    </div>
  );
}
