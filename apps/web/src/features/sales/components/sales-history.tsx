import { useId, useState } from 'react';
import { Receipt, Search } from 'lucide-react';
import { receiptNumberLabel } from '@cuadre/shared/receipts/receipt';
import { shortId } from '@cuadre/shared/common/short-id';
import { LOAD_ERRORS } from '@cuadre/shared/common/messages';
import type { TSale } from '@cuadre/shared/sales/schemas';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Label } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { Pagination } from '@/components/ui/pagination';
import { CardList } from '@/components/ui/list-view';
import { ListSpinner } from '@/components/ui/spinner';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { useSearchText } from '@/hooks/use-debounced-value';
import { useCurrencySettings } from '@/hooks/use-format-money';
import { useListPage, useStayWithinPages } from '@/hooks/use-list-page';
import { LARGE_SCREEN_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { useSales } from '../api/get-sales';
import { SaleDetailsDialog } from './sale-details-dialog';
import { DetailsButton, SALES_HISTORY_TEXTS, StatusFilter, type TStatusFilter } from './sales-history-parts';
import { formatSaleDate, SALE_STATUS_TONES, saleStatusLabel } from './sale-details-format';
import { EACH_SALE_AT_ITS_RATE, formatSaleAmount, saleRateNote } from '@/hooks/use-sale-money';

/** /dashboard/sales body: search, status filter in the table header, rows, pagination and the details dialog. */
export function SalesHistory() {
  const searchId = useId();
  const { searchText, setSearchText, search } = useSearchText();
  const [status, setStatus] = useState<TStatusFilter>('all');
  const paging = useListPage(`${search}\u0000${status}`);
  const { page, setPage } = paging;
  const [openSaleId, setOpenSaleId] = useState<string | null>(null);

  const currency = useCurrencySettings();
  // Each sale's bolívares at the rate it remembers (design §10), else today's.
  const formatTotal = (sale: TSale) => formatSaleAmount(sale.total, sale, currency);
  // A total in bolívares ("Bs. 101.525.060.804,52") widens the table past a laptop's screen beside the menu:
  // in VES mode the table from 2xl, the cards below it.
  const isVes = currency.mode === 'VES';
  const isLarge = useMediaQuery(isVes ? '(min-width: 96rem)' : LARGE_SCREEN_QUERY);
  const sales = useSales({ page, search, status: status === 'all' ? undefined : status });
  const list = sales.data?.data ?? [];
  const totalPages = sales.data?.totalPages ?? 0;

  useStayWithinPages(paging, { totalPages, isPlaceholderData: sales.isPlaceholderData });

  const isFiltered = search !== '' || status !== 'all';
  let state = null;
  if (sales.isPending) {
    state = <ListSpinner label="Cargando ventas..." />;
  } else if (sales.isError) {
    state = (
      <ErrorState
        message={LOAD_ERRORS.sales}
        onRetry={() => void sales.refetch()}
        isRetrying={sales.isRefetching}
      />
    );
  } else if (list.length === 0) {
    state = isFiltered ? (
      <EmptyState icon={Search} title={SALES_HISTORY_TEXTS.noMatch} />
    ) : (
      <EmptyState icon={Receipt} title={SALES_HISTORY_TEXTS.empty} />
    );
  }

  let body;
  if (isLarge) {
    // The table (and the status filter in its header) stays on screen in every state, so a filter that
    // empties the list can always be undone where it was set.
    body = (
      <Table caption="Ventas">
        <THead>
          <Tr>
            <Th>Recibo</Th>
            <Th>ID</Th>
            <Th>Cliente</Th>
            <Th>Fecha</Th>
            <Th className="text-right">Artículos</Th>
            <Th>
              <span className="flex items-center gap-2">
                Estado
                <StatusFilter value={status} onChange={setStatus} />
              </span>
            </Th>
            <Th className="text-right">Total</Th>
            <Th>
              <span className="sr-only">Acciones</span>
            </Th>
          </Tr>
        </THead>
        <TBody>
          {state ? (
            <tr>
              <td colSpan={8} className="p-4">
                {state}
              </td>
            </tr>
          ) : (
            list.map((sale) => (
              <Tr key={sale.id}>
                <Td className="whitespace-nowrap tabular-nums">{receiptNumberLabel(sale.receiptNumber)}</Td>
                <Td className="font-mono text-xs">{shortId(sale.id)}</Td>
                <Td className="font-medium">{sale.client?.name ?? SALES_HISTORY_TEXTS.noClient}</Td>
                <Td className="whitespace-nowrap">{formatSaleDate(sale.createdAt)}</Td>
                <Td className="text-right tabular-nums">{sale.items.length}</Td>
                <Td>
                  <Badge tone={SALE_STATUS_TONES[sale.status]}>{saleStatusLabel(sale.status)}</Badge>
                </Td>
                <Td
                  className="text-right font-semibold tabular-nums"
                  title={
                    isVes && sale.exchangeRate !== null && sale.exchangeRateDate !== null
                      ? saleRateNote(sale.exchangeRate, sale.exchangeRateDate)
                      : undefined
                  }
                >
                  {formatTotal(sale)}
                </Td>
                <Td className="text-right">
                  <DetailsButton sale={sale} onOpen={setOpenSaleId} />
                </Td>
              </Tr>
            ))
          )}
        </TBody>
      </Table>
    );
  } else {
    body = (
      <>
        <div className="mb-3 flex items-center justify-end gap-2 text-sm">
          <span aria-hidden="true">Estado</span>
          <StatusFilter value={status} onChange={setStatus} />
        </div>
        {state ?? (
          <CardList label="Ventas" items={list} cardClassName="p-3">
            {(sale) => (
              <>
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-semibold break-words">
                      {sale.client?.name ?? SALES_HISTORY_TEXTS.noClient}
                    </h3>
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      <span className="font-medium tabular-nums">
                        {receiptNumberLabel(sale.receiptNumber)}
                      </span>
                      {' · '}
                      <span className="font-mono">#{shortId(sale.id)}</span>
                    </p>
                  </div>
                  <Badge tone={SALE_STATUS_TONES[sale.status]}>{saleStatusLabel(sale.status)}</Badge>
                </div>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  {formatSaleDate(sale.createdAt)} · {sale.items.length}{' '}
                  {sale.items.length === 1 ? 'artículo' : 'artículos'}
                </p>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                  <p className="min-w-0 text-lg font-bold break-words tabular-nums">{formatTotal(sale)}</p>
                  <DetailsButton sale={sale} onOpen={setOpenSaleId} />
                </div>
              </>
            )}
          </CardList>
        )}
      </>
    );
  }

  return (
    <>
      <div className="mb-4 max-w-md">
        <Label htmlFor={searchId} className="sr-only">
          {SALES_HISTORY_TEXTS.searchLabel}
        </Label>
        <SearchInput
          id={searchId}
          value={searchText}
          placeholder={SALES_HISTORY_TEXTS.searchPlaceholder}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </div>
      {isVes && list.length > 0 && (
        <p className="mb-2 text-xs text-slate-600 dark:text-slate-300">{EACH_SALE_AT_ITS_RATE}</p>
      )}
      {body}
      {list.length > 0 && (
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={setPage}
          isDisabled={sales.isPlaceholderData}
        />
      )}
      <SaleDetailsDialog saleId={openSaleId} onClose={() => setOpenSaleId(null)} />
    </>
  );
}
