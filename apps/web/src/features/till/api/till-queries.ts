import { hashKey, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';
import { CASH_SESSIONS_QUERY_KEY } from '@/lib/query-keys';

/** Every till query but those an answer has just filled: they are current, asking them again would be waste. */
export function tillQueriesBesides(filled: readonly QueryKey[]): InvalidateQueryFilters {
  const skipped = new Set(filled.map((key) => hashKey(key)));
  return { queryKey: CASH_SESSIONS_QUERY_KEY, predicate: (query) => !skipped.has(query.queryHash) };
}
