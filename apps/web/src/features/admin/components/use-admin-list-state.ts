import { useSearchText } from '@/hooks/use-debounced-value';
import { useListPage } from '@/hooks/use-list-page';

/**
 * Search text, its debounced value and the page of one admin list: a new search waits 500 ms and starts again
 * at page 1 (spec §5 "Searches", §9), derived during render rather than reset in an effect.
 */
export function useAdminListState() {
  const searchBox = useSearchText();
  return { ...searchBox, ...useListPage(searchBox.search) };
}
