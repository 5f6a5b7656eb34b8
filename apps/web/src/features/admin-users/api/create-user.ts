import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminCreateUserRequest, TAdminUser } from '@cuadre/shared/admin/schemas';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from '@/lib/query-keys';

/** POST /admin/users {name, email, password, role}: the user is created APPROVED and verified. */
export async function createUser(body: TAdminCreateUserRequest): Promise<TAdminUser | undefined> {
  const answer = await api.post<TDataResponse<TAdminUser> | undefined>('/admin/users', body);
  return answer?.data;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
