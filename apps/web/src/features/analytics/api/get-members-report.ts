import { useQuery } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TMemberFigures } from '@cuadre/shared/team/members-report';
import { api } from '@/lib/api-client';
import { STATS_QUERY_KEY } from '@/lib/query-keys';

/** GET /reports/members for the days the statistics show (decision record 029). */
export function useMembersReport(range: { from: string; to: string }) {
  return useQuery({
    queryKey: [...STATS_QUERY_KEY, 'members', range] as const,
    queryFn: async ({ signal }) =>
      (await api.get<TDataResponse<TMemberFigures[]>>('/reports/members', { params: range, signal })).data,
  });
}
