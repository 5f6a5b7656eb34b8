import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TMemberCreateRequest, TMemberUpdateRequest, TShopMember } from '@cuadre/shared/team/schemas';
import { api } from '@/lib/api-client';

export const MEMBERS_QUERY_KEY = ['shop', 'members'] as const;

/** GET /shop/members: the shop's people, the owner first (the owner's screen only). */
export function useMembers() {
  return useQuery({
    queryKey: MEMBERS_QUERY_KEY,
    queryFn: async () => (await api.get<TDataResponse<TShopMember[]>>('/shop/members')).data,
  });
}

/** Each change answers the member as saved; the list is read again so it shows what the server keeps. */
function useMemberMutation<TInput>(send: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBERS_QUERY_KEY }),
  });
}

export const useAddMember = () =>
  useMemberMutation((body: TMemberCreateRequest) => api.post('/shop/members', body));

export const useChangeMember = () =>
  useMemberMutation(({ id, ...body }: TMemberUpdateRequest & { id: string }) =>
    api.patch(`/shop/members/${id}`, body),
  );

export const useRemoveMember = () => useMemberMutation((id: string) => api.delete(`/shop/members/${id}`));

export const useSetMemberPin = () =>
  useMemberMutation(({ id, pin }: { id: string; pin: string }) =>
    api.put(`/shop/members/${id}/pin`, { pin }),
  );
