import { useEffect } from 'react';
import { decodeJwt } from '@/lib/jwt';
import { useAppStore } from '@/stores/app-store';
import { useAccountShops } from '../api/account-shops';

/**
 * Keeps the session's role in its shop as the server has it, for an e-mail session in someone else's shop: there
 * the person is its manager, cashier or accountant, and a role the owner changes shows on the next visit. In
 * their own shop a person is always its owner (nothing to ask), and a PIN session already says its member's role.
 */
export function useAccountShopsRole(): void {
  const isInAnotherShop = useAppStore((state) => {
    const claims = decodeJwt(state.token);
    return !!claims?.shop && !claims.device && claims.shop !== state.user?.id;
  });
  const shops = useAccountShops(isInAnotherShop);
  const setShopRole = useAppStore((state) => state.setShopRole);
  const current = shops.data?.find((shop) => shop.isCurrent);
  useEffect(() => {
    if (current) setShopRole(current.role);
  }, [current, setShopRole]);
}
