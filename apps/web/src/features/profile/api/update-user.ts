import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TUpdateUserRequest, TUpdateUserResponseData } from '@cuadre/shared/users/schemas';
import { api } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';
import { OWN_USER_QUERY_KEY } from '@/hooks/use-own-user';

/**
 * PUT /users with either payload of spec §7: the country dialog's {country, currency, currencySymbol,
 * currencyName} or the profile form's {name, email, country, currency, currencySymbol}.
 */
export async function updateUser(body: TUpdateUserRequest): Promise<TUpdateUserResponseData> {
  const { data } = await api.put<TDataResponse<TUpdateUserResponseData>>('/users', body);
  return data;
}

/**
 * Saves and then writes the answer into the session, so the layout and every amount follow at once. A new
 * e-mail is not in the answer's `email` until its link is opened: `pendingEmail` names it meanwhile.
 */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  const updateUserInStore = useAppStore((state) => state.updateUser);
  const updateCountry = useAppStore((state) => state.updateCountry);
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      updateUserInStore({
        name: user.name,
        email: user.email,
        ...(user.timeZone ? { timeZone: user.timeZone } : {}),
      });
      if (user.country && user.currency && user.currencySymbol) {
        updateCountry({
          country: user.country,
          currency: user.currency,
          currencySymbol: user.currencySymbol,
        });
      }
      void queryClient.invalidateQueries({ queryKey: OWN_USER_QUERY_KEY });
    },
  });
}
