import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminUser } from '@cuadre/shared/admin/schemas';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from '@/lib/query-keys';

export type TSuspensionAction = 'suspend' | 'reactivate';

/**
 * PATCH /admin/users/{id}/suspend | /reactivate (design §17): an APPROVED account loses or regains access; a
 * suspended seller's session ends on its next request.
 */
export async function setSuspension(userId: string, action: TSuspensionAction): Promise<TAdminUser> {
  const { data } = await api.patch<TDataResponse<TAdminUser>>(
    `/admin/users/${encodeURIComponent(userId)}/${action}`,
  );
  return data;
}

/** Suspend or reactivate; the admin's lists and the user's detail refresh (the admin prefix holds them all). */
export function useSetSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: TSuspensionAction }) =>
      setSuspension(userId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
