import { Link } from 'react-router';
import { History, PackageX } from 'lucide-react';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TProductUnit } from '@cuadre/shared/products/constants';
import type { TProduct } from '@cuadre/shared/products/schemas';
import { LowStockBadge } from '@/components/low-stock-badge';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { ListSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFormatMoney } from '@/hooks/use-format-money';
import { useListPage, useStayWithinPages } from '@/hooks/use-list-page';
import { useSellerTimeZone } from '@/hooks/use-seller-time-zone';
import { isApiError } from '@/lib/api-client';
import { quantityText } from '@/lib/quantity';
import { useProduct } from '../api/get-product';
import { useProductMovements } from '../api/get-product-movements';
import { MovementItem } from './movement-item';

export const MOVEMENTS_LOAD_ERROR = 'No se pudo cargar el historial de inventario.';
export const PRODUCT_LOAD_ERROR = 'No se pudo cargar el producto.';

function ProductHead({ product }: { product: TProduct }) {
  return (
    <section
      aria-label="Producto"
      className="mb-4 grid gap-1 rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold break-words">{product.name}</h2>
        <LowStockBadge product={product} />
      </div>
      <p className="font-mono text-xs break-all text-slate-600 dark:text-slate-400">SKU {product.sku}</p>
      <p>
        Stock actual:{' '}
        <span className="font-semibold tabular-nums">{quantityText(product.quantity, product.unit)}</span>
        {' · '}Mínimo:{' '}
        <span className="font-semibold tabular-nums">{quantityText(product.minStock, product.unit)}</span>
      </p>
    </section>
  );
}

/** `unit` is undefined while the product loads: its movements wait for it, so "−0,75 kg" never shows as "−0.75". */
function Movements({ productId, unit }: { productId: string; unit: TProductUnit | undefined }) {
  const timeZone = useSellerTimeZone();
  const formatMoney = useFormatMoney();
  const listPage = useListPage(productId);
  const query = useProductMovements(productId, listPage.page);
  useStayWithinPages(listPage, {
    totalPages: query.data?.totalPages ?? 0,
    isPlaceholderData: query.isPlaceholderData,
  });

  if (query.isPending || unit === undefined) return <ListSpinner label="Cargando movimientos..." />;
  if (query.isError) {
    // A product that is gone answers 404 here too; its head already says 'Producto no encontrado.'.
    if (isApiError(query.error) && query.error.status === 404) return null;
    return (
      <ErrorState
        message={MOVEMENTS_LOAD_ERROR}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  if (query.data.data.length === 0) {
    return <EmptyState icon={History} title="Este producto aún no tiene movimientos." />;
  }
  return (
    <div aria-busy={query.isFetching || undefined}>
      <ul className="grid gap-3" aria-label="Movimientos">
        {query.data.data.map((movement) => (
          <MovementItem
            key={movement.id}
            movement={movement}
            unit={unit}
            timeZone={timeZone}
            formatMoney={formatMoney}
          />
        ))}
      </ul>
      <Pagination
        page={listPage.page}
        totalPages={query.data.totalPages}
        onPageChange={listPage.setPage}
        hideWhenSinglePage
        isDisabled={query.isPlaceholderData}
      />
    </div>
  );
}

/**
 * "Historial de inventario" (design §13): the product with its stock and minimum, then every movement of its
 * stock, newest first. The two load side by side; a product that is gone (deleted, or never the seller's)
 * says so instead of an empty history.
 */
export function ProductMovementsScreen({ productId }: { productId: string }) {
  const product = useProduct(productId);

  if (product.isError) {
    const isMissing = isApiError(product.error) && product.error.status === 404;
    return isMissing ? (
      <EmptyState
        icon={PackageX}
        title={SERVER_MESSAGES.PRODUCT_NOT_FOUND}
        action={
          <Link to={paths.dashboard.products} className={buttonClasses({ variant: 'secondary' })}>
            Ver productos
          </Link>
        }
      />
    ) : (
      <ErrorState
        message={PRODUCT_LOAD_ERROR}
        onRetry={() => void product.refetch()}
        isRetrying={product.isRefetching}
      />
    );
  }
  return (
    <>
      {product.isPending ? (
        <ListSpinner label="Cargando producto..." />
      ) : (
        <ProductHead product={product.data} />
      )}
      <Movements productId={productId} unit={product.data?.unit} />
    </>
  );
}
