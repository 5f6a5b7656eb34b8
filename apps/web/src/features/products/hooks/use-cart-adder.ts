import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TProduct } from '@cuadre/shared/products/schemas';
import {
  labelQuantity,
  readScaleLabel,
  scaleCodeCandidates,
  type TScaleLabel,
} from '@cuadre/shared/products/scale-barcode';
import { addQuantities } from '@cuadre/shared/stock/quantity';
import { getShopQueryOptions } from '@/lib/shop-settings';
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
export const SCALE_LABEL_NOT_WEIGHED = (name: string) =>
  `La etiqueta de la balanza es de ${name}, que no se vende por peso: revisa su unidad o su precio.`;

/** How long a scan trusts the shop's scale layout it read: a change in Perfil refreshes it at once anyway. */
const SHOP_LAYOUT_STALE_MS = 5 * 60_000;

/** A label of the shop's scale could start so: only then is the shop's layout read. */
const MAY_BE_SCALE_LABEL = /^2\d{12}$/;

/** One more unit in the cart, never past the stock (spec §5 "Cart and sale"); by product or by barcode. */
export function useCartAdder() {
  const findByBarcode = useFindProductByBarcode();
  const queryClient = useQueryClient();
  // Read only when a code could be a scale's label, and kept a while: the dashboard does not ask for it.
  const scaleLayout = useCallback(
    async () =>
      (await queryClient.fetchQuery({ ...getShopQueryOptions(), staleTime: SHOP_LAYOUT_STALE_MS }))
        .scaleBarcode,
    [queryClient],
  );

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

  /**
   * A label printed by the shop's scale: the product found by its scale code, with the label's weight (or its
   * price's worth) added to its line, never past the stock.
   */
  const addScaleLabel = useCallback(
    async (label: TScaleLabel): Promise<TCartAddOutcome> => {
      let product: TProduct | null = null;
      for (const candidate of scaleCodeCandidates(label.productCode)) {
        product = await findByBarcode(candidate);
        if (product) break;
      }
      if (!product) return { kind: 'unknown', code: label.productCode };
      const quantity = labelQuantity(label, product);
      if (quantity === null) return { kind: 'failed', message: SCALE_LABEL_NOT_WEIGHED(product.name) };
      const { cartItems, addToCart, setCartQuantity } = useAppStore.getState();
      const inCart = cartItems.find((item) => item.productId === product.id)?.quantity ?? 0;
      const wanted = addQuantities(inCart, quantity);
      if (wanted > product.quantity) return { kind: 'no-stock', product, inCart };
      if (inCart === 0) addToCart(product);
      setCartQuantity(product.id, wanted);
      return { kind: 'added', product, inCart: wanted };
    },
    [findByBarcode],
  );

  const addByBarcode = useCallback(
    async (code: string): Promise<TCartAddOutcome> => {
      try {
        const label = MAY_BE_SCALE_LABEL.test(code) ? readScaleLabel(code, await scaleLayout()) : null;
        // A code of the in-store range that is no product's scale code may still be a product's own barcode.
        const scaled = label && (await addScaleLabel(label));
        if (scaled && scaled.kind !== 'unknown') return scaled;
        const product = await findByBarcode(code);
        if (product) return addProduct(product);
        return scaled ?? { kind: 'unknown', code };
      } catch (error) {
        const isAnswer = isApiError(error) && error.serverMessage !== undefined;
        return { kind: 'failed', message: isAnswer ? error.message : LOOKUP_FAILED };
      }
    },
    [findByBarcode, addProduct, addScaleLabel, scaleLayout],
  );

  return { addProduct, addByBarcode };
}
