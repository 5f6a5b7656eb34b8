import { shopDetailLines } from '@cuadre/shared/documents/document-shop';
import { shopNameOf } from '@cuadre/shared/documents/shop-name';
import { useOwnUser } from '@/hooks/use-own-user';
import { useAppStore } from '@/stores/app-store';

/**
 * The shop a document is headed with, as the server's PDF heads it: its name (shopNameOf) and the lines under it
 * (shopDetailLines) — the RIF, address and phone saved in Perfil.
 */
export function useDocumentShop(): { name: string; lines: string[] } {
  const own = useOwnUser().data;
  const name = useAppStore((state) => state.user?.name);
  return {
    name: shopNameOf({ businessName: own?.businessName, name }),
    lines: own ? shopDetailLines(own) : [],
  };
}
