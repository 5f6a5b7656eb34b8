import { Link } from 'react-router';
import { PackageCheck } from 'lucide-react';
import { ALL_ABOVE_MINIMUM, LOW_STOCK_LABEL } from '@/components/low-stock-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { quantityText } from '@/lib/quantity';
import { useStockProducts } from '../api/get-stock-products';

/** How many products the panel names; the rest are one tap away in the filtered products list. */
export const LOW_STOCK_PANEL_SIZE = 5;
export const LOW_STOCK_LOAD_ERROR = 'No se pudieron cargar los productos por agotarse.';

/** "Por agotarse" (design §13): the products at or below their minimum, emptiest first. */
export function LowStockPanel() {
  const products = useStockProducts({ lowStock: true, pageSize: LOW_STOCK_PANEL_SIZE });
  const list = products.data?.data ?? [];
  const total = products.data?.total ?? 0;

  let body;
  if (products.isPending) {
    body = (
      <div className="flex justify-center py-6 text-teal-700 dark:text-teal-400">
        <Spinner label="Cargando productos por agotarse..." />
      </div>
    );
  } else if (products.isError) {
    body = (
      <ErrorState
        message={LOW_STOCK_LOAD_ERROR}
        onRetry={() => void products.refetch()}
        isRetrying={products.isRefetching}
      />
    );
  } else if (list.length === 0) {
    body = <EmptyState icon={PackageCheck} title={ALL_ABOVE_MINIMUM} className="py-6" />;
  } else {
    body = (
      <ul aria-label="Productos por agotarse" className="divide-y divide-slate-200 dark:divide-slate-800">
        {list.map((product) => (
          <li key={product.id} className="flex items-center justify-between gap-3 py-1 text-sm">
            <Link
              to={paths.dashboard.productMovements(product.id)}
              className="flex min-h-11 min-w-0 items-center font-medium break-words underline-offset-2 hover:underline"
            >
              {product.name}
            </Link>
            <span className="shrink-0 text-right tabular-nums">
              <span className="font-semibold text-red-700 dark:text-red-400">
                Stock: {quantityText(product.quantity, product.unit)}
              </span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                Mín. {quantityText(product.minStock, product.unit)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby="low-stock-title"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="low-stock-title" className="text-lg font-semibold">
          {LOW_STOCK_LABEL}
        </h2>
        {total > 0 && (
          <Link
            to={paths.dashboard.lowStockProducts}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            {total > list.length ? `Ver los ${total}` : 'Ver en Productos'}
          </Link>
        )}
      </div>
      <div aria-busy={products.isFetching || undefined}>{body}</div>
    </section>
  );
}
