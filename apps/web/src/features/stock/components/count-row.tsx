import { useId } from 'react';
import { isWeighedUnit, subtractQuantities } from '@cuadre/shared/stock/quantity';
import type { TProduct } from '@cuadre/shared/products/schemas';
import { QuantityInput } from '@/components/quantity-input';
import { FieldError, Label } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { quantityText } from '@/lib/quantity';
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
  const { unit } = product;
  const value = countedValue({ text, unit });
  const field = {
    id,
    value: text,
    invalid: Boolean(error),
    'aria-describedby': error ? `${id}-error` : undefined,
    disabled: isDisabled,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
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
            Registrado:{' '}
            <span className="font-semibold tabular-nums">{quantityText(product.quantity, unit)}</span>
          </p>
        </div>
        {/* Design §13: "4,250" kg typed with a comma; a product sold by the unit keeps its whole number field. */}
        <div className={isWeighedUnit(unit) ? 'w-32 shrink-0' : 'w-24 shrink-0'}>
          <Label htmlFor={id}>Contado</Label>
          {isWeighedUnit(unit) ? (
            <QuantityInput unit={unit} {...field} />
          ) : (
            <Input type="number" inputMode="numeric" min={0} step={1} {...field} />
          )}
        </div>
      </div>
      {isValidCount(value, unit) && (
        <p className="flex justify-end">
          <CountDifference difference={subtractQuantities(value, product.quantity)} unit={unit} />
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} className="text-right" />
    </li>
  );
}
