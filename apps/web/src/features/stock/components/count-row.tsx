import { useId } from 'react';
import type { TProduct } from '@cuadre/shared/schemas/products';
import { FieldError, Label } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { CountDifference } from './count-difference';
import { countedValue, isValidCount } from './count-rules';

type TCountRowProps = {
  product: TProduct;
  /** What the seller typed, '' when not counted. */
  text: string;
  error?: string;
  isDisabled: boolean;
  onChange: (text: string) => void;
};

/** One product of the count: its recorded stock, the "Contado" field, and the difference as it is typed. */
export function CountRow({ product, text, error, isDisabled, onChange }: TCountRowProps) {
  const id = useId();
  const value = countedValue(text);
  return (
    <li
      aria-label={product.name}
      className="grid gap-2 rounded-xl border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-end justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{product.name}</h3>
          <p className="font-mono text-xs break-all text-slate-600 dark:text-slate-400">SKU {product.sku}</p>
          <p className="mt-1">
            Registrado: <span className="font-semibold tabular-nums">{product.quantity}</span>
          </p>
        </div>
        <div className="w-24 shrink-0">
          <Label htmlFor={id}>Contado</Label>
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={text}
            invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            disabled={isDisabled}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      </div>
      {isValidCount(value) && (
        <p className="flex justify-end">
          <CountDifference difference={value - product.quantity} />
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} className="text-right" />
    </li>
  );
}
