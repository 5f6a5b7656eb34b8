import { useId, useRef, type ReactNode } from 'react';
import { ShoppingCart } from 'lucide-react';
import { cartItemCount } from '@cuadre/shared/sales/cart';
import { TillClosedNotice } from '@/components/till-closed-notice';
import { Button } from '@/components/ui/button';
import { canUseDollarRate, useCurrencySettings, useFormatMoney } from '@/hooks/use-format-money';
import { useIsInView } from '@/hooks/use-is-in-view';
import { useSellerIgtfRate } from '@/hooks/use-own-user';
import { useTillCash } from '@/hooks/use-till-cash';
import { useShopTaxSettings } from '@/lib/shop-settings';
import { useAppStore } from '@/stores/app-store';
import { useCartSaleForm } from '../checkout/cart-sale-form';
import { CheckoutActions } from '../checkout/checkout-actions';
import { useCartFigures } from '../checkout/use-cart-figures';
import { useCheckout } from '../checkout/use-checkout';
import { useCreditSale } from '../hooks/use-credit-sale';
import { useCartPricing } from '../hooks/use-cart-pricing';
import { CartBar } from './cart-bar';
import { CartCharges } from './cart-charges';
import { CartLine } from './cart-line';
import { CartPaymentFields } from './cart-payment-fields';
import { CartPriceList } from './cart-price-list';
import { CartTotals } from './cart-totals';
import { SaleDiscount } from './cart-discounts';
import { CreditSaleFields } from './credit-sale-fields';

export const EMPTY_CART_TEXT = 'Tu carrito está vacío. Agrega productos para empezar una venta.';

type TCartProps = {
  /** The client field (from the clients feature, composed by the page: features do not import features). */
  clientField?: ReactNode;
  /** Finding and scanning products into the cart (from the products feature, composed by the page). */
  productSearch?: ReactNode;
};

/**
 * The cart panel of the dashboard (spec §2, §4, §5): lines, extra charges, client, status, payment method,
 * reference, seller, initial payment for PENDING, then 'Realizar Venta' → confirmation → POST /sales, which
 * checkout/use-checkout.ts carries from the tap to the banner. A Venezuelan seller may also open the cobro
 * (tender-panel.tsx, design §10): payment rows in their currency that replace the spec's method, reference and
 * abono while there are any; the IGTF the payments bear is its own line. A credit sale with a client shows what
 * the client owes against their limit and when the sale falls due (decision record 030). Items and client live in
 * the persisted store (they survive a reload); the rest is this sale's form, checked by the shared ZCartSaleForm.
 */
export function Cart({ clientField, productSearch }: TCartProps) {
  const storedItems = useAppStore((state) => state.cartItems);
  // The lines at this sale's list's prices, and its discounts (decision record 031).
  const pricing = useCartPricing(storedItems);
  const { items } = pricing;
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
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isCartInView = useIsInView(sectionRef);

  const chargesRate = isVes ? rate : null;
  const taxSettings = useShopTaxSettings({ enabled: items.length > 0 });
  const cart = {
    items,
    chargesRate,
    rate: saleRate,
    igtfRate,
    tillCash,
    discounts: pricing.discounts,
    taxSettings,
  };
  const form = useCartSaleForm({
    ...cart,
    clientId: selectedClient?.id,
    priceListId: pricing.list?.id ?? null,
  });
  const figures = useCartFigures(form.control, cart);
  const isCredit = figures.status === 'PENDING' && selectedClient !== null;
  const creditSale = useCreditSale(selectedClient?.id ?? null, isCredit);
  const checkout = useCheckout({
    form,
    items,
    clientName: selectedClient?.name ?? null,
    settlement: figures.settlement,
    totals: figures,
    igtfRate,
    creditTerms: { dueDate: creditSale.dueDate, reset: creditSale.reset },
  });

  function goToCart() {
    // At once, not smoothly: the seller is mid-sale, and the focus moves with the view for a screen reader.
    sectionRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      // Below the phone's sticky top bar (taller while offline), not under it, when the cart bar scrolls here.
      className="scroll-mt-[calc(var(--topbar-height,3.5rem)_+_1.5rem)] space-y-4 rounded-xl border border-slate-200 bg-white p-4 lg:scroll-mt-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-2">
        <h2
          id={headingId}
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

      <CartPriceList pricing={pricing} disabled={checkout.isSending} />

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

      <CartCharges form={form} isVes={isVes} rate={rate} isChargeCheckTried={checkout.isChargeCheckTried} />

      {clientField}

      <CartPaymentFields
        form={form}
        figures={figures}
        hasBolivars={hasBolivars}
        screenCurrency={isVes ? 'VES' : 'USD'}
        rate={saleRate}
        igtfRate={igtfRate}
        disabled={checkout.isSending}
      />

      {isCredit && (
        <CreditSaleFields
          clientName={selectedClient.name}
          creditSale={creditSale}
          unpaid={figures.unpaid}
          rate={saleRate}
          disabled={checkout.isSending}
        />
      )}

      {items.length > 0 && <SaleDiscount />}

      <CartTotals figures={figures} igtfRate={igtfRate} />

      <CheckoutActions checkout={checkout} />

      {items.length > 0 && !isCartInView && (
        <CartBar units={cartItemCount(items)} totalText={formatMoney(figures.total)} onOpen={goToCart} />
      )}
    </section>
  );
}
