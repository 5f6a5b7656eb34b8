import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { serverMessageOr } from '@cuadre/shared/common/error-messages';
import { REPORT_TEXTS } from '@cuadre/shared/reports/messages';
import type { TReportPeriod } from '@cuadre/shared/reports/period';
import { whatsAppShareUrl } from '@cuadre/shared/text/whatsapp';
import { Button } from '@/components/ui/button';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { FormError } from '@/components/ui/field';
import { isApiError } from '@/lib/api-client';
import { canShareFiles, sharePdf } from '@/lib/web-share';
import { fetchReportFile, REPORT_FORMATS, useDownloadReport, type TReportFile } from '../api/download-report';

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
      const outcome = await sharePdf(blob, fileName);
      if (outcome === 'failed') setShareProblem(true);
    } catch {
      setShareProblem(true);
    }
  };
  return (
    <div className="grid gap-2">
      <DownloadButtons
        formats={REPORT_FORMATS}
        groupLabel={REPORT_TEXTS.download}
        labelOf={REPORT_TEXTS.downloadAs}
        busy={download.isPending ? download.variables.format : null}
        onDownload={(format) => download.mutate({ report, format, period })}
      >
        <Button variant="secondary" size="sm" onClick={() => void shareReport()}>
          <Share2 aria-hidden="true" className="size-4" />
          {REPORT_TEXTS.share}
        </Button>
      </DownloadButtons>
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
