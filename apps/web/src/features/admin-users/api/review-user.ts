import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminUser } from '@cuadre/shared/admin/schemas';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from '@/lib/query-keys';

export type TReviewDecision = 'approve' | 'reject';

/** PATCH /admin/users/{id}/approve | /reject: only a PENDING user can be decided (the server answers 4xx otherwise). */
export async function reviewUser(userId: string, decision: TReviewDecision): Promise<TAdminUser | undefined> {
  const answer = await api.patch<TDataResponse<TAdminUser> | undefined>(
    `/admin/users/${encodeURIComponent(userId)}/${decision}`,
  );
  return answer?.data;
}

/**
 * Approve or reject; counts and lists are refreshed after each action (spec §4). The admin prefix holds them
 * all, the user's own detail (`adminUserQueryKey`) included, so the detail page shows the decision in place.
 */
export function useReviewUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision }: { userId: string; decision: TReviewDecision }) =>
      reviewUser(userId, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
