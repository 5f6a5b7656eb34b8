import { useMemo } from 'react';
import type { TCartItem } from '@cuadre/shared/sales/cart';
import { cartDiscountsAsked, pricedCartItems } from '@cuadre/shared/prices/cart-pricing';
import { useCartListPrices, usePriceLists } from '@/lib/price-lists';
import { useAppStore } from '@/stores/app-store';

/**
 * How this sale is priced (decision record 031): the cart's lines at its list's prices and tiers, and the
 * discounts the seller gave, ready for POST /sales. A shop without lists reads one short answer and sees
 * nothing new; a list deleted or unknown is Detal.
 */
export function useCartPricing(items: readonly TCartItem[]) {
  const pricing = useAppStore((state) => state.cartPricing);
  const lists = usePriceLists({ enabled: items.length > 0 || pricing.priceListId !== null });
  const list = lists.data?.find((candidate) => candidate.id === pricing.priceListId) ?? null;
  const prices = useCartListPrices(
    list?.id ?? null,
    items.map((item) => item.productId),
  );
  const priced = useMemo(() => {
    const byProduct = new Map((prices.data ?? []).map((product) => [product.productId, product.prices]));
    return pricedCartItems(items, list, byProduct);
  }, [items, list, prices.data]);
  return {
    items: priced,
    lists: lists.data ?? [],
    list,
    discounts: cartDiscountsAsked(priced, pricing),
    pricing,
    /** The list's own prices are on their way: the lines show the detal price meanwhile. */
    isReadingPrices: list !== null && prices.isFetching && prices.data === undefined,
  };
}

export type TCartPricingState = ReturnType<typeof useCartPricing>;
