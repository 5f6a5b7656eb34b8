import { useMutation } from '@tanstack/react-query';
import { Download, MessageCircle, Printer, Share2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { serverMessageOr } from '@cuadre/shared/common/error-messages';
import { whatsAppShareUrl } from '@cuadre/shared/text/whatsapp';
import { PAPERS, type TPaper } from '@cuadre/shared/documents/schemas';
import { PaperSelect } from '@/components/print/paper-select';
import { Button, buttonClasses } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { openPendingTab } from '@/lib/pending-tab';
import { canShareFiles, sharePdf } from '@/lib/web-share';
import type { TShownReceipt } from '../api/get-receipt';
import { useShareReceiptLink } from '../api/receipt-link';
import { receiptFileName } from '@cuadre/shared/receipts/receipt';
import { fetchReceiptPdf } from '../api/receipt-pdf';
import { receiptPdfPath, type TReceiptSource } from '../api/receipt-source';
import { ThermalPrintButton } from '../thermal/thermal-print-button';
import { ReceiptLinkPanel } from './receipt-link-panel';

export const RECEIPT_TEXTS = {
  print: 'Imprimir',
  download: 'Descargar PDF',
  downloading: 'Descargando...',
  downloadError: 'No se pudo descargar el PDF.',
  whatsApp: 'Compartir por WhatsApp',
  shareFile: 'Enviar PDF',
  shareError: 'No se pudo compartir el recibo.',
  linkError: 'No se pudo crear el enlace del recibo.',
  linkLine: (url: string) => `Ver recibo: ${url}`,
} as const;

function failed(fallback: string) {
  return (error: unknown) => toast.error(serverMessageOr(isApiError(error) ? error : {}, fallback));
}

/** The text WhatsApp carries: the receipt's summary and, where there is one, the link to the receipt itself. */
function whatsAppText(receipt: TShownReceipt, url: string | null): string {
  return url ? `${receipt.shareText}\n${RECEIPT_TEXTS.linkLine(url)}` : receipt.shareText;
}

/**
 * Paper, Imprimir, Descargar PDF, Compartir por WhatsApp (with the public link), Enviar PDF where the share sheet
 * takes files, and the thermal printer where the browser reaches one. The admin only prints.
 */
export function ReceiptActions({
  source,
  receipt,
  paper,
  onPaperChange,
}: {
  source: TReceiptSource;
  receipt: TShownReceipt;
  paper: TPaper;
  onPaperChange: (paper: TPaper) => void;
}) {
  const hasPdf = receiptPdfPath(source) !== null;
  const download = useMutation({
    mutationFn: async () =>
      saveFile(await fetchReceiptPdf(source, paper), receiptFileName(receipt.receiptNumber)),
    onError: failed(RECEIPT_TEXTS.downloadError),
  });
  const sendFile = useMutation({
    mutationFn: async () => {
      const pdf = await fetchReceiptPdf(source, paper);
      const outcome = await sharePdf(pdf, receiptFileName(receipt.receiptNumber), {
        title: `Recibo ${receipt.receiptNumber}`,
        text: receipt.shareText,
      });
      if (outcome === 'failed') throw new Error(RECEIPT_TEXTS.shareError);
    },
    onError: failed(RECEIPT_TEXTS.shareError),
  });

  return (
    <div className="grid gap-3 print:hidden">
      <PaperSelect papers={PAPERS} value={paper} onChange={onPaperChange} />
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {RECEIPT_TEXTS.print}
        </Button>
        {source.kind !== 'admin' && <ThermalPrintButton blocks={receipt.blocks} paper={paper} />}
        {hasPdf && (
          <Button variant="secondary" isLoading={download.isPending} onClick={() => download.mutate()}>
            {!download.isPending && <Download aria-hidden="true" className="size-4" />}
            {download.isPending ? RECEIPT_TEXTS.downloading : RECEIPT_TEXTS.download}
          </Button>
        )}
        {source.kind === 'seller' && <SellerWhatsApp saleId={source.saleId} receipt={receipt} />}
        {source.kind === 'public' && (
          <a
            href={whatsAppShareUrl(whatsAppText(receipt, window.location.href))}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'secondary' })}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {RECEIPT_TEXTS.whatsApp}
          </a>
        )}
        {hasPdf && canShareFiles() && (
          <Button variant="secondary" isLoading={sendFile.isPending} onClick={() => sendFile.mutate()}>
            {!sendFile.isPending && <Share2 aria-hidden="true" className="size-4" />}
            {RECEIPT_TEXTS.shareFile}
          </Button>
        )}
      </div>
      {source.kind === 'seller' && receipt.link && (
        <ReceiptLinkPanel saleId={source.saleId} url={receipt.link.url} />
      )}
    </div>
  );
}

/**
 * The seller's WhatsApp share: with the link already made it is a plain link; otherwise the tap makes the link
 * first, in a window opened during the tap so no popup blocker stops it.
 */
function SellerWhatsApp({ saleId, receipt }: { saleId: string; receipt: TShownReceipt }) {
  const shareLink = useShareReceiptLink(saleId);
  const className = buttonClasses({ variant: 'secondary' });
  const label = (
    <>
      <MessageCircle aria-hidden="true" className="size-4" />
      {RECEIPT_TEXTS.whatsApp}
    </>
  );
  if (receipt.link) {
    return (
      <a
        href={whatsAppShareUrl(whatsAppText(receipt, receipt.link.url))}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
      >
        {label}
      </a>
    );
  }
  return (
    <Button
      variant="secondary"
      isLoading={shareLink.isPending}
      onClick={() => {
        const target = openPendingTab();
        shareLink.mutate(undefined, {
          onSuccess: (url) => target.go(whatsAppShareUrl(whatsAppText(receipt, url))),
          onError: (error) => {
            target.close();
            failed(RECEIPT_TEXTS.linkError)(error);
          },
        });
      }}
    >
      {label}
    </Button>
  );
}
