import { useState, type FormEvent } from 'react';
import {
  REFERENCE_CURRENCIES,
  REFERENCE_CURRENCY_LABELS,
  type TReferenceCurrency,
} from '@cuadre/shared/money/reference-currency';
import type { TShop } from '@cuadre/shared/team/schemas';
import { choiceBox } from '@/components/ui/input';
import { ShopSettingsFooter, useShopSettingsSave } from './shop-settings-save';
import { ShopSettingsSection } from './shop-settings-section';

export const REFERENCE_CURRENCY_TEXTS = {
  title: 'Moneda de referencia',
  explanation:
    'La moneda en la que escribes, ves e imprimes tus precios. En euros se usa el cruce de las tasas del BCV ' +
    'del día; los montos se guardan en dólares y los pagos en bolívares no cambian.',
  save: 'Guardar moneda',
  saving: 'Guardando...',
  loading: 'Cargando la moneda...',
  loadError: 'Error al cargar la moneda de referencia',
  saved: (currency: TReferenceCurrency) => `Moneda de referencia: ${REFERENCE_CURRENCY_LABELS[currency]}.`,
  saveError: 'No se pudo guardar la moneda de referencia.',
} as const;

function ReferenceCurrencyForm({ saved }: { saved: TShop }) {
  const [currency, setCurrency] = useState<TReferenceCurrency>(saved.referenceCurrency);
  const saving = useShopSettingsSave({
    saveError: REFERENCE_CURRENCY_TEXTS.saveError,
    saved: (shop) => ({ text: REFERENCE_CURRENCY_TEXTS.saved(shop.referenceCurrency) }),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    saving.save({ referenceCurrency: currency });
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="mt-4 space-y-4"
      aria-labelledby="profile-reference-currency-title"
    >
      <fieldset className="space-y-1">
        <legend className="sr-only">{REFERENCE_CURRENCY_TEXTS.title}</legend>
        {REFERENCE_CURRENCIES.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-3 text-sm text-slate-200">
            <input
              type="radio"
              name="reference-currency"
              className={choiceBox}
              checked={currency === option}
              disabled={saving.isPending}
              onChange={() => {
                setCurrency(option);
                saving.clearNotice();
              }}
            />
            {REFERENCE_CURRENCY_LABELS[option]}
          </label>
        ))}
      </fieldset>
      <ShopSettingsFooter saving={saving} texts={REFERENCE_CURRENCY_TEXTS} />
    </form>
  );
}

/**
 * A Venezuelan shop's reference currency (design §10): dollars, as every shop starts, or euros at the BCV's
 * cross. Read with GET /shop and saved with PUT /shop; the rate sidebar reads it again from the shop.
 */
export function ReferenceCurrencyCard() {
  return (
    <ShopSettingsSection
      id="profile-reference-currency-title"
      title={REFERENCE_CURRENCY_TEXTS.title}
      explanation={REFERENCE_CURRENCY_TEXTS.explanation}
      loading={REFERENCE_CURRENCY_TEXTS.loading}
      loadError={REFERENCE_CURRENCY_TEXTS.loadError}
    >
      {(shop) => <ReferenceCurrencyForm saved={shop} />}
    </ShopSettingsSection>
  );
}
