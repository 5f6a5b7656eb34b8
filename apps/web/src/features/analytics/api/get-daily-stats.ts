import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TDailyStats } from '@cuadre/shared/stats/schemas';
import { api } from '@/lib/api-client';
import { STATS_QUERY_KEY } from '@/lib/query-keys';

export type TGetDailyStatsParams = {
  /** 'YYYY-MM-DD' in the seller's calendar; both absent = the current month (the server decides). */
  startDate?: string;
  endDate?: string;
};

export function getDailyStats(
  { startDate, endDate }: TGetDailyStatsParams = {},
  signal?: AbortSignal,
): Promise<TDataResponse<TDailyStats>> {
  return api.get<TDataResponse<TDailyStats>>('/sales/stats/daily', {
    params: { startDate, endDate },
    signal,
  });
}

export function getDailyStatsQueryOptions(params: TGetDailyStatsParams = {}) {
  const normalized = { startDate: params.startDate || undefined, endDate: params.endDate || undefined };
  return queryOptions({
    queryKey: [...STATS_QUERY_KEY, 'daily', normalized] as const,
    queryFn: ({ signal }) => getDailyStats(normalized, signal),
    // The previous period stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useDailyStats(params: TGetDailyStatsParams = {}, { enabled = true } = {}) {
  return useQuery({ ...getDailyStatsQueryOptions(params), enabled });
}
