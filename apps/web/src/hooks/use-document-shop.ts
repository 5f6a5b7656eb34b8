import { shopNameOf } from '@cuadre/shared/documents/shop-name';
import type { TDocumentShop } from '@cuadre/shared/documents/document-shop';
import { useOwnUser } from '@/hooks/use-own-user';
import { useAppStore } from '@/stores/app-store';

/**
 * The shop a document is headed with, as the server's PDF heads it: its name (shopNameOf), and the RIF, address
 * and phone saved in Perfil (shopDetailLines prints them).
 */
export function useDocumentShop(timeZone: string): TDocumentShop {
  const own = useOwnUser().data;
  const name = useAppStore((state) => state.user?.name);
  return {
    name: shopNameOf({ businessName: own?.businessName, name }),
    taxId: own?.taxId ?? null,
    address: own?.address ?? null,
    phone: own?.phone ?? null,
    receiptFooter: null,
    timeZone,
  };
}
