import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TUserSettings, TUserSettingsRequestInput } from '@cuadre/shared/users/schemas';
import { api } from '@/lib/api-client';
import { OWN_USER_QUERY_KEY } from '@/hooks/use-own-user';

/** PUT /users/settings (design §17): only the fields sent change; answers the settings as saved. */
export async function updateUserSettings(body: TUserSettingsRequestInput): Promise<TUserSettings> {
  const { data } = await api.put<TDataResponse<TUserSettings>>('/users/settings', body);
  return data;
}

/**
 * Saves the seller's settings. The cart and the instalment form read the IGTF from the own-user query, so it is
 * refreshed: what they show next is what the server will charge.
 */
export function useUpdateUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OWN_USER_QUERY_KEY }),
  });
}
