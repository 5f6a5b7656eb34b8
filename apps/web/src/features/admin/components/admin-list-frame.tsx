import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { SEARCH_MAX_LENGTH } from '@cuadre/shared/common/constants';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Label } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { ListSpinner } from '@/components/ui/spinner';
import type { useAdminListState } from './use-admin-list-state';
import { formatListTotal } from './admin-format';

type TPage<T> = { data: T[]; total: number; totalPages: number; isTotalCapped?: boolean };

type TAdminListFrameProps<T> = {
  /** 'products', 'clients', 'sales': used in the search label and the texts. */
  noun: string;
  /** 'product' for '1 product'. */
  singular: string;
  searchPlaceholder: string;
  state: ReturnType<typeof useAdminListState>;
  query: UseQueryResult<TPage<T>>;
  loadError: string;
  emptyTitle: string;
  children: (rows: T[]) => ReactNode;
};

/**
 * What every admin list shares: a debounced search, the loading, error and empty states, the table the caller
 * renders, and the pages (spec §2 Admin lists; design §8).
 */
export function AdminListFrame<T>({
  noun,
  singular,
  searchPlaceholder,
  state,
  query,
  loadError,
  emptyTitle,
  children,
}: TAdminListFrameProps<T>) {
  const searchId = `admin-search-${noun}`;
  const rows = query.data?.data ?? [];

  let body: ReactNode;
  if (query.isPending) {
    body = <ListSpinner label={`Loading ${noun}...`} />;
  } else if (query.isError) {
    body = (
      <ErrorState message={loadError} onRetry={() => void query.refetch()} isRetrying={query.isRefetching} />
    );
  } else if (rows.length === 0) {
    body = state.search ? (
      <EmptyState icon={Search} title={`No ${noun} match "${state.search}"`} />
    ) : (
      <EmptyState title={emptyTitle} />
    );
  } else {
    body = children(rows);
  }

  const total = query.data?.total ?? 0;
  return (
    <section aria-label={noun[0]?.toUpperCase() + noun.slice(1)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1 sm:max-w-sm">
        <Label htmlFor={searchId}>Search {noun}</Label>
        <Input
          id={searchId}
          type="search"
          value={state.searchText}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={searchPlaceholder}
          onChange={(event) => state.setSearchText(event.target.value)}
        />
      </div>
      {body}
      {query.data && rows.length > 0 && (
        <>
          <p className="text-sm text-slate-600">
            {formatListTotal(total, query.data.isTotalCapped)} {total === 1 ? singular : noun}
            {query.data.isTotalCapped && ' — counting stops there; search to narrow the list.'}
          </p>
          <Pagination
            page={state.page}
            totalPages={query.data.totalPages}
            onPageChange={state.setPage}
            isDisabled={query.isPlaceholderData}
          />
        </>
      )}
    </section>
  );
}
