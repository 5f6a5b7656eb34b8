import { useOwnUser } from '@/hooks/use-own-user';
import { useAppStore } from '@/stores/app-store';

/** The name a document is headed with, as the server's PDF does: the business name, else the seller's. */
export function useShopName(): string {
  const businessName = useOwnUser().data?.businessName?.trim();
  const sellerName = useAppStore((state) => state.user?.name);
  return businessName || sellerName || '';
}
