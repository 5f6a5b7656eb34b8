import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { isWeighedUnit } from '@cuadre/shared/stock/quantity';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { RETURN_LINE_TEXTS, ReturnLineInfo } from './return-line-parts';
import type { TReturnableLine } from './return-lines';
import { WeighedReturnLineRow } from './weighed-return-line-row';

type TReturnLineRowProps = {
  line: TReturnableLine;
  /** Undefined while a weighed line's field is empty, NaN while it cannot be read (nothing is sent then). */
  quantity: number | undefined;
  onChange: (quantity: number | undefined) => void;
  formatMoney: (amountUsd: number) => string;
  disabled?: boolean;
};

/**
 * One line of the sale in the return form: what is left to return and a stepper from 0 to it. The field never
 * holds more than is left — what is typed above it is lowered at once — so the form cannot ask for it (the server
 * refuses it anyway, design §13). The buttons are thumb-sized for a phone held in one hand. Weighed goods take
 * "0,25" kg; a line sold by the unit takes whole units.
 */
export function ReturnLineRow(props: TReturnLineRowProps) {
  const { unit } = props.line.item;
  if (isWeighedUnit(unit)) return <WeighedReturnLineRow {...props} unit={unit} />;
  return <UnitReturnLineRow {...props} quantity={props.quantity ?? 0} />;
}

function UnitReturnLineRow({
  line,
  quantity,
  onChange,
  formatMoney,
  disabled,
}: TReturnLineRowProps & { quantity: number }) {
  const { item, left } = line;
  const inputId = useId();
  const set = (next: number) => onChange(Math.min(left, Math.max(0, next)));
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3">
      <ReturnLineInfo line={line} unit="UNIT" quantity={quantity} formatMoney={formatMoney} />
      {left === 0 ? (
        <p className="text-sm text-slate-600 italic dark:text-slate-300">{RETURN_LINE_TEXTS.allBack}</p>
      ) : (
        <div className="flex shrink-0 items-center gap-1">
          <Button
            variant="secondary"
            size="icon"
            className="shrink-0"
            aria-label={RETURN_LINE_TEXTS.less(item.name)}
            onClick={() => set(quantity - 1)}
            disabled={disabled || quantity === 0}
          >
            <Minus aria-hidden="true" className="size-4" />
          </Button>
          <label htmlFor={inputId} className="sr-only">
            {RETURN_LINE_TEXTS.quantity(item.name)}
          </label>
          {/* The field fills this box: Input is w-full, and a thumb-sized stepper needs its buttons whole. */}
          <div className="w-16">
            <Input
              id={inputId}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={String(quantity)}
              onChange={(event) => {
                const digits = event.target.value.replace(/\D/g, '');
                set(digits === '' ? 0 : Number.parseInt(digits, 10));
              }}
              onFocus={(event) => event.target.select()}
              disabled={disabled}
              className="text-center tabular-nums"
            />
          </div>
          <Button
            variant="secondary"
            size="icon"
            className="shrink-0"
            aria-label={RETURN_LINE_TEXTS.more(item.name)}
            onClick={() => set(quantity + 1)}
            disabled={disabled || quantity >= left}
          >
            <Plus aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
    </li>
  );
}
