import { permissionOf } from '@cuadre/shared/team/permissions';
import type { TAuthUser } from './guards';

/**
 * The member whose sales alone a session sees (decision record 029): a cashier's own; undefined for a role that
 * reads the whole shop's history (`sales.readAll`).
 */
export function ownSalesOf(auth: Pick<TAuthUser, 'shopRole' | 'memberId'>): string | undefined {
  return permissionOf(auth.shopRole, 'sales.readAll') === 'allow' ? undefined : auth.memberId;
}
