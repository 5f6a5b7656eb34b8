import { PriceListsScreen } from '@/features/price-lists/components/price-lists-screen';

/** /dashboard/precios ('Listas de precios', decision record 031). */
export function Component() {
  return <PriceListsScreen />;
}
