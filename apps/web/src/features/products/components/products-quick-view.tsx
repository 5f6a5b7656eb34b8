import { useState } from 'react';
import { Package, Plus, ShoppingCart } from 'lucide-react';
import { FEATURED_PRODUCTS_COUNT } from '@cuadre/shared/products/constants';
import { LOAD_ERRORS } from '@cuadre/shared/common/messages';
import { PRODUCT_MESSAGES } from '@cuadre/shared/products/messages';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useFormatMoney } from '@/hooks/use-format-money';
import { pricedPer, quantityText } from '@/lib/quantity';
import { useAppStore } from '@/stores/app-store';
import { lazyWhenOpen } from '@/components/lazy-when-open';
import { useProducts } from '../api/get-products';
import { ProductImage } from './product-image';
import { ProductStock } from './product-stock';

const ProductFormDialog = lazyWhenOpen(() =>
  import('./product-form-dialog').then((module) => module.ProductFormDialog),
);

/** The dashboard's strip of the first 6 products, each with 'Agregar al Carrito' (spec §2 Seller dashboard). */
export function ProductsQuickView() {
  const [isAddOpen, setAddOpen] = useState(false);
  const products = useProducts({ page: 1, pageSize: FEATURED_PRODUCTS_COUNT });
  const formatMoney = useFormatMoney();
  const addToCart = useAppStore((state) => state.addToCart);
  const cartItems = useAppStore((state) => state.cartItems);
  const list = products.data?.data ?? [];

  let body;
  if (products.isPending) {
    body = (
      // About the height of the six cards: what follows (the cart, on a phone) starts below the fold instead of
      // being pushed out of view when they arrive, a layout shift that cost the page
      // (docs/history/performance-sessions-1-8.md, "The front end").
      <div className="flex min-h-[60dvh] items-center justify-center text-teal-700 dark:text-teal-400">
        <Spinner size="lg" label="Cargando productos..." />
      </div>
    );
  } else if (products.isError) {
    body = (
      <ErrorState
        message={LOAD_ERRORS.products}
        onRetry={() => void products.refetch()}
        isRetrying={products.isRefetching}
      />
    );
  } else if (list.length === 0) {
    body = <EmptyState icon={Package} title={PRODUCT_MESSAGES.empty} />;
  } else {
    body = (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {list.map((product) => {
          const inCart = cartItems.find((item) => item.productId === product.id)?.quantity ?? 0;
          const headingId = `quick-product-${product.id}`;
          return (
            // min-w-0 and break-words: a price in bolívares ("Bs. 50.000.456.335,12") wraps inside its card.
            <li key={product.id} className="min-w-0">
              <article
                aria-labelledby={headingId}
                className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
              >
                <ProductImage src={product.image_url} name={product.name} className="aspect-[4/3] w-full" />
                <h3 id={headingId} className="line-clamp-2 text-sm font-semibold">
                  {product.name}
                </h3>
                <p className="text-sm font-bold break-words tabular-nums">
                  {formatMoney(product.price)}
                  {pricedPer(product.unit)}
                </p>
                <p className="text-xs">
                  <ProductStock quantity={product.quantity} unit={product.unit} />
                  {inCart > 0 && (
                    <span className="text-slate-600 dark:text-slate-400">
                      {' '}
                      · {quantityText(inCart, product.unit)} en el carrito
                    </span>
                  )}
                </p>
                <Button
                  size="sm"
                  className="mt-auto h-auto min-h-11 w-full py-1.5 leading-tight lg:h-auto lg:min-h-8"
                  disabled={product.quantity <= 0}
                  onClick={() => addToCart(product)}
                >
                  <ShoppingCart aria-hidden="true" className="size-4" />
                  Agregar al Carrito
                </Button>
              </article>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby="quick-view-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="quick-view-title" className="text-lg font-semibold">
          Vista Rápida de Productos
        </h2>
        <Button
          size="sm"
          onClick={() => setAddOpen(true)}
          onPointerEnter={ProductFormDialog.preload}
          onFocus={ProductFormDialog.preload}
        >
          <Plus aria-hidden="true" className="size-4" />
          Añadir Producto
        </Button>
      </div>
      {body}
      <ProductFormDialog open={isAddOpen} onClose={() => setAddOpen(false)} />
    </section>
  );
}
