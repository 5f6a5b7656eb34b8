import { useWatch } from 'react-hook-form';
import { DEFAULT_PAYMENT_METHOD } from '@cuadre/shared/payments/constants';
import { DEFAULT_SALE_STATUS } from '@cuadre/shared/sales/constants';
import { cartTotal, keptExtraCharges, taxedCartLines, type TCartItem } from '@cuadre/shared/sales/cart';
import type { TDiscountAsked } from '@cuadre/shared/prices/discounts';
import { saleTotalsOf } from '@cuadre/shared/sales/sale-totals';
import type { TTaxSettings } from '@cuadre/shared/tax/constants';
import { subtractMoney } from '@cuadre/shared/money/money';
import type { TTillCash } from '@cuadre/shared/sales/tender';
import { settleCart } from '../components/cart-tender';
import type { TCartSaleForm } from './cart-sale-form';

type TCartFiguresInput = {
  items: readonly TCartItem[];
  /** The rate extra charges are typed at (bolívares on screen), else null. */
  chargesRate: number | null;
  /** The sale's rate: only a Venezuelan seller's sale has one. */
  rate: number | null;
  igtfRate: number | null;
  tillCash: TTillCash | null | undefined;
  /** The discounts the seller gave (decision record 031), by line. */
  discounts: readonly TDiscountAsked[];
  /** How the shop charges IVA (decision record 032). */
  taxSettings: TTaxSettings;
};

/**
 * What the cart comes to as the seller types: the products, the extra charges kept (named and above 0), the
 * total, and what the payments settle (settleCart: the same figures the confirmation and the record show).
 */
export function useCartFigures(control: TCartSaleForm['control'], cart: TCartFiguresInput) {
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
  const keptCharges = keptExtraCharges(chargeRows, cart.chargesRate);
  const productsTotal = cartTotal(cart.items);
  const totals = saleTotalsOf(taxedCartLines(cart.items, keptCharges), cart.discounts, cart.taxSettings);
  const { total, discountTotal } = totals;
  const settlement = settleCart({
    status,
    paymentMethod,
    referenceNumber,
    initialPaymentAmount,
    initialPaymentTyped,
    tender: tenderRows,
    changeCurrency,
    total,
    rate: cart.rate,
    igtfRate: cart.igtfRate,
    tillCash: cart.tillCash,
  });
  // What a credit sale leaves owed (decision record 030: what its client's limit is judged on): the rest after
  // the payment rows, or after the spec's abono; nothing for a sale paid now.
  const abono =
    initialPaymentAmount !== undefined && Number.isFinite(initialPaymentAmount) && initialPaymentAmount > 0
      ? initialPaymentAmount
      : 0;
  let unpaid = 0;
  if (status === 'PENDING') {
    unpaid = settlement.tender ? settlement.tender.remaining : Math.max(0, subtractMoney(total, abono));
  }
  return {
    status,
    paymentMethod,
    hasTenderRows: tenderRows.length > 0,
    productsTotal,
    keptCharges,
    discountTotal,
    taxLines: totals.taxLines,
    taxTotal: totals.taxTotal,
    /** Whether the IVA is on top of the lines (else inside them, or none). */
    isIvaOnTop: cart.taxSettings.chargesIva && !cart.taxSettings.pricesIncludeIva,
    total,
    settlement,
    unpaid,
  };
}

export type TCartFigures = ReturnType<typeof useCartFigures>;
