import { useShopPermission } from './use-shop-permission';

/**
 * Whether the session's role sees costs and profit (decision record 029): the server leaves them out of a
 * cashier's answers, and the screens leave out where they would go.
 */
export function useSeesCosts(): boolean {
  return useShopPermission('costs.read') === 'allow';
}
