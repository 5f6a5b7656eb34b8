import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@cuadre/shared/constants';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

/**
 * Search text, its debounced value and the page of one admin list: a new search waits 500 ms and starts again
 * at page 1 (spec §5 "Searches", §9), derived during render rather than reset in an effect.
 */
export function useAdminListState() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [pageState, setPageState] = useState({ page: 1, search });
  const page = pageState.search === search ? pageState.page : 1;
  return {
    searchText,
    setSearchText,
    search,
    page,
    setPage: (next: number) => setPageState({ page: next, search }),
  };
}
