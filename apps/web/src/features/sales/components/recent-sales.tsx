import { Receipt, Search } from 'lucide-react';
import { SALE_STATUS_LABELS } from '@cuadre/shared/sales/constants';
import { formatLocalShortDateTime } from '@cuadre/shared/common/dates';
import { receiptNumberLabel } from '@cuadre/shared/receipts/receipt';
import { LOAD_ERRORS } from '@cuadre/shared/common/messages';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Label } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useSearchText } from '@/hooks/use-debounced-value';
import { useCurrencySettings } from '@/hooks/use-format-money';
import { useSales } from '../api/get-sales';
import { formatSaleAmount, saleRateNote } from '@/hooks/use-sale-money';

/** How many sales the dashboard panel lists; the full history is on /dashboard/sales. */
export const RECENT_SALES_COUNT = 5;
export const NO_RECENT_SALES = 'Aún no hay ventas registradas';
export const NO_SALES_FOR_SELLER = 'No hay ventas de ese vendedor';

/** 'Últimas Ventas' with a seller filter (spec §2 Seller dashboard). */
export function RecentSales() {
  const { searchText: sellerText, setSearchText: setSellerText, search: sellerName } = useSearchText();
  const sales = useSales({ page: 1, pageSize: RECENT_SALES_COUNT, sellerName });
  // Each sale's bolívares at the rate it remembers (design §10).
  const currency = useCurrencySettings();
  const list = sales.data?.data ?? [];

  let body;
  if (sales.isPending) {
    body = (
      <div className="flex justify-center py-6 text-teal-700 dark:text-teal-400">
        <Spinner label="Cargando ventas..." />
      </div>
    );
  } else if (sales.isError) {
    body = (
      <ErrorState
        message={LOAD_ERRORS.sales}
        onRetry={() => void sales.refetch()}
        isRetrying={sales.isRefetching}
      />
    );
  } else if (list.length === 0) {
    body = sellerName ? (
      <EmptyState icon={Search} title={NO_SALES_FOR_SELLER} />
    ) : (
      <EmptyState icon={Receipt} title={NO_RECENT_SALES} />
    );
  } else {
    body = (
      <ul aria-label="Ventas recientes" className="divide-y divide-slate-200 dark:divide-slate-800">
        {list.map((sale) => (
          <li key={sale.id} className="flex items-start justify-between gap-3 py-2.5 text-sm">
            <div className="min-w-0">
              <p className="truncate font-medium">{sale.client?.name ?? 'Sin cliente'}</p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                <span className="tabular-nums">{receiptNumberLabel(sale.receiptNumber)}</span> ·{' '}
                <time dateTime={sale.createdAt}>{formatLocalShortDateTime(new Date(sale.createdAt))}</time>
                {sale.sellerName && <> · {sale.sellerName}</>}
              </p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <span
                className="font-semibold tabular-nums"
                title={
                  currency.mode === 'VES' && sale.exchangeRate !== null && sale.exchangeRateDate !== null
                    ? saleRateNote(sale.exchangeRate, sale.exchangeRateDate)
                    : undefined
                }
              >
                {formatSaleAmount(sale.total, sale, currency)}
              </span>
              <Badge tone={sale.status === 'PAID' ? 'success' : 'warning'}>
                {SALE_STATUS_LABELS[sale.status]}
              </Badge>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby="recent-sales-title"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="recent-sales-title" className="text-lg font-semibold">
        Últimas Ventas
      </h2>
      <div>
        <Label htmlFor="recent-sales-seller">Filtrar por vendedor</Label>
        <Input
          id="recent-sales-seller"
          type="search"
          placeholder="Nombre del vendedor..."
          maxLength={100}
          value={sellerText}
          onChange={(event) => setSellerText(event.target.value)}
        />
      </div>
      <div aria-busy={sales.isFetching || undefined}>{body}</div>
    </section>
  );
}
