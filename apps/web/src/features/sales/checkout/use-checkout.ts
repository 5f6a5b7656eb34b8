import { useRef, useState, type MouseEvent } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { onlineManager } from '@tanstack/react-query';
import { SALE_ERROR_BANNER_MS, SALE_SUCCESS_BANNER_MS } from '@cuadre/shared/sales/constants';
import { STOCK_ERROR_BANNER_MS } from '@cuadre/shared/stock/constants';
import type { TCartItem } from '@cuadre/shared/sales/cart';
import { SALE_MESSAGES } from '@cuadre/shared/sales/messages';
import type { TSaleCreateRequest, TSaleCreateRequestInput } from '@cuadre/shared/sales/schemas';
import { isApiError } from '@/lib/api-client';
import { OFFLINE_TEXTS } from '@/lib/offline-sales/offline-texts';
import { queueSaleOffline } from '@/lib/offline-sales/queue-sale-offline';
import { useAppStore } from '@/stores/app-store';
import { useCreateSale } from '../api/create-sale';
import { useRetryKey } from '../hooks/use-retry-key';
import type { TCartSettlement } from '../components/cart-tender';
import { CART_FORM_DEFAULTS, type TCartSaleForm } from './cart-sale-form';
import { refusalBanner, unreadableCharge } from './checkout-refusal';
import type { TSaleSummary } from './sale-confirm-dialog';
import { queuedLines, summarizeSale, type TSummaryTotals } from './sale-summary';
import { useTimedBanner } from './use-timed-banner';

/** A sale the seller is asked to confirm, with the key it is sent under. */
type TPendingSale = { payload: TSaleCreateRequestInput; summary: TSaleSummary; idempotencyKey: string };

/** The sale just made: its receipt stays a tap away after the banner has gone. */
type TLastSale = { id: string; receiptNumber: number };

type TCheckoutInput = {
  form: TCartSaleForm;
  items: readonly TCartItem[];
  clientName: string | null;
  settlement: TCartSettlement;
  /** What the sale comes to: its discounts, its IVA and its total (use-cart-figures). */
  totals: TSummaryTotals;
  igtfRate: number | null;
  /**
   * A credit sale's due date (decision record 030), sent with a PENDING sale only — null leaves it to the
   * server's term — and how to forget the one picked once the sale is made.
   */
  creditTerms: { dueDate: string | null; reset: () => void };
};

/**
 * 'Realizar Venta' to the banner (spec §2, design §14), in the order it happens: the tap checks the charges and
 * the shared schema; a refusal is said in the banner; a valid sale is shown for confirmation under its
 * Idempotency-Key; the confirmed sale is sent (POST /sales) — or, with no connection, kept on the phone under
 * the same key — and the cart is cleared for the next one.
 */
export function useCheckout({
  form,
  items,
  clientName,
  settlement,
  totals,
  igtfRate,
  creditTerms,
}: TCheckoutInput) {
  const createSale = useCreateSale();
  const clearCart = useAppStore((state) => state.clearCart);
  const { banner, showBanner, hideBanner } = useTimedBanner();
  const [lastSale, setLastSale] = useState<TLastSale | null>(null);
  // Whether the seller tried to sell: from then on a charge's unreadable amount is said under it.
  const [isChargeCheckTried, setChargeCheckTried] = useState(false);
  const [pending, setPending] = useState<TPendingSale | null>(null);
  // Confirming the same sale again after a failure reuses its key: the server recognises it, never sells twice.
  const retryKey = useRetryKey();
  // A second tap on 'Confirmar Venta' before the first one's answer (or its queueing offline) is the same sale.
  const isConfirming = useRef(false);

  /** 1. The tap on 'Realizar Venta'. */
  function start(event: MouseEvent<HTMLButtonElement>): Promise<void> {
    setChargeCheckTried(true);
    const unreadable = unreadableCharge(form.getValues('charges'));
    if (unreadable) {
      showBanner('error', unreadable, SALE_ERROR_BANNER_MS);
      return Promise.resolve();
    }
    return form.handleSubmit(askToConfirm, sayRefusal)(event);
  }

  /** 2a. The schema refused it: the first thing to fix, in the banner. */
  function sayRefusal(errors: FieldErrors) {
    const { message, durationMs } = refusalBanner(errors, items.length > 0);
    showBanner('error', message, durationMs);
  }

  /** 2b. A valid sale: the confirmation, under a key that a retry of the very same sale reuses. */
  function askToConfirm(valid: TSaleCreateRequest) {
    hideBanner();
    // The due date goes in the payload itself, so the offline queue keeps and sends it as it was confirmed.
    const { dueDate } = creditTerms;
    const payload = valid.status === 'PENDING' && dueDate !== null ? { ...valid, dueDate } : valid;
    setPending({
      payload,
      idempotencyKey: retryKey.keyFor(payload),
      summary: summarizeSale(payload, { items, clientName, settlement, totals, igtfRate }),
    });
  }

  /** 3. Confirmed: sent once, however often the seller taps. */
  async function confirm() {
    if (!pending || isConfirming.current) return;
    isConfirming.current = true;
    try {
      await send(pending);
    } finally {
      isConfirming.current = false;
    }
  }

  async function send(sale: TPendingSale) {
    // TanStack Query would hold a mutation until the connection is back: the sale is kept on the phone instead.
    if (!onlineManager.isOnline()) return keepOffline(sale);
    try {
      const { data } = await createSale.mutateAsync({
        payload: sale.payload,
        idempotencyKey: sale.idempotencyKey,
      });
      setLastSale({ id: data.id, receiptNumber: data.receiptNumber });
      saleDone();
      showBanner('success', SALE_MESSAGES.success, SALE_SUCCESS_BANNER_MS);
    } catch (error) {
      // The connection dropped on the way: the sale may or may not have been written — the queue's send, with
      // the same key, is either its replay or the sale itself.
      if (isApiError(error) && error.code === 'NETWORK_ERROR') return keepOffline(sale);
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

  /** No connection (design §14): the sale waits on the phone, under the key it was confirmed with. */
  async function keepOffline(sale: TPendingSale) {
    await queueSaleOffline({
      payload: sale.payload,
      idempotencyKey: sale.idempotencyKey,
      lines: queuedLines(sale.summary),
      total: sale.summary.total,
      clientName: sale.summary.clientName,
    });
    saleDone();
    showBanner('success', OFFLINE_TEXTS.savedOffline, SALE_SUCCESS_BANNER_MS);
  }

  /** 4. Sold (or kept): the cart and the form are free for the next sale. */
  function saleDone() {
    retryKey.forget();
    clearCart();
    creditTerms.reset();
    // The seller's name stays: the same person usually makes the next sale too.
    form.reset({ ...CART_FORM_DEFAULTS, sellerName: form.getValues('sellerName') });
    setChargeCheckTried(false);
    setPending(null);
  }

  return {
    start,
    confirm,
    cancel: () => setPending(null),
    /** What the confirmation shows, or null while it is closed. */
    pending: pending?.summary ?? null,
    isSending: createSale.isPending,
    banner,
    lastSale,
    isChargeCheckTried,
  };
}

export type TCheckout = ReturnType<typeof useCheckout>;
