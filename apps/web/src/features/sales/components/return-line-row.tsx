import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { multiplyMoney } from '@cuadre/shared/domain/money';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { TReturnableLine } from './return-lines';

export const RETURN_LINE_TEXTS = {
  sold: (sold: number, left: number) => `Vendidos: ${sold} · Por devolver: ${left}`,
  allBack: 'Devuelto por completo',
  quantity: (name: string) => `Cantidad a devolver de ${name}`,
  less: (name: string) => `Uno menos de ${name}`,
  more: (name: string) => `Uno más de ${name}`,
} as const;

type TReturnLineRowProps = {
  line: TReturnableLine;
  quantity: number;
  onChange: (quantity: number) => void;
  formatMoney: (amountUsd: number) => string;
  disabled?: boolean;
};

/**
 * One line of the sale in the return form: what is left to return and a stepper from 0 to it. The field never
 * holds more than is left — what is typed above it is lowered at once — so the form cannot ask for it (the server
 * refuses it anyway, design §13). The buttons are thumb-sized for a phone held in one hand.
 */
export function ReturnLineRow({ line, quantity, onChange, formatMoney, disabled }: TReturnLineRowProps) {
  const { item, left } = line;
  const inputId = useId();
  const set = (next: number) => onChange(Math.min(left, Math.max(0, next)));
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-medium break-words">{item.name}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {formatMoney(item.price)} c/u · {RETURN_LINE_TEXTS.sold(item.quantity, left)}
        </p>
        {quantity > 0 && (
          <p className="text-sm font-medium tabular-nums">
            {formatMoney(multiplyMoney(item.price, quantity))}
          </p>
        )}
      </div>
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
