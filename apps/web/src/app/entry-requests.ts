import { FEATURED_PRODUCTS_COUNT } from '@cuadre/shared/products/constants';
import { isAdminRole } from '@cuadre/shared/users/constants';
import { paths } from '@/config/paths';
import { canUseDollarRate } from '@/hooks/use-format-money';
import { getTokenStatus } from '@/lib/jwt';
import { startEarlyGet } from '@/lib/early-requests';
import type { TQueryParams } from '@/lib/build-url';
import { useAppStore } from '@/stores/app-store';

type TEarlyGet = { path: string; params?: TQueryParams };

/**
 * What /dashboard asks the API for as it opens, exactly as its components ask (entry-requests.test.tsx holds
 * them to it): the four figures, the product strip, the latest sales, the Dólar BCV card (and its shop's reference
 * currency) for a seller who can use it, and the open till the cart's notice asks for. The cart's client list is not here: it waits until the page has loaded (client-select.tsx).
 */
export function sellerHomeRequests(canUseRate: boolean): TEarlyGet[] {
  return [
    { path: '/expenses/dashboard/metrics' },
    { path: '/products', params: { page: 1, pageSize: FEATURED_PRODUCTS_COUNT } },
    { path: '/sales', params: { page: 1, pageSize: 5 } },
    // The Dólar BCV card, and the shop's reference currency it reads beside it (design §10).
    ...(canUseRate ? [{ path: '/dollar-rate' }, { path: '/shop' }] : []),
    // The cart says "Caja cerrada" when no till is open (components/till-closed-notice.tsx).
    { path: '/cash-sessions/current' },
  ];
}

/**
 * Starts the data requests of the page a visit opens on while its code is still downloading (main.tsx), for a
 * signed-in seller opening /dashboard. The API client takes the answers when the page asks (early-requests.ts).
 */
export function startEntryRequests(pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path !== paths.dashboard.root) return;
  const { token, user } = useAppStore.getState();
  const status = getTokenStatus(token);
  // The guard will send anyone else elsewhere; their requests would only be wasted.
  if (!token || status.kind !== 'valid' || isAdminRole(status.claims.role)) return;
  for (const request of sellerHomeRequests(canUseDollarRate(user))) {
    startEarlyGet(request.path, request.params, token);
  }
}
