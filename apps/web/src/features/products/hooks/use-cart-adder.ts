import { useCallback } from 'react';
import type { TProduct } from '@cuadre/shared/products/schemas';
import { isApiError } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';
import { useFindProductByBarcode } from '../api/find-product-by-barcode';

/** What became of one attempt to put a product in the cart (a scan, or a search result's button). */
export type TCartAddOutcome =
  | { kind: 'added'; product: TProduct; inCart: number }
  | { kind: 'no-stock'; product: TProduct; inCart: number }
  | { kind: 'unknown'; code: string }
  | { kind: 'failed'; message: string };

export const LOOKUP_FAILED = 'No se pudo buscar el código. Revisa tu conexión e inténtalo de nuevo.';

/** One more unit in the cart, never past the stock (spec §5 "Cart and sale"); by product or by barcode. */
export function useCartAdder() {
  const findByBarcode = useFindProductByBarcode();

  const addProduct = useCallback((product: TProduct): TCartAddOutcome => {
    // Read at the moment of the add, not from the last render: a scanner adds faster than React paints.
    const { cartItems, addToCart } = useAppStore.getState();
    const inCart = cartItems.find((item) => item.productId === product.id)?.quantity ?? 0;
    if (product.quantity <= 0 || inCart >= product.quantity) return { kind: 'no-stock', product, inCart };
    addToCart(product);
    // What the line holds now: 1 more, or the rest of a weighed product's stock (3,5 kg of 4,25 becomes 4,25).
    const added = useAppStore.getState().cartItems.find((item) => item.productId === product.id);
    return { kind: 'added', product, inCart: added?.quantity ?? inCart + 1 };
  }, []);

  const addByBarcode = useCallback(
    async (code: string): Promise<TCartAddOutcome> => {
      try {
        const product = await findByBarcode(code);
        return product ? addProduct(product) : { kind: 'unknown', code };
      } catch (error) {
        const isAnswer = isApiError(error) && error.serverMessage !== undefined;
        return { kind: 'failed', message: isAnswer ? error.message : LOOKUP_FAILED };
      }
    },
    [findByBarcode, addProduct],
  );

  return { addProduct, addByBarcode };
}
