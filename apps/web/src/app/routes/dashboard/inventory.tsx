import { PageHeader } from '@/components/ui/page-header';
import { InventoryHub } from '@/features/stock/components/inventory-hub';

/** /dashboard/inventario: Entrada de mercancía, Conteo físico and "Por agotarse" (design §13). */
export function Component() {
  return (
    <>
      <PageHeader title="Inventario" />
      <InventoryHub />
    </>
  );
}
