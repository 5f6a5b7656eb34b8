import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type FieldErrors,
  type Resolver,
} from 'react-hook-form';
import { Plus, ReceiptText, ShoppingCart, X } from 'lucide-react';
import { Link } from 'react-router';
import { onlineManager } from '@tanstack/react-query';
import { formatReceiptNumber } from '@cuadre/shared/documents/receipt';
import {
  DEFAULT_PAYMENT_METHOD,
  DEFAULT_SALE_STATUS,
  DOLLAR_PAYLOAD_METHODS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS_WITH_REFERENCE,
  SALE_ERROR_BANNER_MS,
  SALE_STATUSES,
  SALE_STATUS_LABELS,
  SALE_SUCCESS_BANNER_MS,
  STOCK_ERROR_BANNER_MS,
} from '@cuadre/shared/constants';
import { cartItemCount, cartTotal, keptExtraCharges } from '@cuadre/shared/domain/cart';
import { parseChargeAmount, readChargeAmount } from '@cuadre/shared/domain/extra-charges';
import { formatInCurrency, multiplyMoney, sumMoney, usdToVes, vesToUsd } from '@cuadre/shared/domain/money';
import { useSellerIgtfRate } from '@/hooks/use-own-user';
import { TillClosedNotice } from '@/components/till-closed-notice';
import { SALE_MESSAGES } from '@cuadre/shared/messages';
import {
  saleRequestTotal,
  ZCartSaleForm,
  type TCartSaleContext,
  type TCartSaleFieldsInput,
  type TSaleCreateRequest,
  type TSaleCreateRequestInput,
} from '@cuadre/shared/schemas/sales';
import { MoneyInput } from '@/components/money-input';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Label } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { canUseDollarRate, useCurrencySettings, useFormatMoney } from '@/hooks/use-format-money';
import { useIsInView } from '@/hooks/use-is-in-view';
import { useTillCash } from '@/hooks/use-till-cash';
import { createIdempotencyKey, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { zodResolver } from '@/lib/form-resolver';
import { useAppStore } from '@/stores/app-store';
import { useCreateSale } from '../api/create-sale';
import { OFFLINE_TEXTS } from '@/lib/offline-sales/offline-texts';
import { queueSaleOffline } from '@/lib/offline-sales/queue-sale-offline';
import { CartBar } from './cart-bar';
import { CartLine } from './cart-line';
import { ChargeAmountNote } from './charge-amount-note';
import { igtfLabel } from '@cuadre/shared/domain/tender';
import { settleCart } from './cart-tender';
import { SaleConfirmDialog, type TSaleSummary } from './sale-confirm-dialog';
import { TenderPanel } from './tender-panel';

export const EMPTY_CART_TEXT = 'Tu carrito está vacío. Agrega productos para empezar una venta.';

type TBanner = { kind: 'success' | 'error'; text: string; durationMs: number; id: number };
const CART_RECEIPT_TEXTS = {
  banner: 'Ver recibo',
  last: (receiptNumber: string) => `Ver recibo de la última venta (N° ${receiptNumber})`,
} as const;

/** The sale just made: its receipt stays a tap away after the banner has gone. */
type TLastSale = { id: string; receiptNumber: number };

const CART_FORM_DEFAULTS: TCartSaleFieldsInput = {
  charges: [],
  status: DEFAULT_SALE_STATUS,
  paymentMethod: DEFAULT_PAYMENT_METHOD,
  referenceNumber: '',
  sellerName: '',
  initialPaymentAmount: undefined,
  initialPaymentTyped: undefined,
  tender: [],
  changeCurrency: undefined,
};

const validateCartSale = zodResolver(ZCartSaleForm);

/**
 * The lines and the client are not form fields: they live in the persisted store, which the product lists and
 * the client picker also write. The form hands them to the schema as react-hook-form's context, read at the
 * moment of validation, so the schema judges the cart the seller sees.
 */
const cartSaleResolver: Resolver<TCartSaleFieldsInput, TCartSaleContext, TSaleCreateRequest> = (
  values,
  context,
  options,
) => {
  if (!context) throw new Error('The cart form validates with the cart as its context.');
  // A copy, so TypeScript compares the options by shape: they name the registered fields, a subset of the
  // fields the schema reads.
  return validateCartSale({ ...values, ...context }, context, { ...options });
};

/**
 * The message the seller reads first, in the order they can fix things: the cart itself, then the client, then
 * the initial payment, then anything else the request schema refused.
 */
const ERROR_ORDER = ['items', 'clientId', 'initialPaymentAmount'] as const;

/** The first message of a field's errors, nested ones included (a line of `items`, a charge). */
function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  for (const [key, value] of Object.entries(error)) {
    // `ref` is the field's DOM element: nothing to read there, and a graph too large to walk.
    if (key === 'ref') continue;
    const message = firstMessage(value);
    if (message) return message;
  }
  return undefined;
}

function refusal(errors: FieldErrors): { message: string; path: string } {
  const all = errors as Record<string, unknown>;
  for (const path of [...ERROR_ORDER, ...Object.keys(all)]) {
    const message = firstMessage(all[path]);
    if (message) return { message, path };
  }
  return { message: SALE_MESSAGES.createError, path: '' };
}

/** Same payload, same key: a retry after a lost answer is recognised by the server and never sells twice. */
function samePayload(a: TSaleCreateRequestInput, b: TSaleCreateRequestInput): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

type TCartProps = {
  /** The client field (from the clients feature, composed by the page: features do not import features). */
  clientField?: ReactNode;
  /** Finding and scanning products into the cart (from the products feature, composed by the page). */
  productSearch?: ReactNode;
};

/**
 * The cart panel of the dashboard (spec §2, §4, §5): lines, extra charges, client, status, payment method,
 * reference, seller, initial payment for PENDING, then 'Realizar Venta' → confirmation → POST /sales.
 * A Venezuelan seller may also open the cobro (tender-panel.tsx, design §10): payment rows in their currency
 * that replace the spec's method, reference and abono while there are any; the IGTF the payments bear is its
 * own line. Items and client live in the persisted store (they survive a reload); the rest is this sale's form,
 * checked by the shared ZCartSaleForm.
 */
export function Cart({ clientField, productSearch }: TCartProps) {
  const items = useAppStore((state) => state.cartItems);
  const selectedClient = useAppStore((state) => state.selectedClient);
  const clearCart = useAppStore((state) => state.clearCart);
  const formatMoney = useFormatMoney();
  const { mode, rate } = useCurrencySettings();
  const isVes = mode === 'VES' && rate !== null;
  const user = useAppStore((state) => state.user);
  // Only a Venezuelan seller's sale has a rate (design §10): today's, which the server also writes with it.
  const hasBolivars = canUseDollarRate(user);
  const saleRate = hasBolivars ? rate : null;
  const igtfRate = useSellerIgtfRate({ enabled: items.length > 0 });
  const tillCash = useTillCash({ enabled: items.length > 0 });
  const createSale = useCreateSale();
  const formId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isCartInView = useIsInView(sectionRef);

  const chargesRate = isVes ? rate : null;
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    reset,
    formState: { touchedFields },
  } = useForm<TCartSaleFieldsInput, TCartSaleContext, TSaleCreateRequest>({
    resolver: cartSaleResolver,
    context: { items, clientId: selectedClient?.id, chargesRate, rate: saleRate, igtfRate, tillCash },
    defaultValues: CART_FORM_DEFAULTS,
    // The refusal is said in the banner, as before the form had a schema; the focus stays where the seller is.
    shouldFocusError: false,
  });
  const charges = useFieldArray({ control, name: 'charges' });
  const chargeRows = useWatch({ control, name: 'charges' });
  const [
    watchedStatus,
    watchedMethod,
    referenceNumber,
    initialPaymentAmount,
    initialPaymentTyped,
    tenderRows,
    changeCurrency,
  ] = useWatch({
    control,
    name: [
      'status',
      'paymentMethod',
      'referenceNumber',
      'initialPaymentAmount',
      'initialPaymentTyped',
      'tender',
      'changeCurrency',
    ],
  });
  const status = watchedStatus ?? DEFAULT_SALE_STATUS;
  const paymentMethod = watchedMethod ?? DEFAULT_PAYMENT_METHOD;
  const hasTenderRows = tenderRows.length > 0;

  const [banner, setBanner] = useState<TBanner | null>(null);
  const [lastSale, setLastSale] = useState<TLastSale | null>(null);
  // Whether the seller tried to sell: from then on a charge's unreadable amount is said under it.
  const [isChargeCheckTried, setChargeCheckTried] = useState(false);
  const [pending, setPending] = useState<{
    payload: TSaleCreateRequestInput;
    summary: TSaleSummary;
    idempotencyKey: string;
  } | null>(null);
  // The last attempt that did not get a success: confirming the same sale again reuses its key.
  const lastAttempt = useRef<{ payload: TSaleCreateRequestInput; idempotencyKey: string } | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), banner.durationMs);
    return () => clearTimeout(timer);
  }, [banner]);

  function showBanner(kind: TBanner['kind'], text: string, durationMs: number) {
    setBanner({ kind, text, durationMs, id: Date.now() });
  }

  // Extra charges are typed in the currency on screen (bolívars in VES mode) and sold in dollars. When the
  // seller switches currency, the amounts already typed are converted, so "$2 delivery" stays $2 instead of
  // silently becoming Bs. 2.
  const chargesTypedInVes = useRef(isVes);
  useEffect(() => {
    if (chargesTypedInVes.current === isVes || rate === null) return;
    chargesTypedInVes.current = isVes;
    getValues('charges').forEach((row, index) => {
      if (row.amount.trim() === '') return;
      const typed = parseChargeAmount(row.amount);
      const converted = isVes ? usdToVes(typed, rate) : vesToUsd(typed, rate);
      setValue(`charges.${index}.amount`, converted.toFixed(2));
    });
  }, [isVes, rate, getValues, setValue]);
  const keptCharges = keptExtraCharges(chargeRows, chargesRate);
  const productsTotal = cartTotal(items);
  const total = sumMoney([productsTotal, ...keptCharges.map((charge) => charge.amount)]);
  const settlement = settleCart({
    status,
    paymentMethod,
    referenceNumber,
    initialPaymentAmount,
    initialPaymentTyped,
    tender: tenderRows,
    changeCurrency,
    total,
    rate: saleRate,
    igtfRate,
    tillCash,
  });
  const specPayment = !hasTenderRows ? settlement.payments?.[0] : undefined;

  function resetSaleForm() {
    // The seller's name stays: the same person usually makes the next sale too.
    reset({ ...CART_FORM_DEFAULTS, sellerName: getValues('sellerName') });
    setChargeCheckTried(false);
  }

  function askToConfirm(payload: TSaleCreateRequest) {
    const previous = lastAttempt.current;
    const idempotencyKey =
      previous && samePayload(previous.payload, payload) ? previous.idempotencyKey : createIdempotencyKey();
    lastAttempt.current = { payload, idempotencyKey };
    setBanner(null);
    setPending({
      payload,
      idempotencyKey,
      summary: {
        // What is sent, line by line: product lines take their name from the cart.
        lines: payload.items.map((line, index) => ({
          key: line.productId ?? `charge-${index}`,
          name: line.name ?? items.find((item) => item.productId === line.productId)?.name ?? '',
          quantity: line.quantity,
          unit: items.find((item) => item.productId === line.productId)?.unit ?? 'UNIT',
          subtotal: multiplyMoney(line.price, line.quantity),
        })),
        total: saleRequestTotal(payload.items),
        status: payload.status,
        paymentMethod: payload.paymentMethod,
        clientName: selectedClient?.name ?? null,
        initialPayment: payload.initialPaymentAmount,
        // The form that made this payload is the one settled on screen: the same figures.
        payments: payload.payments ?? null,
        igtf:
          settlement.igtf > 0 && igtfRate !== null
            ? { label: igtfLabel(igtfRate), amount: settlement.igtf }
            : null,
        change: settlement.tender?.change ?? null,
      },
    });
  }

  function sayRefusal(errors: FieldErrors) {
    const { message, path } = refusal(errors);
    // Only the cart's stock rule puts a message on the lines of a non-empty cart: it stays longer (spec §9).
    const isStock = path === 'items' && items.length > 0;
    showBanner('error', message, isStock ? STOCK_ERROR_BANNER_MS : SALE_ERROR_BANNER_MS);
  }

  // A named charge whose amount cannot be read for sure stops the sale: dropping it, as the spec does with an
  // empty one, would sell without a charge the seller typed.
  const submitSale = handleSubmit(askToConfirm, sayRefusal);
  function handleCheckout(event: MouseEvent<HTMLButtonElement>) {
    setChargeCheckTried(true);
    for (const row of getValues('charges')) {
      const read = readChargeAmount(row.amount);
      if (row.name.trim() !== '' && read !== null && !read.ok) {
        showBanner('error', `${row.name.trim()}: ${read.message}`, SALE_ERROR_BANNER_MS);
        return Promise.resolve();
      }
    }
    return submitSale(event);
  }

  function saleDone() {
    lastAttempt.current = null;
    clearCart();
    resetSaleForm();
    setPending(null);
  }

  /** No connection (design §14): the sale waits on the phone, under the key it was confirmed with. */
  async function keepOffline(confirmed: NonNullable<typeof pending>) {
    await queueSaleOffline({
      payload: confirmed.payload,
      idempotencyKey: confirmed.idempotencyKey,
      lines: confirmed.summary.lines.map((line) => ({
        productId: line.key.startsWith('charge-') ? null : line.key,
        name: line.name,
        quantity: line.quantity,
        unit: line.unit,
        subtotal: line.subtotal,
      })),
      total: confirmed.summary.total,
      clientName: confirmed.summary.clientName,
    });
    saleDone();
    showBanner('success', OFFLINE_TEXTS.savedOffline, SALE_SUCCESS_BANNER_MS);
  }

  async function handleConfirm() {
    if (!pending) return;
    // TanStack Query would hold a mutation until the connection is back: the sale is kept on the phone instead.
    if (!onlineManager.isOnline()) return keepOffline(pending);
    try {
      const { data: sale } = await createSale.mutateAsync({
        payload: pending.payload,
        idempotencyKey: pending.idempotencyKey,
      });
      setLastSale({ id: sale.id, receiptNumber: sale.receiptNumber });
      saleDone();
      showBanner('success', SALE_MESSAGES.success, SALE_SUCCESS_BANNER_MS);
    } catch (error) {
      // The connection dropped on the way: the sale may or may not have been written — the queue's send, with
      // the same key, is either its replay or the sale itself.
      if (isApiError(error) && error.code === 'NETWORK_ERROR') return keepOffline(pending);
      setPending(null);
      if (isApiError(error) && error.code === 'INSUFFICIENT_STOCK') {
        // The server names the products in the spec's own words: show them as the stock error (5 s).
        showBanner('error', error.message, STOCK_ERROR_BANNER_MS);
      } else {
        const message = error instanceof Error ? error.message : SALE_MESSAGES.createError;
        showBanner('error', SALE_MESSAGES.error(message), SALE_ERROR_BANNER_MS);
      }
    }
  }

  const currencyLabel = isVes ? 'Bs.' : '$';

  function goToCart() {
    // At once, not smoothly: the seller is mid-sale, and the focus moves with the view for a screen reader.
    sectionRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }

  return (
    <section
      ref={sectionRef}
      aria-labelledby={`${formId}-title`}
      // Below the phone's sticky top bar (taller while offline), not under it, when the cart bar scrolls here.
      className="scroll-mt-[calc(var(--topbar-height,3.5rem)_+_1.5rem)] space-y-4 rounded-xl border border-slate-200 bg-white p-4 lg:scroll-mt-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-2">
        <h2
          id={`${formId}-title`}
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-semibold outline-none"
        >
          <ShoppingCart aria-hidden="true" className="size-5" />
          Carrito de Compras
        </h2>
        {items.length > 0 && (
          <Button variant="ghost" size="sm" onClick={clearCart}>
            Vaciar
          </Button>
        )}
      </div>

      <TillClosedNotice />

      {productSearch}

      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {EMPTY_CART_TEXT}
        </p>
      ) : (
        <ul aria-label="Productos en el carrito" className="divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((item) => (
            <CartLine key={item.productId} item={item} />
          ))}
        </ul>
      )}

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Cargos adicionales</legend>
        {charges.fields.map((charge, index) => {
          const amountText = chargeRows[index]?.amount ?? '';
          const read = readChargeAmount(amountText);
          const isProblemShown = isChargeCheckTried || Boolean(touchedFields.charges?.[index]?.amount);
          const isInvalid = read !== null && !read.ok && isProblemShown;
          const hasNote = read !== null && (read.ok ? Number(read.value) > 0 : isProblemShown);
          const noteId = `${formId}-charge-${index}-note`;
          return (
            <div key={charge.id} className="grid grid-cols-[minmax(0,1fr)_6rem_auto] items-center gap-2">
              <Input
                aria-label={`Nombre del cargo ${index + 1}`}
                placeholder="Ej.: Envío"
                maxLength={150}
                {...register(`charges.${index}.name`)}
              />
              <Input
                aria-label={`Monto del cargo ${index + 1} (${currencyLabel})`}
                placeholder="0,00"
                inputMode="decimal"
                autoComplete="off"
                invalid={isInvalid}
                aria-describedby={hasNote ? noteId : undefined}
                {...register(`charges.${index}.amount`)}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Quitar cargo ${index + 1}`}
                onClick={() => charges.remove(index)}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
              <ChargeAmountNote
                id={noteId}
                amount={amountText}
                currency={isVes ? 'VES' : 'USD'}
                rate={chargesRate}
                isProblemShown={isProblemShown}
              />
            </div>
          );
        })}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => charges.append({ name: '', amount: '' }, { shouldFocus: false })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Añadir cargo
        </Button>
      </fieldset>

      {clientField}

      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${formId}-status`}>Estado de la venta</Label>
          <Select id={`${formId}-status`} {...register('status')}>
            {SALE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {SALE_STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        {!hasTenderRows && (
          <>
            <div>
              <Label htmlFor={`${formId}-method`}>Método de pago</Label>
              <Select
                id={`${formId}-method`}
                aria-describedby={specPayment ? `${formId}-method-note` : undefined}
                {...register('paymentMethod')}
              >
                {(hasBolivars ? PAYMENT_METHODS : DOLLAR_PAYLOAD_METHODS).map((value) => (
                  <option key={value} value={value}>
                    {PAYMENT_METHOD_LABELS[value]}
                  </option>
                ))}
              </Select>
              {/* Pago Móvil and Zelle are recorded as handed over: the seller sees what that is. */}
              {specPayment && Number.isFinite(specPayment.amount) && specPayment.amount > 0 && (
                <p id={`${formId}-method-note`} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
                  Se registra: {formatInCurrency(specPayment.amount, specPayment.currency)}
                </p>
              )}
            </div>
            <div>
              <Label htmlFor={`${formId}-reference`}>Número de referencia (opcional)</Label>
              <Input
                id={`${formId}-reference`}
                maxLength={100}
                autoComplete="off"
                aria-describedby={
                  PAYMENT_METHODS_WITH_REFERENCE.includes(paymentMethod)
                    ? `${formId}-reference-note`
                    : undefined
                }
                {...register('referenceNumber')}
              />
              {PAYMENT_METHODS_WITH_REFERENCE.includes(paymentMethod) && (
                <p
                  id={`${formId}-reference-note`}
                  className="mt-1 text-xs text-slate-700 dark:text-slate-300"
                >
                  {PAYMENT_METHOD_LABELS[paymentMethod]} necesita la referencia.
                </p>
              )}
            </div>
          </>
        )}
        <div>
          <Label htmlFor={`${formId}-seller`}>Vendedor (opcional)</Label>
          <Input id={`${formId}-seller`} maxLength={100} autoComplete="name" {...register('sellerName')} />
        </div>
        {status === 'PENDING' && !hasTenderRows && (
          <Controller
            name="initialPaymentAmount"
            control={control}
            render={({ field }) => (
              <MoneyInput
                className="sm:col-span-2"
                label="Abono inicial (opcional)"
                hint="Lo que el cliente paga hoy; el resto queda en su cuenta abierta."
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                onChange={field.onChange}
                onTypedChange={(typed) => setValue('initialPaymentTyped', typed)}
                value={field.value}
              />
            )}
          />
        )}
        {hasBolivars && (
          <TenderPanel
            control={control}
            register={register}
            setValue={setValue}
            status={status}
            specMethod={paymentMethod}
            screenCurrency={isVes ? 'VES' : 'USD'}
            settlement={settlement}
            rate={saleRate}
            igtfRate={igtfRate}
            disabled={createSale.isPending}
          />
        )}
      </div>

      <dl className="space-y-1 border-t border-slate-200 pt-3 text-sm dark:border-slate-800">
        <div className="flex justify-between">
          <dt className="text-slate-600 dark:text-slate-400">Productos</dt>
          <dd className="tabular-nums">{formatMoney(productsTotal)}</dd>
        </div>
        {keptCharges.map((charge, index) => (
          <div key={`${charge.name}-${index}`} className="flex justify-between">
            <dt className="text-slate-600 dark:text-slate-400">{charge.name}</dt>
            <dd className="tabular-nums">{formatMoney(charge.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between text-base font-bold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="cart-total">
            {formatMoney(total)}
          </dd>
        </div>
        {/* IGTF is charged on top of the total (design §10), never part of it: its own line. */}
        {settlement.igtf > 0 && igtfRate !== null && (
          <>
            <div className="flex justify-between">
              <dt className="text-slate-600 dark:text-slate-400">{igtfLabel(igtfRate)}</dt>
              <dd className="tabular-nums">{formatMoney(settlement.igtf)}</dd>
            </div>
            {status === 'PAID' && (
              <div className="flex justify-between text-base font-bold">
                <dt>Total a cobrar</dt>
                <dd className="tabular-nums">{formatMoney(sumMoney([total, settlement.igtf]))}</dd>
              </div>
            )}
          </>
        )}
      </dl>

      {/* Always in the page so screen readers announce the text when it appears. */}
      <div aria-live="polite">
        {banner && (
          <p
            key={banner.id}
            role={banner.kind === 'error' ? 'alert' : 'status'}
            className={cn(
              'rounded-lg border px-3 py-2 text-sm font-medium',
              banner.kind === 'success'
                ? 'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950/60 dark:text-green-200'
                : 'border-red-300 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200',
            )}
          >
            {banner.text}
            {banner.kind === 'success' && lastSale && (
              <>
                {' '}
                <Link to={paths.dashboard.saleReceipt(lastSale.id)} className="underline underline-offset-2">
                  {CART_RECEIPT_TEXTS.banner}
                </Link>
              </>
            )}
          </p>
        )}
      </div>

      <Button
        size="lg"
        className="w-full"
        onClick={(event) => void handleCheckout(event)}
        disabled={createSale.isPending}
      >
        Realizar Venta
      </Button>
      {lastSale && banner?.kind !== 'success' && (
        <Link
          to={paths.dashboard.saleReceipt(lastSale.id)}
          className={buttonClasses({ variant: 'ghost', className: 'w-full' })}
        >
          <ReceiptText aria-hidden="true" className="size-4" />
          {CART_RECEIPT_TEXTS.last(formatReceiptNumber(lastSale.receiptNumber))}
        </Link>
      )}

      <SaleConfirmDialog
        summary={pending?.summary ?? null}
        isPending={createSale.isPending}
        onConfirm={() => void handleConfirm()}
        onCancel={() => setPending(null)}
      />

      {items.length > 0 && !isCartInView && (
        <CartBar units={cartItemCount(items)} totalText={formatMoney(total)} onOpen={goToCart} />
      )}
    </section>
  );
}
