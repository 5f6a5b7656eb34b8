import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TCountry } from '@cuadre/shared/users/schemas';
import { api } from '@/lib/api-client';

/** One cache entry for every screen that lists countries (registration, profile, the country dialog). */
export const COUNTRIES_QUERY_KEY = ['countries'] as const;

/** GET /countries: Spanish names in Spanish order, with currency name, ISO code and symbol (spec §3). */
export async function getCountries(signal?: AbortSignal): Promise<TCountry[]> {
  const { data } = await api.get<TDataResponse<TCountry[]>>('/countries', { signal });
  return data;
}

export function getCountriesQueryOptions() {
  return queryOptions({
    queryKey: COUNTRIES_QUERY_KEY,
    queryFn: ({ signal }) => getCountries(signal),
    // The list changes with a release, not during a visit.
    staleTime: Infinity,
  });
}

export function useCountries({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCountriesQueryOptions(), enabled });
}
