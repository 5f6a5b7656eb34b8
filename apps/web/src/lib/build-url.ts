import { API_BASE_PATH } from '@cuadre/shared/common/constants';

export type TQueryValue = string | number | boolean | null | undefined;
export type TQueryParams = Record<string, TQueryValue>;

/** `/api` + path + query string; null, undefined and '' are left out so "no filter" never reaches the server. */
export function buildUrl(path: string, params?: TQueryParams): string {
  const url = `${API_BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}
