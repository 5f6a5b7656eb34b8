import { lazy, Suspense } from 'react';
import { useFieldArray, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { Plus } from 'lucide-react';
import type { TPaymentCurrency, TPaymentMethod } from '@cuadre/shared/payments/constants';
import type { TSaleStatus } from '@cuadre/shared/sales/constants';
import type { TCartSaleFieldsInput, TCartTenderRow } from '@cuadre/shared/sales/schemas';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { currencyFor, type TCartSettlement } from './cart-tender';
import type { TCartControl } from './tender-rows';
import { TENDER_TEXTS } from './tender-texts';

export { TENDER_TEXTS };

const loadRows = () => import('./tender-rows');
const TenderRows = lazy(loadRows);

type TTenderPanelProps = {
  control: TCartControl;
  register: UseFormRegister<TCartSaleFieldsInput>;
  setValue: UseFormSetValue<TCartSaleFieldsInput>;
  status: TSaleStatus;
  /** The spec's method: the first row starts from it. */
  specMethod: TPaymentMethod;
  /** The currency on screen: a first cash row starts in it. */
  screenCurrency: TPaymentCurrency;
  settlement: TCartSettlement;
  /** The sale's rate (today's): without one there are no bolívares. */
  rate: number | null;
  igtfRate: number | null;
  disabled?: boolean;
};

/**
 * The cart's "Cobro" (design §10): the payments a Venezuelan seller is handed, each in its own currency, with
 * what is still missing in both currencies or the change, live. Additive: until the seller asks for it the cart
 * shows and sends exactly the spec's fields. Rows are stacked (method and currency side by side, then the
 * amount, then the reference) so a 360 px phone never scrolls sideways, and every target is a thumb's size.
 */
export function TenderPanel({
  control,
  register,
  setValue,
  status,
  specMethod,
  screenCurrency,
  settlement,
  rate,
  igtfRate,
  disabled,
}: TTenderPanelProps) {
  const rows = useFieldArray({ control, name: 'tender' });

  function newRow(): TCartTenderRow {
    const last = rows.fields.at(-1);
    if (!last) {
      return {
        method: specMethod,
        currency: currencyFor(specMethod, rate === null ? 'USD' : screenCurrency),
        amount: undefined,
        referenceNumber: '',
      };
    }
    // The usual second payment is the rest in the other currency.
    const other: TPaymentCurrency = last.currency === 'USD' && rate !== null ? 'VES' : 'USD';
    return {
      method: other === 'VES' ? 'PAGO_MOVIL' : 'CASH',
      currency: other,
      amount: undefined,
      referenceNumber: '',
    };
  }

  if (rows.fields.length === 0) {
    return (
      <div className="sm:col-span-2">
        <Button
          variant="secondary"
          className="w-full"
          disabled={disabled}
          onClick={() => rows.append(newRow(), { shouldFocus: false })}
          // The rows' code starts downloading as the thumb lands, before the click.
          onPointerDown={() => void loadRows()}
          onFocus={() => void loadRows()}
        >
          <Plus aria-hidden="true" className="size-4" />
          {TENDER_TEXTS.split}
        </Button>
      </div>
    );
  }

  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-3 sm:col-span-2">
          <Spinner label="Cargando el cobro" />
        </div>
      }
    >
      <TenderRows
        rows={rows}
        control={control}
        register={register}
        setValue={setValue}
        status={status}
        settlement={settlement}
        rate={rate}
        igtfRate={igtfRate}
        disabled={disabled}
        onAdd={() => rows.append(newRow(), { shouldFocus: false })}
      />
    </Suspense>
  );
}
