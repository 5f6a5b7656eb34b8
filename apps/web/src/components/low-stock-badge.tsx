import { isLowStock, type TProduct } from '@cuadre/shared/products/schemas';
import { Badge } from '@/components/ui/badge';

export const LOW_STOCK_LABEL = 'Por agotarse';
/** What "Por agotarse" shows when nothing is at or below its minimum (the dashboard panel, the products filter). */
export const ALL_ABOVE_MINIMUM = 'Todo tu inventario está por encima del mínimo.';

/**
 * "Por agotarse" on a product at or below its minimum (design §13); nothing otherwise. Shared by the products
 * list and the inventory screens, which may not import each other.
 */
export function LowStockBadge({
  product,
  className,
}: {
  product: Pick<TProduct, 'quantity' | 'minStock'>;
  className?: string;
}) {
  if (!isLowStock(product)) return null;
  return (
    <Badge tone="danger" className={className}>
      {LOW_STOCK_LABEL}
    </Badge>
  );
}
