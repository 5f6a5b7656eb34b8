import { useId, useState } from 'react';
import { multiplyMoney } from '@cuadre/shared/money/money';
import { isWeighedUnit } from '@cuadre/shared/stock/quantity';
import { Input } from '@/components/ui/input';
import { useFormatMoney } from '@/hooks/use-format-money';
import { useAppStore } from '@/stores/app-store';
import { LineDiscount } from './cart-discounts';
import { CartLineHead, CartLineNote, stockNote, type TPricedLine } from './cart-line-parts';
import { WeighedCartLine } from './weighed-cart-line';

/** One cart line: weighed goods take "0,75" kg; a product sold by the unit takes whole units (spec §4, §5). */
export function CartLine({ item }: { item: TPricedLine }) {
  // A line saved before products had units has none: it was sold by the unit.
  const unit = item.unit ?? 'UNIT';
  return isWeighedUnit(unit) ? <WeighedCartLine item={item} unit={unit} /> : <UnitCartLine item={item} />;
}

/** The quantity input takes 1..availableStock, and 0 removes the line (spec §4, §5). */
function UnitCartLine({ item }: { item: TPricedLine }) {
  const setCartQuantity = useAppStore((state) => state.setCartQuantity);
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
  return (
    <li className="flex flex-col gap-2 py-3">
      <CartLineHead item={item} unit="UNIT" />
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
        <CartLineNote id={noteId} note={stockNote(item, 'UNIT', wasCapped)} />
      </div>
      <LineDiscount item={item} />
    </li>
  );
}
