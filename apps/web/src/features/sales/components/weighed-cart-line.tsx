import { useId, useState } from 'react';
import type { TProductUnit } from '@cuadre/shared/products/constants';
import { multiplyMoney } from '@cuadre/shared/money/money';
import { QuantityInput, useWeighedText } from '@/components/quantity-input';
import { useFormatMoney } from '@/hooks/use-format-money';
import { useAppStore } from '@/stores/app-store';
import { LineDiscount } from './cart-discounts';
import {
  CartLineHead,
  CartLineNote,
  stockNote,
  type TCartLineNote,
  type TPricedLine,
} from './cart-line-parts';

/**
 * A line of weighed goods (design §13): the seller types what the scale says, "0,75" kg, up to the stock. A text
 * that cannot be read says why under the line and changes nothing; the line keeps its last good quantity.
 */
export function WeighedCartLine({ item, unit }: { item: TPricedLine; unit: TProductUnit }) {
  const setCartQuantity = useAppStore((state) => state.setCartQuantity);
  const removeFromCart = useAppStore((state) => state.removeFromCart);
  const formatMoney = useFormatMoney();
  // The last quantity typed was above the stock and was lowered to it.
  const [wasCapped, setWasCapped] = useState(false);
  const inputId = useId();
  const noteId = useId();
  const weighed = useWeighedText(item.quantity, (value) => {
    // "0" and "0," are on the way to "0,75": 0 removes the line only once the seller leaves the field.
    if (value === undefined || !(value > 0)) return;
    setWasCapped(value > item.availableStock);
    setCartQuantity(item.productId, value);
  });
  const { reading } = weighed;

  function leave() {
    weighed.leave();
    // An emptied field goes back to the line's quantity, as a unit's does.
    if (reading === null) weighed.showValue();
    else if (reading.ok && reading.value <= 0) removeFromCart(item.productId);
  }

  const note: TCartLineNote =
    reading && !reading.ok ? { text: reading.message, isError: true } : stockNote(item, unit, wasCapped);
  return (
    <li className="flex flex-col gap-2 py-3">
      <CartLineHead item={item} unit={unit} />
      <div>
        <div className="flex items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <label htmlFor={inputId} className="text-xs text-slate-700 dark:text-slate-300">
              Cantidad
            </label>
            <QuantityInput
              id={inputId}
              unit={unit}
              aria-label={`Cantidad de ${item.name}`}
              aria-describedby={noteId}
              invalid={note?.isError}
              boxClassName="w-28"
              className="h-11 lg:h-9"
              value={weighed.text}
              onChange={(event) => weighed.change(event.target.value)}
              onBlur={leave}
            />
          </div>
          <p className="font-semibold tabular-nums">
            {formatMoney(multiplyMoney(item.price, item.quantity))}
          </p>
        </div>
        <CartLineNote id={noteId} note={note} />
      </div>
      <LineDiscount item={item} />
    </li>
  );
}
