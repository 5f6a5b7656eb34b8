import { permissionOf, type TPermission, type TShopAction } from '@cuadre/shared/team/permissions';
import { useAppStore } from '@/stores/app-store';

/**
 * What the session's role may do with an action in its shop (decision record 029): a screen leaves out what the
 * server would refuse. A session without a shop role is the owner in their own shop.
 */
export function useShopPermission(action: TShopAction): TPermission {
  return useAppStore((state) => permissionOf(state.shopRole ?? 'OWNER', action));
}
