import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { isWeighedUnit } from '@cuadre/shared/stock/quantity';
import type { TProduct } from '@cuadre/shared/products/schemas';
import type { TRestockRequestInput } from '@cuadre/shared/stock/schemas';
import { MoneyInput } from '@/components/money-input';
import { QuantityField } from '@/components/quantity-input';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { quantityText } from '@/lib/quantity';

type TRestockLineProps = {
  index: number;
  product: Pick<TProduct, 'name' | 'sku' | 'quantity' | 'unit'>;
  control: Control<TRestockRequestInput>;
  register: UseFormRegister<TRestockRequestInput>;
  errors: FieldErrors<TRestockRequestInput>;
  /** This line's quantity × unit cost, already formatted; null while either is not a usable number. */
  subtotal: string | null;
  isDisabled: boolean;
  onRemove: () => void;
};

/** One product of a delivery: how many arrived and what each cost (prefilled with its current cost). */
export function RestockLine({
  index,
  product,
  control,
  register,
  errors,
  subtotal,
  isDisabled,
  onRemove,
}: TRestockLineProps) {
  const lineErrors = errors.lines?.[index];
  return (
    <li
      aria-label={product.name}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{product.name}</h3>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            <span className="font-mono break-all">SKU {product.sku}</span> · Stock actual:{' '}
            {quantityText(product.quantity, product.unit)}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="shrink-0"
          aria-label={`Quitar ${product.name}`}
          title="Quitar"
          disabled={isDisabled}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-5 text-red-700 dark:text-red-400" />
        </Button>
      </div>
      <div className="grid grid-cols-2 items-start gap-3">
        {/* Design §13: "2,5" kg typed with a comma; a product sold by the unit keeps its whole number field. */}
        {isWeighedUnit(product.unit) ? (
          <Controller
            name={`lines.${index}.quantity`}
            control={control}
            render={({ field }) => (
              <QuantityField
                label="Cantidad"
                unit={product.unit}
                {...field}
                value={field.value}
                disabled={isDisabled}
                error={lineErrors?.quantity?.message}
              />
            )}
          />
        ) : (
          <FormField label="Cantidad" error={lineErrors?.quantity?.message}>
            {(field) => (
              <Input
                {...field}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                disabled={isDisabled}
                {...register(`lines.${index}.quantity`, { valueAsNumber: true })}
              />
            )}
          </FormField>
        )}
        <Controller
          name={`lines.${index}.unitCost`}
          control={control}
          render={({ field }) => (
            <MoneyInput
              label="Costo unitario"
              {...field}
              value={field.value}
              disabled={isDisabled}
              error={lineErrors?.unitCost?.message}
            />
          )}
        />
      </div>
      {subtotal !== null && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Subtotal: <span className="font-semibold break-words tabular-nums">{subtotal}</span>
        </p>
      )}
    </li>
  );
}
