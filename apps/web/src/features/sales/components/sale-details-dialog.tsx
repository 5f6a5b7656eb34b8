import { useState } from 'react';
import { ReceiptText, Undo2 } from 'lucide-react';
import { PAYMENT_METHOD_LABELS } from '@cuadre/shared/payments/constants';
import { discountLabel } from '@cuadre/shared/prices/messages';
import { formatReceiptNumber } from '@cuadre/shared/receipts/receipt';
import { formatInCurrency, formatUsd } from '@cuadre/shared/money/money';
import { shortId } from '@cuadre/shared/common/short-id';
import { LOAD_ERRORS } from '@cuadre/shared/common/messages';
import { canReceivePayment, type TSaleDetails } from '@cuadre/shared/sales/schemas';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFormatMoney } from '@/hooks/use-format-money';
import { useSaleDetails } from '../api/get-sale-details';
import { InstalmentForm } from './instalment-form';
import { ReturnForm } from './return-form';
import { RETURN_TEXTS } from './return-texts';
import { hasSomethingToReturn } from './return-lines';
import { SaleReturns } from './sale-returns';
import { Figure, ItemRow, PaymentAmount, SALE_DETAILS_TEXTS } from './sale-details-parts';
import { formatSaleDateTime, SALE_STATUS_TONES, saleStatusLabel } from './sale-details-format';
import { useSaleMoney, useSaleRateNote } from '@/hooks/use-sale-money';
import { useSeesCosts } from '@/hooks/use-sees-costs';
import { useAppStore } from '@/stores/app-store';

function SaleDetailsBody({ sale }: { sale: TSaleDetails }) {
  // The sale's own figures at the rate it remembers (design §10); what is still owed at today's.
  const formatMoney = useSaleMoney(sale);
  const seesCosts = useSeesCosts();
  const formatToday = useFormatMoney();
  const rateNote = useSaleRateNote(sale);
  const [isReturning, setReturning] = useState(false);
  // Who sold it (decision record 029), when it was someone else: an owner alone never sees the line.
  const myId = useAppStore((state) => state.user?.id);
  const soldBySomeoneElse = sale.memberId !== undefined && sale.memberId !== myId;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span>{formatSaleDateTime(sale.createdAt)}</span>
        <span>
          Cliente: <span className="font-medium">{sale.client?.name ?? SALE_DETAILS_TEXTS.noClient}</span>
        </span>
        {sale.sellerName && <span>Vendedor: {sale.sellerName}</span>}
        {soldBySomeoneElse && (
          <span>
            {SALE_DETAILS_TEXTS.soldBy}:{' '}
            <span className="font-medium">{sale.memberName ?? SALE_DETAILS_TEXTS.removedMember}</span>
          </span>
        )}
        <span>
          {SALE_DETAILS_TEXTS.till}:{' '}
          {/* The till open when the sale was made (design §11); its report, or the live till while it is open. */}
          {sale.cashSessionId ? (
            <Link
              to={paths.dashboard.tillReport(sale.cashSessionId)}
              className="font-medium text-teal-800 underline underline-offset-2 dark:text-teal-300"
            >
              {SALE_DETAILS_TEXTS.seeTill}
            </Link>
          ) : (
            <span className="font-medium">{SALE_DETAILS_TEXTS.withoutTill}</span>
          )}
        </span>
        <Badge tone={SALE_STATUS_TONES[sale.status]}>{saleStatusLabel(sale.status)}</Badge>
      </div>
      <Link
        to={paths.dashboard.saleReceipt(sale.id)}
        className={buttonClasses({ variant: 'secondary', className: 'w-full sm:w-auto' })}
      >
        <ReceiptText aria-hidden="true" className="size-4" />
        {SALE_DETAILS_TEXTS.seeReceipt} N° {formatReceiptNumber(sale.receiptNumber)}
      </Link>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Total" value={formatMoney(sale.total)} emphasis />
        <Figure label="Pagado" value={formatMoney(sale.totalPaid)} />
        <Figure label="Saldo pendiente" value={formatToday(sale.balance)} />
        {seesCosts && <Figure label="Ganancia total" value={formatMoney(sale.totalProfit)} />}
        {/* Charged on dollars on top of the total (design §10): in the dollars it was paid in, never revenue. */}
        {sale.igtfTotal > 0 && <Figure label={SALE_DETAILS_TEXTS.igtf} value={formatUsd(sale.igtfTotal)} />}
        {/* Decision records 031 and 032: what the discounts took off, and the IVA inside the total. */}
        {sale.discountTotal > 0 && (
          <Figure label="Descuentos" value={`−${formatMoney(sale.discountTotal)}`} />
        )}
        {sale.taxTotal > 0 && <Figure label="IVA" value={formatMoney(sale.taxTotal)} />}
        {sale.change && (
          <Figure
            label={SALE_DETAILS_TEXTS.change}
            value={formatInCurrency(sale.change.amount, sale.change.currency)}
          />
        )}
      </dl>
      {rateNote && (
        <p className="text-xs text-slate-600 dark:text-slate-300">
          Montos de esta venta en bolívares {rateNote}
          {sale.balance > 0 && '; el saldo pendiente, a la tasa de hoy'}.
        </p>
      )}

      <section aria-labelledby="sale-details-items">
        <h3 id="sale-details-items" className="font-semibold">
          {SALE_DETAILS_TEXTS.items}
        </h3>
        {sale.priceListName && (
          <p className="text-sm text-slate-600 dark:text-slate-300">Precios: {sale.priceListName}</p>
        )}
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {sale.items.map((item) => (
            <ItemRow key={item.id} item={item} formatMoney={formatMoney} />
          ))}
        </ul>
        {sale.discounts.length > 0 && (
          <ul
            aria-label="Descuentos"
            className="mt-1 space-y-1 text-sm text-emerald-800 dark:text-emerald-300"
          >
            {sale.discounts.map((discount) => (
              <li key={discount.line ?? 'sale'} className="flex justify-between gap-3">
                <span className="min-w-0">
                  {discountLabel(discount.kind, discount.value, discount.reason)}
                  {discount.line !== null && ` · ${sale.items[discount.line]?.name ?? ''}`}
                </span>
                <span className="tabular-nums">−{formatMoney(discount.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="sale-details-payments">
        <h3 id="sale-details-payments" className="font-semibold">
          {SALE_DETAILS_TEXTS.payments}
        </h3>
        {sale.payments.length === 0 ? (
          <p className="py-2 text-sm text-slate-600 dark:text-slate-300">{SALE_DETAILS_TEXTS.noPayments}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {sale.payments.map((payment) => (
              <li
                key={payment.id}
                className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm"
              >
                <span>
                  <span className="font-medium">{PAYMENT_METHOD_LABELS[payment.method]}</span>
                  {' · '}
                  {formatSaleDateTime(payment.createdAt)}
                  {payment.referenceNumber && ` · Ref. ${payment.referenceNumber}`}
                </span>
                <PaymentAmount payment={payment} formatMoney={formatMoney} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <SaleReturns returns={sale.returns} formatMoney={formatMoney} />

      {isReturning ? (
        <ReturnForm sale={sale} onDone={() => setReturning(false)} />
      ) : (
        hasSomethingToReturn(sale) && (
          <Button variant="secondary" className="w-full sm:w-auto" onClick={() => setReturning(true)}>
            <Undo2 aria-hidden="true" className="size-4" />
            {RETURN_TEXTS.open}
          </Button>
        )
      )}

      {canReceivePayment(sale) && <InstalmentForm key={sale.id} saleId={sale.id} balance={sale.balance} />}
    </div>
  );
}

type TSaleDetailsDialogProps = {
  /** The sale to show; null keeps the dialog closed. */
  saleId: string | null;
  onClose: () => void;
};

/**
 * The sale details dialog of the sales history (spec §2): items with profit, payments and instalments, and the
 * sale's returns with the form to record one (design §13).
 */
export function SaleDetailsDialog({ saleId, onClose }: TSaleDetailsDialogProps) {
  const details = useSaleDetails(saleId);
  let body;
  if (details.isPending) {
    body = (
      <div className="flex justify-center py-10 text-teal-700 dark:text-teal-400">
        <Spinner size="lg" label="Cargando detalles..." />
      </div>
    );
  } else if (details.isError) {
    body = (
      <ErrorState
        message={LOAD_ERRORS.saleDetails}
        onRetry={() => void details.refetch()}
        isRetrying={details.isRefetching}
      />
    );
  } else {
    body = <SaleDetailsBody key={details.data.data.id} sale={details.data.data} />;
  }
  return (
    <Dialog
      open={saleId !== null}
      onClose={onClose}
      size="lg"
      title={SALE_DETAILS_TEXTS.title}
      description={saleId ? `Venta #${shortId(saleId)}` : undefined}
    >
      {body}
    </Dialog>
  );
}
