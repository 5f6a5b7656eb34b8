import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { CheckCircle2, MessageCircle, Share2 } from 'lucide-react';
import { OPEN_ACCOUNT_STATUS_LABELS } from '@cuadre/shared/open-accounts/constants';
import { PAYMENT_METHOD_LABELS } from '@cuadre/shared/payments/constants';
import { SALE_STATUS_LABELS } from '@cuadre/shared/sales/constants';
import { multiplyMoney } from '@cuadre/shared/money/money';
import { pricePer } from '@cuadre/shared/stock/quantity';
import { receiptNumberLabel } from '@cuadre/shared/receipts/receipt';
import { shortId } from '@cuadre/shared/common/short-id';
import { SHARE_MESSAGES } from '@cuadre/shared/open-accounts/messages';
import type { TOpenAccount, TOpenAccountSale } from '@cuadre/shared/open-accounts/schemas';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCurrencySettings, useFormatMoney } from '@/hooks/use-format-money';
import { useCheckAndCloseAccount } from '../api/check-and-close-account';
import { DueDateBadge } from './due-date-badge';
import { formatAccountDate } from './format-account';
import { paymentAsHandedOver, useSaleMoney, useSaleRateNote } from '@/hooks/use-sale-money';
import { accountPaidText } from '@cuadre/shared/open-accounts/share-text';
import { whatsAppShareUrl } from '@cuadre/shared/text/whatsapp';
import { canUseWebShare, share } from '@/lib/web-share';
import { quantityText } from '@/lib/quantity';
import { accountShareText } from './share-account';

export const ACCOUNT_CARD_TEXTS = {
  verify: 'Verificar',
  verifying: 'Verificando...',
  share: 'Compartir',
  shareChoice: (clientName: string) => `Compartir la cuenta de ${clientName}`,
  shareSummary: 'Compartir resumen',
  whatsApp: 'Enviar resumen por WhatsApp',
  shareTitle: 'Resumen de cuenta',
  items: 'Productos',
  payments: 'Abonos',
  noPayments: 'Sin abonos',
} as const;

function AccountSale({ sale }: { sale: TOpenAccountSale }) {
  // The sale's own amounts at the rate it remembers (design §10).
  const formatMoney = useSaleMoney(sale);
  const rateNote = useSaleRateNote(sale);
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          <span className="font-semibold tabular-nums">Venta {receiptNumberLabel(sale.receiptNumber)}</span>
          <span className="text-slate-600 dark:text-slate-300">
            {' '}
            · <span className="font-mono">#{shortId(sale.id)}</span> · {formatAccountDate(sale.createdAt)}
          </span>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold tabular-nums" title={rateNote ?? undefined}>
            {formatMoney(sale.total)}
          </span>
          <Badge tone={sale.status === 'PAID' ? 'success' : 'warning'}>
            {SALE_STATUS_LABELS[sale.status]}
          </Badge>
          {sale.status === 'PENDING' && sale.dueDate && <DueDateBadge dueDate={sale.dueDate} />}
        </div>
      </div>
      {rateNote && <p className="text-xs text-slate-600 dark:text-slate-300">{rateNote}</p>}
      <h4 className="sr-only">{ACCOUNT_CARD_TEXTS.items}</h4>
      <ul className="mt-2 space-y-1 text-sm">
        {sale.items.map((item) => (
          <li key={item.id} className="flex flex-wrap justify-between gap-x-3">
            <span>
              {item.name}{' '}
              <span className="text-slate-600 dark:text-slate-300">
                × {quantityText(item.quantity, item.unit)}
              </span>
            </span>
            <span className="tabular-nums">
              {formatMoney(multiplyMoney(item.price, item.quantity))}{' '}
              <span className="text-slate-600 dark:text-slate-300">
                ({formatMoney(item.price)} {pricePer(item.unit)})
              </span>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-2 border-t border-slate-200 pt-2 text-sm dark:border-slate-700">
        <h4 className="font-medium">{ACCOUNT_CARD_TEXTS.payments}</h4>
        {sale.payments.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">{ACCOUNT_CARD_TEXTS.noPayments}</p>
        ) : (
          <ul className="space-y-1">
            {sale.payments.map((payment) => (
              <li key={payment.id} className="flex flex-wrap justify-between gap-x-3">
                <span>
                  {PAYMENT_METHOD_LABELS[payment.method]}
                  <span className="text-slate-600 dark:text-slate-300">
                    {' '}
                    · {formatAccountDate(payment.createdAt)}
                  </span>
                </span>
                <span className="tabular-nums">{paymentAsHandedOver(payment, formatMoney)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/**
 * Every way to send an account, behind its one 'Compartir' (spec §2): the summary through the phone's share
 * sheet where there is one, the summary by WhatsApp, and what the page adds for the client (its statement as a
 * PDF or by WhatsApp, the debt reminder). Four buttons side by side on each card crowded a 360 px phone.
 */
function AccountShareDialog({
  account,
  summary,
  clientActions,
  open,
  onClose,
}: {
  account: TOpenAccount;
  summary: string;
  clientActions?: ReactNode;
  open: boolean;
  onClose: () => void;
}) {
  const name = account.client.name;

  async function handleShare() {
    const outcome = await share({ title: ACCOUNT_CARD_TEXTS.shareTitle, text: summary });
    if (outcome === 'unsupported') toast.error(SHARE_MESSAGES.unsupported);
    else if (outcome === 'failed') toast.error(SHARE_MESSAGES.failed);
  }

  return (
    <Dialog open={open} onClose={onClose} size="sm" title={ACCOUNT_CARD_TEXTS.shareChoice(name)}>
      <div className="grid gap-2">
        {canUseWebShare() && (
          <Button
            variant="secondary"
            className="justify-start"
            onClick={() => void handleShare()}
            aria-label={`${ACCOUNT_CARD_TEXTS.share} el resumen de ${name}`}
          >
            <Share2 aria-hidden="true" className="size-4" />
            {ACCOUNT_CARD_TEXTS.shareSummary}
          </Button>
        )}
        <a
          href={whatsAppShareUrl(summary)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary', className: 'justify-start' })}
          aria-label={`Enviar por WhatsApp: resumen de ${name}`}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {ACCOUNT_CARD_TEXTS.whatsApp}
        </a>
        {clientActions}
      </div>
    </Dialog>
  );
}

/**
 * One account (spec §2 Open accounts): header figures, 'Verificar' while OPEN, 'Compartir', and its sales.
 * `clientActions`: what the page adds for the client (its statement and reminder, from the clients feature),
 * offered with the summary behind 'Compartir'.
 */
export function OpenAccountCard({
  account,
  clientActions,
}: {
  account: TOpenAccount;
  clientActions?: ReactNode;
}) {
  const formatMoney = useFormatMoney();
  const checkAndClose = useCheckAndCloseAccount();
  const isOpen = account.status === 'OPEN';
  const headingId = `account-${account.id}`;
  const currency = useCurrencySettings();
  const summary = accountShareText(account, currency);
  const bolivaresRate = currency.mode === 'VES' && currency.rate !== null ? currency.rate : null;
  const [isShareOpen, setShareOpen] = useState(false);

  function handleVerify() {
    checkAndClose.mutate(account.id, {
      onSuccess: ({ data }) => (data.closed ? toast.success(data.message) : toast(data.message)),
      onError: (error) => toast.error(error.message),
    });
  }

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words">
            {account.client.name}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Abierta el {formatAccountDate(account.createdAt)} ·{' '}
            <span className="font-mono">#{shortId(account.id)}</span>
          </p>
        </div>
        <Badge tone={isOpen ? 'warning' : 'success'}>{OPEN_ACCOUNT_STATUS_LABELS[account.status]}</Badge>
      </header>

      {/* min-w-0 and break-words: an amount in bolívares wraps inside its box on a phone. */}
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        <div className="min-w-0 rounded-lg bg-slate-100 px-3 py-2 dark:bg-slate-800">
          <dt className="text-xs text-slate-600 dark:text-slate-300">Total comprado</dt>
          <dd className="font-semibold break-words tabular-nums">{formatMoney(account.totalAmount)}</dd>
        </div>
        <div className="min-w-0 rounded-lg bg-slate-100 px-3 py-2 dark:bg-slate-800">
          <dt className="text-xs text-slate-600 dark:text-slate-300">Total pagado</dt>
          <dd className="font-semibold break-words tabular-nums">
            {accountPaidText(account, bolivaresRate, formatMoney)}
          </dd>
        </div>
        <div className="min-w-0 rounded-lg bg-slate-100 px-3 py-2 dark:bg-slate-800">
          <dt className="text-xs text-slate-600 dark:text-slate-300">Total adeudado</dt>
          <dd className="font-bold break-words tabular-nums">{formatMoney(account.totalOwed)}</dd>
        </div>
      </dl>

      <div className="mt-3 flex flex-wrap gap-2">
        {isOpen && (
          <Button
            size="sm"
            onClick={handleVerify}
            isLoading={checkAndClose.isPending}
            aria-label={`${ACCOUNT_CARD_TEXTS.verify} la cuenta de ${account.client.name}`}
          >
            {!checkAndClose.isPending && <CheckCircle2 aria-hidden="true" className="size-4" />}
            {checkAndClose.isPending ? ACCOUNT_CARD_TEXTS.verifying : ACCOUNT_CARD_TEXTS.verify}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          aria-haspopup="dialog"
          onClick={() => setShareOpen(true)}
          aria-label={ACCOUNT_CARD_TEXTS.shareChoice(account.client.name)}
        >
          <Share2 aria-hidden="true" className="size-4" />
          {ACCOUNT_CARD_TEXTS.share}
        </Button>
      </div>
      <AccountShareDialog
        account={account}
        summary={summary}
        clientActions={clientActions}
        open={isShareOpen}
        onClose={() => setShareOpen(false)}
      />

      <section className="mt-4" aria-label={`Ventas de ${account.client.name}`}>
        <h3 className="mb-2 text-sm font-semibold">Ventas ({account.sales.length})</h3>
        <ul className="space-y-2">
          {account.sales.map((sale) => (
            <AccountSale key={sale.id} sale={sale} />
          ))}
        </ul>
      </section>
    </article>
  );
}
