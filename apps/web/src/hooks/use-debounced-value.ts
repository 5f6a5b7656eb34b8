import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@cuadre/shared/common/constants';

/**
 * The value, once it has stopped changing for `delayMs` (spec §9: searches wait 500 ms, so typing a name sends
 * one request, not one per key).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** A search box: what is typed, and the trimmed text to ask the server for once typing pauses. */
export function useSearchText() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  return { searchText, setSearchText, search };
}
