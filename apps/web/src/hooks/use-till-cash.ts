import { tillCashOf, type TTillCash } from '@cuadre/shared/sales/tender';
import { useCurrentTill } from '@/hooks/use-current-till';
import { useOnline } from '@/hooks/use-online';

/**
 * The cash the open till expects per currency, for the cart to say before confirming that the drawer cannot give
 * the change (design §11). Null with no till open, while it is not known yet, and offline: a sale made offline is
 * never refused for its change, and the till shows what it lacks once the sale arrives.
 */
export function useTillCash({ enabled = true }: { enabled?: boolean } = {}): TTillCash | null {
  const isOnline = useOnline();
  const { data: till } = useCurrentTill({ enabled });
  // Without its lines (a test double's answer, an entry kept from another version) the drawer is not known.
  if (!isOnline || !till || !Array.isArray(till.lines)) return null;
  return tillCashOf(till.lines);
}
