import {
  addToCart,
  removeFromCart,
  setCartQuantity,
  withKnownStock,
  type TCartItem,
  type TCartProduct,
} from '@cuadre/shared/sales/cart';
import type { TSliceSet } from './slice-types';

/** The client a sale is being built for (spec §3: the cart is persisted with a nullable selectedClient). */
export type TSelectedClient = { id: string; name: string };

export type TCartSlice = {
  cartItems: TCartItem[];
  selectedClient: TSelectedClient | null;
  /**
   * Whose cart this is. Kept across an expired session so the same seller finds the cart again after signing
   * back in, while a different person signing in on the same device starts with an empty one.
   */
  cartOwnerId: string | null;
  /** One more unit, or 1 more kg, g or L of weighed goods (capped at stock; a product without stock is not added). */
  addToCart: (product: TCartProduct) => void;
  /** 0 or less removes the item; more than availableStock is capped. */
  setCartQuantity: (productId: string, quantity: number) => void;
  removeFromCart: (productId: string) => void;
  /** The stock the server just answered for these products, written into their lines (quantities unchanged). */
  updateCartStock: (products: readonly Pick<TCartProduct, 'id' | 'quantity' | 'unit'>[]) => void;
  /** Empties the cart and forgets the client: the next sale starts from scratch. */
  clearCart: () => void;
  selectClient: (client: TSelectedClient | null) => void;
  /** A sale refused on arrival put back in the cart to fix (design §14): its lines and client replace the cart. */
  restoreCart: (items: TCartItem[], client: TSelectedClient | null) => void;
};

export const initialCartState = {
  cartItems: [],
  selectedClient: null,
  cartOwnerId: null,
} satisfies Partial<TCartSlice>;

export function createCartSlice(set: TSliceSet<TCartSlice>): TCartSlice {
  return {
    ...initialCartState,
    // The rules live in @cuadre/shared/sales/cart so the store, the API and the tests share one version.
    addToCart: (product) => set((state) => ({ cartItems: addToCart(state.cartItems, product) })),
    setCartQuantity: (productId, quantity) =>
      set((state) => ({ cartItems: setCartQuantity(state.cartItems, productId, quantity) })),
    removeFromCart: (productId) =>
      set((state) => ({ cartItems: removeFromCart(state.cartItems, productId) })),
    updateCartStock: (products) =>
      set((state) => {
        const cartItems = withKnownStock(state.cartItems, products);
        // Every product list answer comes here: one that moved no stock of the cart changes nothing.
        const isSame = cartItems.every((item, index) => item === state.cartItems[index]);
        return isSame ? state : { cartItems };
      }),
    clearCart: () => set({ cartItems: [], selectedClient: null }),
    selectClient: (client) => set({ selectedClient: client ? { id: client.id, name: client.name } : null }),
    restoreCart: (items, client) => set({ cartItems: items, selectedClient: client }),
  };
}
