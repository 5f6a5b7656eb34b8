import type { TCartItem } from '@cuadre/shared/sales/cart';
import { multiplyMoney } from '@cuadre/shared/money/money';
import { igtfLabel } from '@cuadre/shared/payments/igtf';
import type { TSaleCreateRequest } from '@cuadre/shared/sales/schemas';
import type { TSaleTotals } from '@cuadre/shared/sales/sale-totals';
import type { TQueuedSale } from '@/lib/offline-sales/queued-sale';
import type { TCartSettlement } from '../components/cart-tender';
import type { TSaleSummary } from './sale-confirm-dialog';

/** What the cart's figures say the sale comes to. */
export type TSummaryTotals = Pick<TSaleTotals, 'total' | 'discountTotal' | 'taxLines'> & {
  isIvaOnTop: boolean;
};

/** What the confirmation shows of a valid sale: what is sent, line by line, and what the cart settled. */
export function summarizeSale(
  payload: TSaleCreateRequest,
  cart: {
    items: readonly TCartItem[];
    clientName: string | null;
    settlement: TCartSettlement;
    totals: TSummaryTotals;
    igtfRate: number | null;
  },
): TSaleSummary {
  const { items, settlement, igtfRate, totals } = cart;
  return {
    // Product lines take their name from the cart.
    lines: payload.items.map((line, index) => {
      const item = items.find((candidate) => candidate.productId === line.productId);
      return {
        key: line.productId ?? `charge-${index}`,
        name: line.name ?? item?.name ?? '',
        quantity: line.quantity,
        unit: item?.unit ?? 'UNIT',
        subtotal: multiplyMoney(line.price, line.quantity),
        ...(item?.taxClass ? { taxClass: item.taxClass } : {}),
      };
    }),
    // The form that made this payload is the one the cart's figures come from: the same total.
    total: totals.total,
    discountTotal: totals.discountTotal,
    taxLines: totals.taxLines,
    isIvaOnTop: totals.isIvaOnTop,
    status: payload.status,
    paymentMethod: payload.paymentMethod,
    clientName: cart.clientName,
    initialPayment: payload.initialPaymentAmount,
    // The form that made this payload is the one settled on screen: the same figures.
    payments: payload.payments ?? null,
    igtf:
      settlement.igtf > 0 && igtfRate !== null
        ? { label: igtfLabel(igtfRate), amount: settlement.igtf }
        : null,
    change: settlement.tender?.change ?? null,
    dueDate: payload.dueDate ?? null,
  };
}

/** The confirmed lines as the offline queue keeps them: an extra charge has no product. */
export function queuedLines(summary: TSaleSummary): TQueuedSale['lines'] {
  return summary.lines.map((line) => ({
    productId: line.key.startsWith('charge-') ? null : line.key,
    name: line.name,
    quantity: line.quantity,
    unit: line.unit,
    subtotal: line.subtotal,
    ...(line.taxClass ? { taxClass: line.taxClass } : {}),
  }));
}
