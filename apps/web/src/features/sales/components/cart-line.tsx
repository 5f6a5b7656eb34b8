import { useId, useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { TCartItem } from '@cuadre/shared/domain/cart';
import { multiplyMoney } from '@cuadre/shared/domain/money';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useFormatMoney } from '@/hooks/use-format-money';
import { cn } from '@/lib/cn';
import { useAppStore } from '@/stores/app-store';

/** Under a line whose typed quantity was lowered to the stock: the seller sees why their 9 became 4. */
export const stockLimitText = (stock: number) => `Solo hay ${stock} en stock.`;

/** Under a line above the stock last read (sold elsewhere since it was added): the sale will be refused. */
export const overStockText = (stock: number) =>
  stock > 0
    ? `Solo hay ${stock} en stock: ajusta la cantidad.`
    : 'Ya no queda stock de este producto: quítalo del carrito.';

/** One cart line: the quantity input takes 1..availableStock, and 0 removes the line (spec §4, §5). */
export function CartLine({ item }: { item: TCartItem }) {
  const setCartQuantity = useAppStore((state) => state.setCartQuantity);
  const removeFromCart = useAppStore((state) => state.removeFromCart);
  const formatMoney = useFormatMoney();
  // What the seller is typing, while it is not yet a number (an emptied field); otherwise the stored quantity.
  const [draft, setDraft] = useState<string | null>(null);
  // The last quantity typed was above the stock and was lowered to it.
  const [wasCapped, setWasCapped] = useState(false);
  const inputId = useId();
  const noteId = useId();

  function handleChange(text: string) {
    const value = Number(text);
    if (text.trim() === '' || !Number.isInteger(value)) {
      setDraft(text);
      return;
    }
    // The store caps at availableStock and removes at 0 or less: show what it kept, not what was typed.
    setDraft(null);
    setWasCapped(value > item.availableStock);
    setCartQuantity(item.productId, value);
  }

  const isOverStock = item.quantity > item.availableStock;
  let stockNote: string | null = null;
  if (isOverStock) stockNote = overStockText(item.availableStock);
  // Only while the line still holds the whole stock: a later change of the stock makes the note stale.
  else if (wasCapped && item.quantity === item.availableStock)
    stockNote = stockLimitText(item.availableStock);

  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">{item.name}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {formatMoney(item.price)} c/u · Disponible: {item.availableStock}
          </p>
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
      <div>
        <div className="flex items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <label htmlFor={inputId} className="text-xs text-slate-700 dark:text-slate-300">
              Cantidad
            </label>
            <Input
              id={inputId}
              aria-label={`Cantidad de ${item.name}`}
              aria-describedby={noteId}
              aria-invalid={isOverStock || undefined}
              type="number"
              inputMode="numeric"
              min={1}
              max={item.availableStock}
              step={1}
              className="h-11 w-20 lg:h-9"
              value={draft ?? String(item.quantity)}
              onChange={(event) => handleChange(event.target.value)}
              onBlur={() => setDraft(null)}
            />
          </div>
          <p className="font-semibold tabular-nums">
            {formatMoney(multiplyMoney(item.price, item.quantity))}
          </p>
        </div>
        {/* Always in the page (empty, no height) so screen readers announce the note when it appears. */}
        <p
          id={noteId}
          aria-live="polite"
          className={cn(
            'text-xs font-medium',
            stockNote && 'mt-1',
            isOverStock ? 'text-red-700 dark:text-red-400' : 'text-amber-800 dark:text-amber-300',
          )}
        >
          {stockNote}
        </p>
      </div>
    </li>
  );
}
