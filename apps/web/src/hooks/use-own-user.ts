import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOwnUser } from '@cuadre/shared/auth/schemas';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';

export const OWN_USER_QUERY_KEY = ['users', 'me'] as const;

/** GET /users/me: the account as stored, with a new e-mail still waiting for its link (`pendingEmail`). */
export async function getOwnUser(signal?: AbortSignal): Promise<TOwnUser> {
  const { data } = await api.get<TDataResponse<TOwnUser>>('/users/me', { signal });
  return data;
}

export function getOwnUserQueryOptions() {
  return queryOptions({ queryKey: OWN_USER_QUERY_KEY, queryFn: ({ signal }) => getOwnUser(signal) });
}

export function useOwnUser() {
  return useQuery(getOwnUserQueryOptions());
}

/**
 * The IGTF percentage the seller charges on payments in dollars (design §10), or null when off or not yet
 * known: the cart, the instalment form and the profile show what the server will charge. `enabled: false` asks
 * nothing yet (an empty cart charges nothing, and the home opens with the requests it starts early).
 */
export function useSellerIgtfRate({ enabled = true }: { enabled?: boolean } = {}): number | null {
  const { data } = useQuery({ ...getOwnUserQueryOptions(), enabled });
  return data?.igtfEnabled ? data.igtfRate : null;
}
