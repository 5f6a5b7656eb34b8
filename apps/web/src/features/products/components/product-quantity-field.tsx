import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import type { TProductUnit } from '@cuadre/shared/products/constants';
import { isWeighedUnit } from '@cuadre/shared/stock/quantity';
import type { TProductUpdateRequest, TProductUpdateRequestInput } from '@cuadre/shared/products/schemas';
import { QuantityField } from '@/components/quantity-input';
import { FormField, type TFieldErrorPlacement } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

type TProductQuantityFieldProps = {
  unit: TProductUnit;
  control: Control<TProductUpdateRequestInput, unknown, TProductUpdateRequest>;
  register: UseFormRegister<TProductUpdateRequestInput>;
  placement: TFieldErrorPlacement;
};

/**
 * The product's "Cantidad" (design §13): kg, g and L take "2,5" typed with a comma, to 3 decimals; a product
 * sold by the unit keeps the spec's whole number field and its message.
 */
export function ProductQuantityField({ unit, control, register, placement }: TProductQuantityFieldProps) {
  if (isWeighedUnit(unit)) {
    return (
      <Controller
        name="quantity"
        control={control}
        render={({ field }) => (
          <QuantityField label="Cantidad" unit={unit} {...field} value={field.value} {...placement} />
        )}
      />
    );
  }
  return (
    <FormField label="Cantidad" {...placement}>
      {(field) => (
        <Input
          {...field}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...register('quantity', { valueAsNumber: true })}
        />
      )}
    </FormField>
  );
}
