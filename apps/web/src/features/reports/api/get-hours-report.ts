import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { THoursReport } from '@cuadre/shared/reports/hours';
import type { TReportPeriod } from '@cuadre/shared/reports/period';
import { api } from '@/lib/api-client';
import { STATS_QUERY_KEY } from '@/lib/query-keys';

/**
 * GET /reports/hours for the period picked (decision record 033). Under the statistics' key: a sale, a return or
 * an abono that moves the statistics moves this report too.
 */
export function useHoursReport(period: TReportPeriod, { enabled = true } = {}) {
  return useQuery({
    queryKey: [...STATS_QUERY_KEY, 'reports', 'hours', period] as const,
    queryFn: async ({ signal }) =>
      (await api.get<TDataResponse<THoursReport>>('/reports/hours', { params: period, signal })).data,
    // The previous period stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
    enabled,
  });
}
