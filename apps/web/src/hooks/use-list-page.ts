import { useCallback, useEffect, useState } from 'react';

export type TListPage = { page: number; setPage: (page: number) => void };

/**
 * The page of a server-paged list. A new search or filter (another `filterKey`) starts again at page 1
 * (spec §5 "Searches"); derived during render, so the old page is never asked for with the new filter.
 */
export function useListPage(filterKey: string): TListPage {
  const [state, setState] = useState({ page: 1, filterKey });
  // The old page is forgotten, not only hidden: a search typed and then cleared brings back the earlier
  // filter, and with it the page the seller had left, where spec §5 wants page 1.
  if (state.filterKey !== filterKey) setState({ page: 1, filterKey });
  const page = state.filterKey === filterKey ? state.page : 1;
  const setPage = useCallback((next: number) => setState({ page: next, filterKey }), [filterKey]);
  return { page, setPage };
}

/**
 * Goes back to the last page when the one shown no longer exists: deleting the last row of the last page
 * would otherwise leave the user on an empty page past the end. Waits while the previous page's data is
 * still standing in (placeholder data).
 */
export function useStayWithinPages(
  { page, setPage }: TListPage,
  list: { totalPages: number; isPlaceholderData: boolean },
) {
  const isPastTheEnd = !list.isPlaceholderData && list.totalPages > 0 && page > list.totalPages;
  const { totalPages } = list;
  useEffect(() => {
    if (isPastTheEnd) setPage(totalPages);
  }, [isPastTheEnd, totalPages, setPage]);
}
