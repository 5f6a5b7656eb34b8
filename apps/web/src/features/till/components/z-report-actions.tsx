import { Download, MessageCircle, Printer } from 'lucide-react';
import toast from 'react-hot-toast';
import { serverMessageOr } from '@cuadre/shared/common/error-messages';
import { PAPERS } from '@cuadre/shared/documents/schemas';
import { buildTillReportText } from '@cuadre/shared/till/till-report-text';
import { whatsAppShareUrl } from '@cuadre/shared/text/whatsapp';
import type { TCashSession } from '@cuadre/shared/till/schemas';
import { PaperSelect } from '@/components/print/paper-select';
import { Button, buttonClasses } from '@/components/ui/button';
import { useSellerTimeZone } from '@/hooks/use-seller-time-zone';
import { isApiError } from '@/lib/api-client';
import { useDownloadTillReport, type TReportPaper } from '../api/download-till-report';

/** Imprimir (58 mm, 80 mm or A4), Compartir por WhatsApp and Descargar PDF for a session's report. */
export function ZReportActions({
  session,
  shopName,
  paper,
  onPaperChange,
}: {
  session: TCashSession;
  shopName: string;
  paper: TReportPaper;
  onPaperChange: (paper: TReportPaper) => void;
}) {
  const timeZone = useSellerTimeZone();
  const download = useDownloadTillReport();
  const text = buildTillReportText(session, { shopName, timeZone });

  return (
    <div className="grid gap-3 print:hidden">
      <PaperSelect papers={PAPERS} value={paper} onChange={onPaperChange} />
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Imprimir
        </Button>
        <a
          href={whatsAppShareUrl(text)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary' })}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          Compartir por WhatsApp
        </a>
        <Button
          variant="secondary"
          isLoading={download.isPending}
          onClick={() =>
            download.mutate(
              { sessionId: session.id, paper },
              {
                onError: (error) =>
                  toast.error(
                    serverMessageOr(isApiError(error) ? error : {}, 'No se pudo descargar el PDF.'),
                  ),
              },
            )
          }
        >
          {!download.isPending && <Download aria-hidden="true" className="size-4" />}
          {download.isPending ? 'Descargando...' : 'Descargar PDF'}
        </Button>
      </div>
    </div>
  );
}
