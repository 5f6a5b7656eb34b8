import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { PackagePlus } from 'lucide-react';
import type { TProductUnit } from '@cuadre/shared/products/constants';
import { multiplyMoney, sumMoney } from '@cuadre/shared/money/money';
import { fitsUnit } from '@cuadre/shared/stock/quantity';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TProduct } from '@cuadre/shared/products/schemas';
import {
  STOCK_REFERENCE_MAX,
  SUPPLIER_MAX,
  ZRestockRequest,
  type TRestock,
  type TRestockRequest,
  type TRestockRequestInput,
} from '@cuadre/shared/stock/schemas';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FieldError, FormError, FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useFormatMoney } from '@/hooks/use-format-money';
import { zodResolver } from '@/lib/form-resolver';
import { useCreateRestock } from '../api/create-restock';
import { ProductPicker } from './product-picker';
import { RestockLine } from './restock-line';
import { RESTOCK_DONE, RestockSummary, type TRestockedUnits } from './restock-summary';
import { stockErrorMessage } from './stock-error-message';

type TLineProduct = Pick<TProduct, 'id' | 'name' | 'sku' | 'quantity' | 'unit'>;

function lineAmount(
  line: { quantity?: number; unitCost?: number } | undefined,
  unit: TProductUnit,
): number | null {
  if (!line) return null;
  const { quantity, unitCost } = line;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0) return null;
  if (!fitsUnit(quantity, unit)) return null;
  if (typeof unitCost !== 'number' || !Number.isFinite(unitCost) || unitCost < 0) return null;
  return multiplyMoney(unitCost, quantity);
}

/**
 * The shared schema takes 3 decimals for any product (it does not know their units); a product sold by the unit
 * still takes whole ones, and the form says so in the server's words before sending.
 */
function restockSchema(picked: Record<string, TLineProduct>) {
  return ZRestockRequest.superRefine((request, ctx) => {
    request.lines.forEach((line, index) => {
      const unit = picked[line.productId]?.unit;
      if (unit && !fitsUnit(line.quantity, unit)) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'quantity'],
          message: VALIDATION.wholeUnitsOnly,
        });
      }
    });
  });
}

function RestockForm({ onDone }: { onDone: (restock: TRestock, units: TRestockedUnits) => void }) {
  const restock = useCreateRestock();
  const formatMoney = useFormatMoney();
  const [serverError, setServerError] = useState<string | null>(null);
  // The name, SKU and stock shown on each line: the request carries only the product's id.
  const [picked, setPicked] = useState<Record<string, TLineProduct>>({});
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TRestockRequestInput, unknown, TRestockRequest>({
    resolver: zodResolver(restockSchema(picked)),
    defaultValues: { lines: [], supplier: '', reference: '' },
  });
  const lines = useFieldArray({ control, name: 'lines' });
  const watched = useWatch({ control, name: 'lines' });
  const amounts = lines.fields.map((line, index) =>
    lineAmount(watched[index], picked[line.productId]?.unit ?? 'UNIT'),
  );
  const total = sumMoney(amounts.map((amount) => amount ?? 0));
  // Disabled from the first tap until the answer: a second tap cannot send the delivery twice.
  const isBusy = isSubmitting || restock.isPending;

  function pick(product: TProduct) {
    setPicked((current) => ({ ...current, [product.id]: product }));
    // NaN, not 0: the quantity field starts empty (a number input shows NaN as nothing), and the schema's own
    // message asks for it if the seller sends the line without typing one.
    lines.append({ productId: product.id, quantity: Number.NaN, unitCost: product.cost });
  }

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const done = await restock.mutateAsync(values);
      toast.success(RESTOCK_DONE);
      onDone(done, Object.fromEntries(Object.values(picked).map((product) => [product.id, product.unit])));
    } catch (error) {
      setServerError(stockErrorMessage(error));
    }
  });

  const linesError = errors.lines?.root?.message ?? errors.lines?.message;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Entrada de mercancía">
      <ProductPicker
        isPicked={(productId) => lines.fields.some((line) => line.productId === productId)}
        onPick={pick}
      />
      <section aria-labelledby="restock-lines-title" className="grid gap-3">
        <h2 id="restock-lines-title" className="text-lg font-semibold">
          Productos recibidos
        </h2>
        {lines.fields.length === 0 ? (
          <EmptyState
            icon={PackagePlus}
            title="Aún no has agregado productos."
            description="Busca cada producto que llegó y agrégalo con su cantidad y su costo."
          />
        ) : (
          <ul className="grid gap-3" aria-label="Líneas de la entrada">
            {lines.fields.map((line, index) => {
              const product = picked[line.productId];
              if (!product) return null;
              const amount = amounts[index];
              return (
                <RestockLine
                  key={line.id}
                  index={index}
                  product={product}
                  control={control}
                  register={register}
                  errors={errors}
                  subtotal={amount === null || amount === undefined ? null : formatMoney(amount)}
                  isDisabled={isBusy}
                  onRemove={() => lines.remove(index)}
                />
              );
            })}
          </ul>
        )}
        <FieldError message={linesError} />
      </section>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Proveedor (opcional)" error={errors.supplier?.message}>
          {(field) => (
            <Input {...field} autoComplete="off" maxLength={SUPPLIER_MAX} {...register('supplier')} />
          )}
        </FormField>
        <FormField
          label="Referencia (opcional)"
          hint="Factura o nota de entrega"
          error={errors.reference?.message}
        >
          {(field) => (
            <Input {...field} autoComplete="off" maxLength={STOCK_REFERENCE_MAX} {...register('reference')} />
          )}
        </FormField>
      </div>
      <p className="text-base" aria-live="polite">
        Costo total: <span className="font-bold break-words tabular-nums">{formatMoney(total)}</span>
      </p>
      <FormError message={serverError} className="whitespace-pre-line" />
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" isLoading={isBusy}>
        {isBusy ? 'Registrando...' : 'Registrar entrada'}
      </Button>
    </form>
  );
}

/**
 * "Entrada de mercancía" (design §13): the products that arrived, each with its quantity and unit cost, the
 * supplier and the reference; once sent, each product's new stock and average cost.
 */
export function RestockScreen() {
  const [done, setDone] = useState<{ restock: TRestock; units: TRestockedUnits } | null>(null);
  // A fresh form for the next delivery: remounting forgets every line and message of the last one.
  if (done) return <RestockSummary {...done} onAnother={() => setDone(null)} />;
  return <RestockForm onDone={(restock, units) => setDone({ restock, units })} />;
}
