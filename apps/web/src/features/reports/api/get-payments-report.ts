import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TPaymentsReport } from '@cuadre/shared/reports/payments';
import type { TReportPeriod } from '@cuadre/shared/reports/period';
import { api } from '@/lib/api-client';
import { STATS_QUERY_KEY } from '@/lib/query-keys';

/** GET /reports/payments for the period picked (decision record 033), under the statistics' key as the others. */
export function usePaymentsReport(period: TReportPeriod, { enabled = true } = {}) {
  return useQuery({
    queryKey: [...STATS_QUERY_KEY, 'reports', 'payments', period] as const,
    queryFn: async ({ signal }) =>
      (await api.get<TDataResponse<TPaymentsReport>>('/reports/payments', { params: period, signal })).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}
