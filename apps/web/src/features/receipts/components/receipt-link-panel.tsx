import { useState } from 'react';
import { Copy, Link2Off } from 'lucide-react';
import toast from 'react-hot-toast';
import { serverMessageOr } from '@cuadre/shared/common/error-messages';
import { linkReachWarning } from '@cuadre/shared/receipts/link-reach';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useRevokeReceiptLink } from '../api/receipt-link';

export const RECEIPT_LINK_TEXTS = {
  title: 'Enlace público del recibo',
  hint: 'Quien tenga este enlace puede ver el recibo sin iniciar sesión.',
  copy: 'Copiar enlace',
  copied: 'Enlace copiado',
  revoke: 'Desactivar enlace',
  confirm: '¿Desactivar el enlace? Quien lo tenga ya no podrá abrir el recibo.',
  confirmYes: 'Sí, desactivar',
  cancel: 'Cancelar',
  revokeError: 'No se pudo desactivar el enlace.',
} as const;

/**
 * The active public link: to copy, or to revoke after a second tap that says what revoking does. A link on a
 * local address (the server's APP_URL unset) is said not to open on the customer's phone before it is sent.
 */
export function ReceiptLinkPanel({ saleId, url }: { saleId: string; url: string }) {
  const revoke = useRevokeReceiptLink(saleId);
  const [isConfirming, setIsConfirming] = useState(false);
  const reachWarning = linkReachWarning(url);

  return (
    <section
      aria-label={RECEIPT_LINK_TEXTS.title}
      className="grid gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <h2 className="text-sm font-semibold">{RECEIPT_LINK_TEXTS.title}</h2>
      <p className="text-xs text-slate-600 dark:text-slate-400">{RECEIPT_LINK_TEXTS.hint}</p>
      <Input readOnly value={url} aria-label={RECEIPT_LINK_TEXTS.title} onFocus={(e) => e.target.select()} />
      {reachWarning && (
        <p role="alert" className="text-sm font-medium text-amber-800 dark:text-amber-300">
          {reachWarning}
        </p>
      )}
      {isConfirming ? (
        <div role="group" aria-label={RECEIPT_LINK_TEXTS.revoke} className="grid gap-2">
          <p className="text-sm">{RECEIPT_LINK_TEXTS.confirm}</p>
          <div className="grid gap-2 sm:flex">
            <Button
              variant="danger"
              isLoading={revoke.isPending}
              onClick={() =>
                revoke.mutate(undefined, {
                  onSuccess: (answer) => {
                    setIsConfirming(false);
                    toast.success(answer.data.message);
                  },
                  onError: (error) =>
                    toast.error(
                      serverMessageOr(isApiError(error) ? error : {}, RECEIPT_LINK_TEXTS.revokeError),
                    ),
                })
              }
            >
              {RECEIPT_LINK_TEXTS.confirmYes}
            </Button>
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>
              {RECEIPT_LINK_TEXTS.cancel}
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-2 sm:flex">
          <Button
            variant="secondary"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(url)
                .then(() => toast.success(RECEIPT_LINK_TEXTS.copied))
                .catch(() => undefined)
            }
          >
            <Copy aria-hidden="true" className="size-4" />
            {RECEIPT_LINK_TEXTS.copy}
          </Button>
          <Button variant="secondary" onClick={() => setIsConfirming(true)}>
            <Link2Off aria-hidden="true" className="size-4" />
            {RECEIPT_LINK_TEXTS.revoke}
          </Button>
        </div>
      )}
    </section>
  );
}
