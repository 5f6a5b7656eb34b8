import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { TPaymentCurrency, TPaymentMethod } from '@cuadre/shared/payments/constants';
import { formatUsd, formatVes, toCents, usdToVes } from '@cuadre/shared/money/money';
import type { TSaleReturnRequestInput } from '@cuadre/shared/returns/schemas';
import { canReceivePayment, type TSaleDetails } from '@cuadre/shared/sales/schemas';
import { Button } from '@/components/ui/button';
import { canUseDollarRate, useCurrencySettings } from '@/hooks/use-format-money';
import { useSaleMoney } from '@/hooks/use-sale-money';
import { useAppStore } from '@/stores/app-store';
import { useCreateReturn } from '../api/create-return';
import { useRetryKey } from '../hooks/use-retry-key';
import { MoneyBackChoice, ReturnRestockField, type TMoneyBack } from './return-form-parts';
import { ReturnLineRow } from './return-line-row';
import { returnableLines, returnValueUsd } from './return-lines';
import { returnRefund } from './return-refund';
import { refundMethods, ReturnRefundFields } from './return-refund-fields';
import { RETURN_TEXTS } from './return-texts';
import { SendFailure } from './send-failure';

type TReturnFormProps = {
  sale: TSaleDetails;
  /** After the return is recorded, or on Cancelar. */
  onDone: () => void;
};

/**
 * A return from the sale's details (design §13): how many of each line come back (never more than sold less
 * already returned), whether they go back on the shelf, and how the money goes back — a refund in a method and
 * currency, prefilled with what the lines were sold for (bolívares at the sale's rate, as the server counts them)
 * and never above it, or a credit that takes their value off a PENDING sale's balance. The server checks the
 * same rules under the sale's lock; the form only keeps a seller from asking for what it would refuse.
 */
export function ReturnForm({ sale, onDone }: TReturnFormProps) {
  const formatSaleMoney = useSaleMoney(sale);
  const { mode, rate: todayRate } = useCurrencySettings();
  const user = useAppStore((state) => state.user);
  const createReturn = useCreateReturn();
  // Bolívares go back at the sale's rate; a sale made before sales remembered one, at today's (the server's rule).
  const saleRate = sale.exchangeRate ?? todayRate;
  const hasBolivars = canUseDollarRate(user) && saleRate !== null;
  const canCredit = canReceivePayment(sale);

  const lines = returnableLines(sale);
  // Undefined while a weighed line's field is empty, NaN while it cannot be read (see ReturnLineRow).
  const [quantities, setQuantities] = useState<Record<string, number | undefined>>({});
  const [isRestocked, setRestocked] = useState(true);
  const [moneyBack, setMoneyBack] = useState<TMoneyBack>('refund');
  const [chosenCurrency, setCurrency] = useState<TPaymentCurrency>(mode);
  const currency: TPaymentCurrency = hasBolivars ? chosenCurrency : 'USD';
  const [method, setMethod] = useState<TPaymentMethod>('CASH');
  // What the seller typed over the prefilled value; choosing other lines or another currency drops it, so the
  // field never keeps an amount meant for something else.
  const [typed, setTyped] = useState<{ amount: number | undefined } | null>(null);
  const [isFailed, setFailed] = useState(false);
  const retryKey = useRetryKey();
  const errorId = useId();

  const chosen = lines
    .map(({ item }) => ({ item, quantity: quantities[item.id] ?? 0 }))
    .filter(({ quantity }) => quantity > 0);
  // A weighed quantity that cannot be read ("1.250") says why under its line: nothing is sent until it is fixed.
  const hasUnreadable = Object.values(quantities).some((quantity) => Number.isNaN(quantity));
  const valueUsd = returnValueUsd(chosen.map(({ item, quantity }) => ({ price: item.price, quantity })));
  const valueVes = hasBolivars ? usdToVes(valueUsd, saleRate) : null;
  // The server's rule: what the sale still owes is settled first, and money goes back only up to what it took in.
  const refund = returnRefund({
    sale,
    valueUsd,
    hasChosen: chosen.length > 0,
    currency,
    rate: saleRate,
    typed,
  });
  const { amount, refundUsd, refundableInCurrency, isAboveValue } = refund;
  const formatInRefundCurrency = (value: number) =>
    currency === 'VES' ? formatVes(value) : formatUsd(value);
  const isCreditAboveBalance = moneyBack === 'credit' && toCents(valueUsd) > toCents(sale.balance);
  const canSubmit =
    chosen.length > 0 &&
    !hasUnreadable &&
    (moneyBack === 'credit' ? canCredit && !isCreditAboveBalance : refund.isReady);

  function changeQuantity(itemId: string, quantity: number | undefined) {
    setQuantities((current) => ({ ...current, [itemId]: quantity }));
    setTyped(null);
    setFailed(false);
  }

  function changeCurrency(next: TPaymentCurrency) {
    setCurrency(next);
    setTyped(null);
    setFailed(false);
    if (!refundMethods(next).includes(method)) setMethod(refundMethods(next)[0] ?? 'CASH');
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit || createReturn.isPending) return;
    const payload: TSaleReturnRequestInput = {
      lines: chosen.map(({ item, quantity }) => ({ saleItemId: item.id, quantity })),
      restock: isRestocked,
      refund:
        moneyBack === 'credit' || amount === undefined ? { credit: true } : { method, currency, amount },
    };
    setFailed(false);
    createReturn
      .mutateAsync({ saleId: sale.id, payload, idempotencyKey: retryKey.keyFor(payload) })
      .then(() => {
        retryKey.forget();
        toast.success(RETURN_TEXTS.success);
        onDone();
      })
      .catch(() => setFailed(true));
  }

  const isPending = createReturn.isPending;

  return (
    <form
      onSubmit={handleSubmit}
      aria-label={RETURN_TEXTS.title}
      className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      noValidate
    >
      <h3 className="font-semibold">{RETURN_TEXTS.title}</h3>
      <fieldset>
        <legend className="text-sm font-medium">{RETURN_TEXTS.lines}</legend>
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {lines.map((line) => (
            <ReturnLineRow
              key={line.item.id}
              line={line}
              quantity={quantities[line.item.id]}
              onChange={(quantity) => changeQuantity(line.item.id, quantity)}
              formatMoney={formatSaleMoney}
              disabled={isPending}
            />
          ))}
        </ul>
      </fieldset>

      <ReturnRestockField
        isRestocked={isRestocked}
        onChange={(next) => {
          setRestocked(next);
          setFailed(false);
        }}
        disabled={isPending}
      />

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{RETURN_TEXTS.moneyBack}</legend>
        {canCredit && (
          <MoneyBackChoice
            value={moneyBack}
            onChange={(next) => {
              setMoneyBack(next);
              setFailed(false);
            }}
            disabled={isPending}
          />
        )}
        {moneyBack === 'refund' && refund.hasNothingToRefund ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {RETURN_TEXTS.nothingToRefund}
          </p>
        ) : moneyBack === 'refund' ? (
          <ReturnRefundFields
            currency={currency}
            canRefundInBolivars={hasBolivars}
            onCurrencyChange={changeCurrency}
            method={method}
            onMethodChange={(next) => {
              setMethod(next);
              setFailed(false);
            }}
            amount={amount}
            onAmountChange={(next) => {
              setTyped({ amount: next });
              setFailed(false);
            }}
            amountError={
              isAboveValue
                ? (refund.isLimitedByDebt ? RETURN_TEXTS.aboveReceived : RETURN_TEXTS.aboveValue)(
                    formatInRefundCurrency(refundableInCurrency),
                  )
                : undefined
            }
            countsFor={(typedAmount) =>
              typedAmount > 0 && !isAboveValue && refundUsd !== null
                ? RETURN_TEXTS.countsFor(formatUsd(refundUsd))
                : undefined
            }
            disabled={isPending}
            note={refund.credit > 0 ? RETURN_TEXTS.creditFirst(formatUsd(refund.credit)) : undefined}
          />
        ) : isCreditAboveBalance ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {RETURN_TEXTS.creditAboveBalance(formatUsd(valueUsd), formatUsd(sale.balance))}
          </p>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {RETURN_TEXTS.creditNote(formatUsd(sale.balance))}
          </p>
        )}
      </fieldset>

      <dl className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-lg bg-slate-100 px-3 py-2 dark:bg-slate-800">
        <dt className="text-sm">{RETURN_TEXTS.total}</dt>
        <dd className="min-w-0 text-right font-bold break-words tabular-nums" aria-live="polite">
          {formatUsd(valueUsd)}
          {valueVes !== null && <span className="block text-sm font-semibold">{formatVes(valueVes)}</span>}
        </dd>
      </dl>
      {chosen.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">{RETURN_TEXTS.nothingChosen}</p>
      )}

      {isFailed && <SendFailure id={errorId} title={RETURN_TEXTS.error} error={createReturn.error} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isPending}>
          {RETURN_TEXTS.cancel}
        </Button>
        <Button
          type="submit"
          disabled={!canSubmit}
          isLoading={isPending}
          aria-describedby={isFailed ? errorId : undefined}
        >
          {isPending ? RETURN_TEXTS.submitting : RETURN_TEXTS.submit}
        </Button>
      </div>
    </form>
  );
}
