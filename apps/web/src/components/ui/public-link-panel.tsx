import { useState } from 'react';
import { Copy, Link2Off } from 'lucide-react';
import toast from 'react-hot-toast';
import { serverMessageOr } from '@cuadre/shared/common/error-messages';
import { linkReachWarning } from '@cuadre/shared/receipts/link-reach';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';

/** What a public link's panel says: the document is named in each text (a receipt, a client's statement). */
export type TPublicLinkTexts = {
  title: string;
  hint: string;
  confirm: string;
  revokeError: string;
};

const COMMON_TEXTS = {
  copy: 'Copiar enlace',
  copied: 'Enlace copiado',
  revoke: 'Desactivar enlace',
  confirmYes: 'Sí, desactivar',
  cancel: 'Cancelar',
} as const;

/** The revocation a panel runs: a mutation that answers the server's message. */
type TRevoke = {
  isPending: boolean;
  mutate: (
    input: undefined,
    handlers: { onSuccess: (answer: { data: { message: string } }) => void; onError: (error: Error) => void },
  ) => void;
};

/**
 * A document's active public link (a receipt's `/r/…`, a client's statement `/e/…`): to copy, or to revoke after a
 * second tap that says what revoking does. A link on a local address (the server's APP_URL unset) is said not to
 * open on the customer's phone before it is sent.
 */
export function PublicLinkPanel({
  url,
  texts,
  revoke,
  onRevoked,
}: {
  url: string;
  texts: TPublicLinkTexts;
  revoke: TRevoke;
  onRevoked?: () => void;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  const reachWarning = linkReachWarning(url);

  return (
    <section
      aria-label={texts.title}
      className="grid min-w-0 gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <h2 className="text-sm font-semibold">{texts.title}</h2>
      <p className="text-xs text-slate-600 dark:text-slate-400">{texts.hint}</p>
      <Input readOnly value={url} aria-label={texts.title} onFocus={(e) => e.target.select()} />
      {reachWarning && (
        <p role="alert" className="text-sm font-medium text-amber-800 dark:text-amber-300">
          {reachWarning}
        </p>
      )}
      {isConfirming ? (
        <div role="group" aria-label={COMMON_TEXTS.revoke} className="grid gap-2">
          <p className="text-sm">{texts.confirm}</p>
          <div className="grid gap-2 sm:flex">
            <Button
              variant="danger"
              isLoading={revoke.isPending}
              onClick={() =>
                revoke.mutate(undefined, {
                  onSuccess: (answer) => {
                    setIsConfirming(false);
                    toast.success(answer.data.message);
                    onRevoked?.();
                  },
                  onError: (error) =>
                    toast.error(serverMessageOr(isApiError(error) ? error : {}, texts.revokeError)),
                })
              }
            >
              {COMMON_TEXTS.confirmYes}
            </Button>
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>
              {COMMON_TEXTS.cancel}
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
                .then(() => toast.success(COMMON_TEXTS.copied))
                .catch(() => undefined)
            }
          >
            <Copy aria-hidden="true" className="size-4" />
            {COMMON_TEXTS.copy}
          </Button>
          <Button variant="secondary" onClick={() => setIsConfirming(true)}>
            <Link2Off aria-hidden="true" className="size-4" />
            {COMMON_TEXTS.revoke}
          </Button>
        </div>
      )}
    </section>
  );
}
