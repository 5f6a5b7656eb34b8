import { Trash2 } from 'lucide-react';
import type { TProductUnit } from '@cuadre/shared/products/constants';
import type { TCartItem } from '@cuadre/shared/sales/cart';
import { pricePer } from '@cuadre/shared/stock/quantity';
import { Button } from '@/components/ui/button';
import { useFormatMoney } from '@/hooks/use-format-money';
import { cn } from '@/lib/cn';
import { quantityText } from '@/lib/quantity';
import { useAppStore } from '@/stores/app-store';

/** Under a line whose typed quantity was lowered to the stock: the seller sees why their 9 became 4. */
export const stockLimitText = (stock: number, unit: TProductUnit = 'UNIT') =>
  `Solo hay ${quantityText(stock, unit)} en stock.`;

/** Under a line above the stock last read (sold elsewhere since it was added): the sale will be refused. */
export const overStockText = (stock: number, unit: TProductUnit = 'UNIT') =>
  stock > 0
    ? `Solo hay ${quantityText(stock, unit)} en stock: ajusta la cantidad.`
    : 'Ya no queda stock de este producto: quítalo del carrito.';

export type TCartLineNote = { text: string; isError: boolean } | null;

/** What the line says about its stock: above it (an error), or lowered to it by the last quantity typed. */
export function stockNote(item: TCartItem, unit: TProductUnit, wasCapped: boolean): TCartLineNote {
  if (item.quantity > item.availableStock) {
    return { text: overStockText(item.availableStock, unit), isError: true };
  }
  // Only while the line still holds the whole stock: a later change of the stock makes the note stale.
  if (wasCapped && item.quantity === item.availableStock) {
    return { text: stockLimitText(item.availableStock, unit), isError: false };
  }
  return null;
}

/** A cart line, with where its price came from when a list gave it. */
export type TPricedLine = TCartItem & { priceNote?: string | null };

/** The line's name, its price ("c/u", or "/kg" for weighed goods), the stock and the button that removes it. */
export function CartLineHead({ item, unit }: { item: TPricedLine; unit: TProductUnit }) {
  const removeFromCart = useAppStore((state) => state.removeFromCart);
  const formatMoney = useFormatMoney();
  return (
    <div className="flex items-start justify-between gap-2">
      <div className="min-w-0">
        <p className="font-medium break-words">{item.name}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {formatMoney(item.price)} {pricePer(unit)} · Disponible: {quantityText(item.availableStock, unit)}
        </p>
        {/* Which list and tier priced the line (decision record 031): the seller says it to the client. */}
        {item.priceNote && (
          <p className="text-xs font-medium text-teal-800 dark:text-teal-300">Precio {item.priceNote}</p>
        )}
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-11 lg:size-8"
        aria-label={`Quitar ${item.name} del carrito`}
        onClick={() => removeFromCart(item.productId)}
      >
        <Trash2 aria-hidden="true" className="size-4 text-red-700 dark:text-red-400" />
      </Button>
    </div>
  );
}

/** Always in the page (empty, no height) so screen readers announce the note when it appears. */
export function CartLineNote({ id, note }: { id: string; note: TCartLineNote }) {
  return (
    <p
      id={id}
      aria-live="polite"
      className={cn(
        'text-xs font-medium',
        note && 'mt-1',
        note?.isError ? 'text-red-700 dark:text-red-400' : 'text-amber-800 dark:text-amber-300',
      )}
    >
      {note?.text}
    </p>
  );
}
