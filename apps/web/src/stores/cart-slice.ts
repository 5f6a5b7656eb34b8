import {
  addToCart,
  removeFromCart,
  setCartQuantity,
  withKnownStock,
  type TCartItem,
  type TCartProduct,
} from '@cuadre/shared/sales/cart';
import { NO_CART_PRICING, type TCartDiscount, type TCartPricing } from '@cuadre/shared/prices/cart-pricing';
import type { TSliceSet } from './slice-types';

/** The client a sale is being built for (spec §3: the cart is persisted with a nullable selectedClient). */
export type TSelectedClient = { id: string; name: string };

/** A client as the picker hands it: with the list they buy at (decision record 031), when the picker knows it. */
export type TPickedClient = TSelectedClient & { priceListId?: string | null };

export type TCartSlice = {
  cartItems: TCartItem[];
  selectedClient: TSelectedClient | null;
  /**
   * Whose cart this is. Kept across an expired session so the same seller finds the cart again after signing
   * back in, while a different person signing in on the same device starts with an empty one.
   */
  cartOwnerId: string | null;
  /** This sale's price list and discounts (decision record 031), kept with the lines across a reload. */
  cartPricing: TCartPricing;
  setCartPriceList: (priceListId: string | null) => void;
  /** A product line's discount; null takes it off. */
  setLineDiscount: (productId: string, discount: TCartDiscount | null) => void;
  setSaleDiscount: (discount: TCartDiscount | null) => void;
  /** One more unit, or 1 more kg, g or L of weighed goods (capped at stock; a product without stock is not added). */
  addToCart: (product: TCartProduct) => void;
  /** 0 or less removes the item; more than availableStock is capped. */
  setCartQuantity: (productId: string, quantity: number) => void;
  removeFromCart: (productId: string) => void;
  /** The stock the server just answered for these products, written into their lines (quantities unchanged). */
  updateCartStock: (products: readonly Pick<TCartProduct, 'id' | 'quantity' | 'unit' | 'taxClass'>[]) => void;
  /** Empties the cart and forgets the client: the next sale starts from scratch. */
  clearCart: () => void;
  /** The client, whose list (when the picker knows it) prices the sale from now on. */
  selectClient: (client: TPickedClient | null) => void;
  /** A sale refused on arrival put back in the cart to fix (design §14): its lines and client replace the cart. */
  restoreCart: (items: TCartItem[], client: TSelectedClient | null) => void;
};

export const initialCartState = {
  cartItems: [],
  selectedClient: null,
  cartOwnerId: null,
  cartPricing: NO_CART_PRICING,
} satisfies Partial<TCartSlice>;

export function createCartSlice(set: TSliceSet<TCartSlice>): TCartSlice {
  return {
    ...initialCartState,
    // The rules live in @cuadre/shared/sales/cart so the store, the API and the tests share one version.
    addToCart: (product) => set((state) => ({ cartItems: addToCart(state.cartItems, product) })),
    setCartQuantity: (productId, quantity) =>
      set((state) => ({ cartItems: setCartQuantity(state.cartItems, productId, quantity) })),
    removeFromCart: (productId) =>
      set((state) => {
        const { [productId]: _removed, ...lineDiscounts } = state.cartPricing.lineDiscounts;
        return {
          cartItems: removeFromCart(state.cartItems, productId),
          cartPricing: { ...state.cartPricing, lineDiscounts },
        };
      }),
    updateCartStock: (products) =>
      set((state) => {
        const cartItems = withKnownStock(state.cartItems, products);
        // Every product list answer comes here: one that moved no stock of the cart changes nothing.
        const isSame = cartItems.every((item, index) => item === state.cartItems[index]);
        return isSame ? state : { cartItems };
      }),
    clearCart: () => set({ cartItems: [], selectedClient: null, cartPricing: NO_CART_PRICING }),
    selectClient: (client) =>
      set((state) => ({
        selectedClient: client ? { id: client.id, name: client.name } : null,
        // The client's list prices their sale; the seller may still change it for this one.
        ...(client?.priceListId !== undefined || client === null
          ? { cartPricing: { ...state.cartPricing, priceListId: client?.priceListId ?? null } }
          : {}),
      })),
    restoreCart: (items, client) =>
      set({ cartItems: items, selectedClient: client, cartPricing: NO_CART_PRICING }),
    setCartPriceList: (priceListId) =>
      set((state) => ({ cartPricing: { ...state.cartPricing, priceListId } })),
    setLineDiscount: (productId, discount) =>
      set((state) => {
        const { [productId]: _old, ...others } = state.cartPricing.lineDiscounts;
        const lineDiscounts = discount ? { ...others, [productId]: discount } : others;
        return { cartPricing: { ...state.cartPricing, lineDiscounts } };
      }),
    setSaleDiscount: (saleDiscount) =>
      set((state) => ({ cartPricing: { ...state.cartPricing, saleDiscount } })),
  };
}
