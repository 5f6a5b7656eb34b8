import { Plus, Search } from 'lucide-react';
import { LOAD_ERRORS } from '@cuadre/shared/common/messages';
import { PRODUCT_MESSAGES } from '@cuadre/shared/products/messages';
import type { TProduct } from '@cuadre/shared/products/schemas';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Label } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { ListSpinner } from '@/components/ui/spinner';
import { useSearchText } from '@/hooks/use-debounced-value';
import { quantityText } from '@/lib/quantity';
import { useStockProducts } from '../api/get-stock-products';

/** How many matches the picker lists: a delivery is typed in one product at a time. */
const PICKER_RESULTS = 5;

type TProductPickerProps = {
  isPicked: (productId: string) => boolean;
  onPick: (product: TProduct) => void;
};

/** "Buscar producto": the seller's products matching the name or SKU typed, each with 'Agregar'. */
export function ProductPicker({ isPicked, onPick }: TProductPickerProps) {
  const { searchText, setSearchText, search } = useSearchText();
  const products = useStockProducts({ search, pageSize: PICKER_RESULTS }, { enabled: search !== '' });

  let results = null;
  if (search === '') {
    // Nothing typed: no results to show.
  } else if (products.isPending) {
    results = <ListSpinner label="Buscando productos..." />;
  } else if (products.isError) {
    results = (
      <ErrorState
        message={LOAD_ERRORS.products}
        onRetry={() => void products.refetch()}
        isRetrying={products.isRefetching}
      />
    );
  } else if (products.data.data.length === 0) {
    results = <EmptyState icon={Search} title={PRODUCT_MESSAGES.noMatch} />;
  } else {
    results = (
      <ul aria-label="Resultados de la búsqueda" className="divide-y divide-slate-200 dark:divide-slate-800">
        {products.data.data.map((product) => {
          const picked = isPicked(product.id);
          return (
            <li key={product.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium break-words">{product.name}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  <span className="font-mono break-all">SKU {product.sku}</span> · Stock:{' '}
                  {quantityText(product.quantity, product.unit)}
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                className="shrink-0"
                // The visible word starts the name, as WCAG 2.5.3 asks; the product says which.
                aria-label={picked ? `Agregado: ${product.name}` : `Agregar ${product.name}`}
                disabled={picked}
                onClick={() => onPick(product)}
              >
                {!picked && <Plus aria-hidden="true" className="size-4" />}
                {picked ? 'Agregado' : 'Agregar'}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="grid gap-2">
      <div>
        <Label htmlFor="stock-product-search">Buscar producto</Label>
        <SearchInput
          id="stock-product-search"
          placeholder="Nombre o SKU..."
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </div>
      <div aria-busy={products.isFetching || undefined}>{results}</div>
    </div>
  );
}
