import { useId, useState } from 'react';
import { Pencil, Plus, Tags } from 'lucide-react';
import type { TPriceList, TProductListPrices } from '@cuadre/shared/prices/schemas';
import { formatPercent } from '@cuadre/shared/prices/messages';
import { SEARCH_MAX_LENGTH } from '@cuadre/shared/common/constants';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Label } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useSearchText } from '@/hooks/use-debounced-value';
import { useFormatMoney } from '@/hooks/use-format-money';
import { useListPage } from '@/hooks/use-list-page';
import { useShopPermission } from '@/hooks/use-shop-permission';
import { usePriceLists } from '@/lib/price-lists';
import { useListPricesPage } from '../api/price-lists-api';
import { PriceListDialog } from './price-list-dialog';
import { PRICE_LIST_TEXTS } from './price-list-texts';
import { ProductPricesDialog } from './product-prices-dialog';

/**
 * /dashboard/precios (decision record 031): the shop's lists besides Detal, each with its percentage, its own
 * prices per product and their quantity tiers. One card per product reads the same at 360 px and on a desk.
 */
export function PriceListsScreen() {
  const lists = usePriceLists();
  const canWrite = useShopPermission('products.write') !== 'deny';
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [editing, setEditing] = useState<TPriceList | 'new' | null>(null);
  const listFieldId = useId();
  const chosen = lists.data?.find((list) => list.id === chosenId) ?? lists.data?.[0] ?? null;

  let body;
  if (lists.isPending) body = <Spinner label="Cargando listas de precios…" />;
  else if (lists.isError)
    body = <ErrorState message={PRICE_LIST_TEXTS.loadError} onRetry={() => void lists.refetch()} />;
  else if (!chosen)
    body = (
      <EmptyState
        icon={Tags}
        title={PRICE_LIST_TEXTS.emptyTitle}
        description={PRICE_LIST_TEXTS.emptyDescription}
      />
    );
  else
    body = (
      <section aria-label={chosen.name} className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-48">
            <Label htmlFor={listFieldId}>{PRICE_LIST_TEXTS.listLabel}</Label>
            <Select id={listFieldId} value={chosen.id} onChange={(event) => setChosenId(event.target.value)}>
              {lists.data.map((list) => (
                <option key={list.id} value={list.id}>
                  {list.name}
                </option>
              ))}
            </Select>
          </div>
          {canWrite && (
            <Button variant="secondary" onClick={() => setEditing(chosen)}>
              <Pencil aria-hidden="true" className="size-4" />
              {PRICE_LIST_TEXTS.edit}
            </Button>
          )}
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {chosen.percentOff !== null && `−${formatPercent(chosen.percentOff)} sobre detal · `}
          {PRICE_LIST_TEXTS.counts(chosen.productCount, chosen.clientCount)}
        </p>
        <ListProducts key={chosen.id} list={chosen} canWrite={canWrite} />
      </section>
    );

  return (
    <>
      <PageHeader
        title={PRICE_LIST_TEXTS.title}
        description={PRICE_LIST_TEXTS.description}
        actions={
          canWrite && (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" className="size-4" />
              {PRICE_LIST_TEXTS.newList}
            </Button>
          )
        }
      />
      {body}
      {editing !== null && (
        <PriceListDialog
          list={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => setChosenId(saved.id)}
        />
      )}
    </>
  );
}

/** The list's priced products, or the catalogue's products matching a search, a page at a time. */
function ListProducts({ list, canWrite }: { list: TPriceList; canWrite: boolean }) {
  const formatMoney = useFormatMoney();
  const { searchText, setSearchText, search } = useSearchText();
  const paging = useListPage(search);
  const prices = useListPricesPage(list.id, { page: paging.page, search });
  const [pricing, setPricing] = useState<TProductListPrices | null>(null);
  const searchId = useId();
  const rows = prices.data?.data ?? [];

  let content;
  if (prices.isPending) content = <Spinner label="Cargando precios…" />;
  else if (prices.isError)
    content = <ErrorState message={PRICE_LIST_TEXTS.loadError} onRetry={() => void prices.refetch()} />;
  else if (rows.length === 0)
    content = search ? (
      <EmptyState title={PRICE_LIST_TEXTS.noMatches} />
    ) : (
      <EmptyState title={PRICE_LIST_TEXTS.noPricedTitle} description={PRICE_LIST_TEXTS.noPricedDescription} />
    );
  else
    content = (
      <ul className="grid gap-3 md:grid-cols-2" aria-label={`Precios de ${list.name}`}>
        {rows.map((product) => (
          <li
            key={product.productId}
            className="flex items-start justify-between gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
          >
            <div className="min-w-0 text-sm">
              <p className="font-medium break-words">{product.name}</p>
              <p className="text-slate-600 dark:text-slate-400">
                {PRICE_LIST_TEXTS.detal(formatMoney(product.detal))}
              </p>
              {product.prices.length === 0 ? (
                <p className="text-slate-600 dark:text-slate-400">{PRICE_LIST_TEXTS.noOwnPrice}</p>
              ) : (
                product.prices.map((tier) => (
                  <p key={tier.minQuantity} className="font-medium text-teal-800 dark:text-teal-300">
                    {PRICE_LIST_TEXTS.from(tier.minQuantity.toLocaleString('es-VE'), formatMoney(tier.price))}
                  </p>
                ))
              )}
            </div>
            {canWrite && (
              <Button
                variant="secondary"
                size="sm"
                aria-label={PRICE_LIST_TEXTS.pricesOf(product.name)}
                onClick={() => setPricing(product)}
              >
                {PRICE_LIST_TEXTS.prices}
              </Button>
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <div className="space-y-3">
      <div className="max-w-md">
        <Label htmlFor={searchId}>{PRICE_LIST_TEXTS.searchLabel}</Label>
        <Input
          id={searchId}
          type="search"
          maxLength={SEARCH_MAX_LENGTH}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </div>
      {content}
      <Pagination
        page={paging.page}
        totalPages={prices.data?.totalPages ?? 0}
        onPageChange={paging.setPage}
        hideWhenSinglePage
      />
      {pricing && <ProductPricesDialog listId={list.id} product={pricing} onClose={() => setPricing(null)} />}
    </div>
  );
}
