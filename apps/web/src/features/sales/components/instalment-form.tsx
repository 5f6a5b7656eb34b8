import { useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type TPaymentMethod } from '@cuadre/shared/constants';
import { PAYMENT_MESSAGES } from '@cuadre/shared/messages';
import { instalmentAmountToSend } from '@cuadre/shared/schemas/payments';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { useFormatMoney } from '@/hooks/use-format-money';
import { createIdempotencyKey, isApiError } from '@/lib/api-client';
import { useCreatePayment } from '../api/create-payment';

export const INSTALMENT_TEXTS = {
  title: 'Agregar abono',
  amount: 'Monto del abono',
  method: 'Método de pago',
  reference: 'Referencia (opcional)',
  payBalance: 'Pagar saldo completo',
  confirm: 'Confirmar abono',
  confirming: 'Registrando abono...',
  success: 'Abono agregado con éxito.',
  capped: (balance: string) => `El abono se ajusta al saldo pendiente: ${balance}.`,
} as const;

type TInstalmentFormProps = {
  saleId: string;
  /** Remaining balance in USD (total − totalPaid). */
  balance: number;
};

/**
 * Instalment entry of a PENDING sale (spec §2, §5): the amount must be at least 0.01 and is capped to the
 * remaining balance; Confirm stays disabled otherwise. The server applies the same rule under a row lock.
 */
export function InstalmentForm({ saleId, balance }: TInstalmentFormProps) {
  const formatMoney = useFormatMoney();
  const createPayment = useCreatePayment();
  const [amount, setAmount] = useState<number | undefined>(undefined);
  const [method, setMethod] = useState<TPaymentMethod>('CASH');
  const [reference, setReference] = useState('');
  const [isFailed, setFailed] = useState(false);
  // One key per attempt: a retry of the very same instalment reuses it, so a lost answer never pays twice.
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const methodId = useId();
  const referenceId = useId();
  const errorId = useId();

  const toSend = amount === undefined ? null : instalmentAmountToSend(amount, balance);
  const isCapped = toSend !== null && amount !== undefined && amount > toSend;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (toSend === null || createPayment.isPending) return;
    const payload = { saleId, amount: toSend, method, referenceNumber: reference.trim() || undefined };
    const signature = JSON.stringify(payload);
    if (attempt.current?.signature !== signature) {
      attempt.current = { signature, key: createIdempotencyKey() };
    }
    setFailed(false);
    // The promise, not mutate's callbacks: the last instalment turns the sale PAID, the refreshed dialog drops
    // this form, and the seller must still hear that it went through.
    createPayment
      .mutateAsync({ payload, idempotencyKey: attempt.current.key })
      .then(() => {
        attempt.current = null;
        setAmount(undefined);
        setMethod('CASH');
        setReference('');
        toast.success(INSTALMENT_TEXTS.success);
      })
      .catch(() => setFailed(true));
  }

  const serverMessage =
    isFailed && isApiError(createPayment.error) ? createPayment.error.serverMessage : undefined;

  return (
    <form
      onSubmit={handleSubmit}
      aria-label={INSTALMENT_TEXTS.title}
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      noValidate
    >
      <h3 className="font-semibold">{INSTALMENT_TEXTS.title}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <MoneyInput
          label={INSTALMENT_TEXTS.amount}
          value={amount}
          onChange={(next) => {
            setAmount(next);
            setFailed(false);
          }}
          disabled={createPayment.isPending}
          hint={isCapped ? INSTALMENT_TEXTS.capped(formatMoney(balance)) : undefined}
          isUnderstoodHidden={isCapped}
        />
        <div>
          <Label htmlFor={methodId}>{INSTALMENT_TEXTS.method}</Label>
          <Select
            id={methodId}
            value={method}
            onChange={(event) => setMethod(event.target.value as TPaymentMethod)}
            disabled={createPayment.isPending}
          >
            {PAYMENT_METHODS.map((value) => (
              <option key={value} value={value}>
                {PAYMENT_METHOD_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        <div className="sm:col-span-2">
          <Label htmlFor={referenceId}>{INSTALMENT_TEXTS.reference}</Label>
          <Input
            id={referenceId}
            value={reference}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => setReference(event.target.value)}
            disabled={createPayment.isPending}
          />
        </div>
      </div>
      {isFailed && (
        <div id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          <p className="font-medium">{PAYMENT_MESSAGES.addError}</p>
          {serverMessage && serverMessage !== PAYMENT_MESSAGES.addError && <p>{serverMessage}</p>}
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={() => setAmount(balance)}
          disabled={createPayment.isPending || amount === balance}
        >
          {INSTALMENT_TEXTS.payBalance}
        </Button>
        <Button
          type="submit"
          disabled={toSend === null}
          isLoading={createPayment.isPending}
          aria-describedby={isFailed ? errorId : undefined}
        >
          {createPayment.isPending ? INSTALMENT_TEXTS.confirming : INSTALMENT_TEXTS.confirm}
        </Button>
      </div>
    </form>
  );
}
