import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { PRODUCT_UNIT_SYMBOLS, type TProductUnit } from '@cuadre/shared/products/constants';
import { addQuantities, subtractQuantities } from '@cuadre/shared/stock/quantity';
import { QuantityInput, useWeighedText } from '@/components/quantity-input';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { RETURN_LINE_TEXTS, ReturnLineInfo } from './return-line-parts';
import type { TReturnableLine } from './return-lines';

type TWeighedReturnLineRowProps = {
  line: TReturnableLine;
  unit: TProductUnit;
  quantity: number | undefined;
  onChange: (quantity: number | undefined) => void;
  formatMoney: (amountUsd: number) => string;
  disabled?: boolean;
};

/**
 * A weighed line of the return form (design §13): "0,25" kg typed with a comma, never above what is left; the
 * buttons move by 1 kg, g or L, and stop at 0 and at what is left.
 */
export function WeighedReturnLineRow({
  line,
  unit,
  quantity,
  onChange,
  formatMoney,
  disabled,
}: TWeighedReturnLineRowProps) {
  const { item, left } = line;
  const inputId = useId();
  const errorId = useId();
  const within = (next: number) => Math.min(left, Math.max(0, next));
  // Empty and unreadable texts go up as they are (undefined, NaN): the form sends nothing while one is there.
  const weighed = useWeighedText(quantity, (value) =>
    onChange(value === undefined || Number.isNaN(value) ? value : within(value)),
  );
  const chosen = quantity !== undefined && Number.isFinite(quantity) ? quantity : 0;
  const readError = weighed.reading && !weighed.reading.ok ? weighed.reading.message : undefined;
  const symbol = PRODUCT_UNIT_SYMBOLS[unit];
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3">
      <ReturnLineInfo line={line} unit={unit} quantity={chosen} formatMoney={formatMoney} />
      {left === 0 ? (
        <p className="text-sm text-slate-600 italic dark:text-slate-300">{RETURN_LINE_TEXTS.allBack}</p>
      ) : (
        <div className="flex shrink-0 items-center gap-1">
          <Button
            variant="secondary"
            size="icon"
            className="shrink-0"
            aria-label={RETURN_LINE_TEXTS.lessWeighed(item.name, symbol)}
            onClick={() => onChange(within(subtractQuantities(chosen, 1)))}
            disabled={disabled || chosen === 0}
          >
            <Minus aria-hidden="true" className="size-4" />
          </Button>
          <label htmlFor={inputId} className="sr-only">
            {RETURN_LINE_TEXTS.quantity(item.name)}
          </label>
          <QuantityInput
            id={inputId}
            unit={unit}
            boxClassName="w-28"
            className="text-center tabular-nums"
            placeholder="0"
            value={weighed.text}
            onChange={(event) => weighed.change(event.target.value)}
            onBlur={weighed.leave}
            onFocus={(event) => event.target.select()}
            invalid={Boolean(readError)}
            aria-describedby={readError ? errorId : undefined}
            disabled={disabled}
          />
          <Button
            variant="secondary"
            size="icon"
            className="shrink-0"
            aria-label={RETURN_LINE_TEXTS.moreWeighed(item.name, symbol)}
            onClick={() => onChange(within(addQuantities(chosen, 1)))}
            disabled={disabled || chosen >= left}
          >
            <Plus aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
      <FieldError id={errorId} message={readError} className="basis-full" />
    </li>
  );
}
