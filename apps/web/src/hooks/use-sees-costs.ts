import { permissionOf } from '@cuadre/shared/team/permissions';
import { useAppStore } from '@/stores/app-store';

/**
 * Whether the session's role sees costs and profit (decision record 029): the server leaves them out of a
 * cashier's answers, and the screens leave out where they would go.
 */
export function useSeesCosts(): boolean {
  return useAppStore((state) => permissionOf(state.shopRole ?? 'OWNER', 'costs.read') === 'allow');
}
