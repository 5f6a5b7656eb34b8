import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import {
  DOLLAR_PAYLOAD_METHODS,
  methodsTaking,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS_WITH_REFERENCE,
  type TPaymentCurrency,
  type TPaymentMethod,
} from '@cuadre/shared/payments/constants';
import {
  formatRateInFull,
  formatUsd,
  formatVes,
  fromCents,
  toCents,
  usdToVes,
} from '@cuadre/shared/money/money';
import { paymentUsdAmount } from '@cuadre/shared/money/payment-currency';
import { igtfLabel, igtfOnPayment } from '@cuadre/shared/payments/igtf';
import { DOLLAR_RATE_MESSAGES } from '@cuadre/shared/dollar-rate/messages';
import { PAYMENT_MESSAGES } from '@cuadre/shared/payments/messages';
import { instalmentAmountToSend } from '@cuadre/shared/payments/schemas';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { canUseDollarRate, useCurrencySettings } from '@/hooks/use-format-money';
import { useSellerIgtfRate } from '@/hooks/use-own-user';
import { useAppStore } from '@/stores/app-store';
import { useCreatePayment } from '../api/create-payment';
import { useRetryKey } from '../hooks/use-retry-key';
import { PaymentAmountInput } from './payment-amount-input';
import { INSTALMENT_TEXTS } from './instalment-texts';
import { SendFailure } from './send-failure';

type TInstalmentFormProps = {
  saleId: string;
  /** Remaining balance in USD (total − totalPaid). */
  balance: number;
};

const BOLIVAR_METHODS = methodsTaking('VES');

/**
 * Instalment entry of a PENDING sale (spec §2, §5): the amount must be at least 0.01 and is capped to the
 * remaining balance; Confirm stays disabled otherwise. The server applies the same rule under a row lock.
 * A Venezuelan seller with a rate may hand over bolívares (design §10): the amount is sent exactly as typed with
 * `currency: 'VES'`, the form shows the dollars it counts for, and the bolívares of the whole balance settle it.
 */
export function InstalmentForm({ saleId, balance }: TInstalmentFormProps) {
  const createPayment = useCreatePayment();
  const { mode, rate } = useCurrencySettings();
  const user = useAppStore((state) => state.user);
  const igtfRate = useSellerIgtfRate();
  const canPayInBolivars = canUseDollarRate(user) && rate !== null;
  const [chosenCurrency, setCurrency] = useState<TPaymentCurrency>(mode);
  const currency: TPaymentCurrency = canPayInBolivars ? chosenCurrency : 'USD';
  const [amount, setAmount] = useState<number | undefined>(undefined);
  const [amountVes, setAmountVes] = useState<number | undefined>(undefined);
  const [method, setMethod] = useState<TPaymentMethod>('CASH');
  const [reference, setReference] = useState('');
  const [isFailed, setFailed] = useState(false);
  const retryKey = useRetryKey();
  const methodId = useId();
  const referenceId = useId();
  const currencyId = useId();
  const errorId = useId();

  const methods = currency === 'VES' ? BOLIVAR_METHODS : DOLLAR_PAYLOAD_METHODS;
  const isReferenceRequired =
    PAYMENT_METHODS_WITH_REFERENCE.includes(method) && (currency === 'VES' || method === 'ZELLE');
  const isReferenceMissing = isReferenceRequired && reference.trim() === '';

  // In dollars: capped to the balance. In bolívares: what they count for, never above the balance.
  const balanceVes = rate !== null ? usdToVes(balance, rate) : 0;
  const countsFor =
    currency === 'VES' && amountVes !== undefined && Number.isFinite(amountVes) && amountVes > 0
      ? paymentUsdAmount({ currency: 'VES', amount: amountVes, rate, balance })
      : null;
  const isAboveBalance = countsFor !== null && toCents(countsFor) > toCents(balance);
  const toSendVes =
    countsFor !== null && !isAboveBalance && toCents(countsFor) >= 1 && amountVes !== undefined
      ? amountVes
      : null;
  const toSendUsd = amount === undefined ? null : instalmentAmountToSend(amount, balance);
  const toSend = currency === 'VES' ? toSendVes : toSendUsd;
  const isCapped = currency === 'USD' && toSendUsd !== null && amount !== undefined && amount > toSendUsd;
  // Design §10: dollars handed over (cash, Zelle) bear the seller's IGTF on top of what they pay off; a card or
  // a transfer recorded in dollars changed no foreign currency. The server charges the same (igtfOnPayment).
  const igtf = toSendUsd === null ? 0 : igtfOnPayment({ currency, method, amount: toSendUsd }, igtfRate);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (toSend === null || isReferenceMissing || createPayment.isPending) return;
    const payload = {
      saleId,
      amount: toSend,
      method,
      referenceNumber: reference.trim() || undefined,
      // Only bolívares name their currency: dollars go as the spec's payload.
      ...(currency === 'VES' ? { currency } : {}),
    };
    setFailed(false);
    // The promise, not mutate's callbacks: the last instalment turns the sale PAID, the refreshed dialog drops
    // this form, and the seller must still hear that it went through.
    createPayment
      .mutateAsync({ payload, idempotencyKey: retryKey.keyFor(payload) })
      .then(() => {
        retryKey.forget();
        setAmount(undefined);
        setAmountVes(undefined);
        setMethod('CASH');
        setReference('');
        toast.success(INSTALMENT_TEXTS.success);
      })
      .catch(() => setFailed(true));
  }

  return (
    <form
      onSubmit={handleSubmit}
      aria-label={INSTALMENT_TEXTS.title}
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      noValidate
    >
      <h3 className="font-semibold">{INSTALMENT_TEXTS.title}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {canPayInBolivars && (
          <div className="sm:col-span-2">
            <Label htmlFor={currencyId}>{INSTALMENT_TEXTS.currency}</Label>
            <Select
              id={currencyId}
              value={currency}
              onChange={(event) => {
                const next = event.target.value as TPaymentCurrency;
                setCurrency(next);
                setFailed(false);
                const allowed = next === 'VES' ? BOLIVAR_METHODS : DOLLAR_PAYLOAD_METHODS;
                if (!allowed.includes(method)) setMethod(allowed[0] ?? 'CASH');
              }}
              disabled={createPayment.isPending}
            >
              {(['USD', 'VES'] as const).map((value) => (
                <option key={value} value={value}>
                  {INSTALMENT_TEXTS.currencies[value]}
                </option>
              ))}
            </Select>
          </div>
        )}
        <PaymentAmountInput
          label={INSTALMENT_TEXTS.amount}
          labelVes={INSTALMENT_TEXTS.amountVes}
          currency={currency}
          value={currency === 'VES' ? amountVes : amount}
          onChange={(next) => {
            if (currency === 'VES') setAmountVes(next);
            else setAmount(next);
            setFailed(false);
          }}
          disabled={createPayment.isPending}
          countsFor={() =>
            countsFor !== null && !isAboveBalance && rate !== null
              ? INSTALMENT_TEXTS.countsFor(formatUsd(countsFor), formatRateInFull(rate))
              : undefined
          }
          hint={
            isAboveBalance
              ? INSTALMENT_TEXTS.aboveBalance(formatVes(balanceVes))
              : isCapped
                ? INSTALMENT_TEXTS.capped(formatUsd(balance))
                : undefined
          }
          isUnderstoodHidden={isCapped}
          // A seller in bolívares whose rate has not arrived pays in dollars, and is told why.
          note={mode === 'VES' && rate === null ? DOLLAR_RATE_MESSAGES.fieldNote : undefined}
        />
        {/* Always there, so a screen reader hears the IGTF as the amount is typed. */}
        <p aria-live="polite" className="text-sm font-medium empty:hidden sm:col-span-2">
          {igtf > 0 && toSendUsd !== null && igtfRate !== null
            ? INSTALMENT_TEXTS.igtf(
                igtfLabel(igtfRate),
                formatUsd(igtf),
                formatUsd(fromCents(toCents(toSendUsd) + toCents(igtf))),
              )
            : null}
        </p>
        <div>
          <Label htmlFor={methodId}>{INSTALMENT_TEXTS.method}</Label>
          <Select
            id={methodId}
            value={method}
            onChange={(event) => setMethod(event.target.value as TPaymentMethod)}
            disabled={createPayment.isPending}
          >
            {methods.map((value) => (
              <option key={value} value={value}>
                {PAYMENT_METHOD_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        <div className="sm:col-span-2">
          <Label htmlFor={referenceId}>
            {isReferenceRequired ? INSTALMENT_TEXTS.referenceRequired : INSTALMENT_TEXTS.reference}
          </Label>
          <Input
            id={referenceId}
            value={reference}
            maxLength={100}
            autoComplete="off"
            required={isReferenceRequired}
            onChange={(event) => setReference(event.target.value)}
            disabled={createPayment.isPending}
          />
        </div>
      </div>
      {isFailed && <SendFailure id={errorId} title={PAYMENT_MESSAGES.addError} error={createPayment.error} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={() => (currency === 'VES' ? setAmountVes(balanceVes) : setAmount(balance))}
          disabled={
            createPayment.isPending || (currency === 'VES' ? amountVes === balanceVes : amount === balance)
          }
        >
          {INSTALMENT_TEXTS.payBalance}
        </Button>
        <Button
          type="submit"
          disabled={toSend === null || isReferenceMissing}
          isLoading={createPayment.isPending}
          aria-describedby={isFailed ? errorId : undefined}
        >
          {createPayment.isPending ? INSTALMENT_TEXTS.confirming : INSTALMENT_TEXTS.confirm}
        </Button>
      </div>
    </form>
  );
}
