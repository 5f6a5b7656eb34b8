import { PublicLinkPanel } from '@/components/ui/public-link-panel';
import { useRevokeReceiptLink } from '../api/receipt-link';

export const RECEIPT_LINK_TEXTS = {
  title: 'Enlace público del recibo',
  hint: 'Quien tenga este enlace puede ver el recibo sin iniciar sesión.',
  confirm: '¿Desactivar el enlace? Quien lo tenga ya no podrá abrir el recibo.',
  revokeError: 'No se pudo desactivar el enlace.',
} as const;

/** The sale's active public link (`/r/…`): to copy or to revoke. */
export function ReceiptLinkPanel({ saleId, url }: { saleId: string; url: string }) {
  return <PublicLinkPanel url={url} texts={RECEIPT_LINK_TEXTS} revoke={useRevokeReceiptLink(saleId)} />;
}
