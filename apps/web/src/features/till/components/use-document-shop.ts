import { shopNameOf } from '@cuadre/shared/domain/shop-name';
import { useOwnUser } from '@/hooks/use-own-user';
import { useAppStore } from '@/stores/app-store';

/** The name a document is headed with, as the server's PDF heads it (shopNameOf). */
export function useShopName(): string {
  const businessName = useOwnUser().data?.businessName;
  const name = useAppStore((state) => state.user?.name);
  return shopNameOf({ businessName, name });
}
