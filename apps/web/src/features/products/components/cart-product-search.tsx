import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { LOAD_ERRORS } from '@cuadre/shared/common/messages';
import { PRODUCT_MESSAGES } from '@cuadre/shared/products/messages';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSearchText } from '@/hooks/use-debounced-value';
import { useFormatMoney } from '@/hooks/use-format-money';
import { getProductsQueryOptions, useQueuedSalesTaken } from '../api/get-products';
import { useCartAddNote } from '../hooks/use-cart-add-note';
import { useCartAdder } from '../hooks/use-cart-adder';
import { ProductScanSearch } from './product-scan-search';
import { ProductStock } from './product-stock';

/** Enough to find one product by name at the counter without pushing the cart off a phone's screen. */
export const CART_SEARCH_RESULTS = 5;

export const CART_SEARCH_TEXTS = {
  label: 'Buscar o escanear producto',
  // Short enough to be read whole in the box beside the camera button on a 360 px phone.
  placeholder: 'Nombre, SKU o código',
  searching: 'Buscando productos...',
  results: 'Resultados de la búsqueda',
} as const;

/**
 * The cart's way to any product, not only the six of the strip (design §13): a search by name or SKU whose
 * results have "Agregar", the camera, and a keyboard-like scanner's Enter.
 */
export function CartProductSearch() {
  const id = useId();
  const { searchText, setSearchText, search } = useSearchText();
  const note = useCartAddNote();
  const { addProduct } = useCartAdder();
  const formatMoney = useFormatMoney();
  const isSearching = search !== '' && searchText.trim() !== '';
  const select = useQueuedSalesTaken();
  const results = useQuery({
    ...getProductsQueryOptions({ search, pageSize: CART_SEARCH_RESULTS }),
    enabled: isSearching,
    select,
  });
  const list = results.data?.data ?? [];

  let body = null;
  if (!isSearching) {
    // Nothing typed: no results to show.
  } else if (results.isPending) {
    body = (
      <div className="flex justify-center py-3 text-teal-700 dark:text-teal-400">
        <Spinner label={CART_SEARCH_TEXTS.searching} />
      </div>
    );
  } else if (results.isError) {
    body = <p className="text-sm text-red-700 dark:text-red-400">{LOAD_ERRORS.products}</p>;
  } else if (list.length === 0) {
    body = <p className="text-sm text-slate-600 dark:text-slate-400">{PRODUCT_MESSAGES.noMatch}</p>;
  } else {
    body = (
      <ul
        aria-label={CART_SEARCH_TEXTS.results}
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
      >
        {list.map((product) => (
          <li key={product.id} className="flex items-center gap-2 px-3 py-2">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{product.name}</p>
              <p className="text-xs break-words">
                <span className="tabular-nums">{formatMoney(product.price)}</span> ·{' '}
                <ProductStock quantity={product.quantity} unit={product.unit} />
              </p>
            </div>
            <Button
              size="sm"
              variant="secondary"
              className="shrink-0"
              aria-label={`Agregar ${product.name} al carrito`}
              disabled={product.quantity <= 0}
              onClick={() => note.report(addProduct(product))}
            >
              <Plus aria-hidden="true" className="size-4" />
              Agregar
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-2">
      <ProductScanSearch
        id={`${id}-search`}
        label={CART_SEARCH_TEXTS.label}
        placeholder={CART_SEARCH_TEXTS.placeholder}
        value={searchText}
        onChange={setSearchText}
        note={note}
      />
      {body}
    </div>
  );
}
