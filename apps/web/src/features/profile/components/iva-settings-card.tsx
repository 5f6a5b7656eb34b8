import { useState, type FormEvent } from 'react';
import type { TShop } from '@cuadre/shared/team/schemas';
import { choiceBox } from '@/components/ui/input';
import { ShopSettingsFooter, useShopSettingsSave } from './shop-settings-save';
import { ShopSettingsSection } from './shop-settings-section';

export const IVA_TEXTS = {
  title: 'IVA',
  explanation:
    'Si tu negocio es contribuyente de IVA, cada venta muestra la base y el IVA de cada alícuota (16 % general, ' +
    '8 % reducida, exentos). La mayoría de los negocios pequeños no lo cobra.',
  charges: 'Cobro IVA en mis ventas',
  included: 'Mis precios ya incluyen el IVA',
  onTop: 'Sumo el IVA a mis precios',
  save: 'Guardar IVA',
  saving: 'Guardando...',
  loading: 'Cargando el IVA...',
  loadError: 'Error al cargar los ajustes del IVA',
  saved: 'Ajustes del IVA guardados.',
  savedDetail: (shop: Pick<TShop, 'chargesIva' | 'pricesIncludeIva'>) =>
    !shop.chargesIva
      ? 'No cobras IVA.'
      : shop.pricesIncludeIva
        ? 'Cobras IVA incluido en tus precios.'
        : 'Cobras IVA sumado a tus precios.',
  saveError: 'No se pudieron guardar los ajustes del IVA.',
} as const;

function IvaSettingsForm({ saved }: { saved: TShop }) {
  const [chargesIva, setChargesIva] = useState(saved.chargesIva);
  const [pricesIncludeIva, setPricesIncludeIva] = useState(saved.pricesIncludeIva);
  const saving = useShopSettingsSave({
    saveError: IVA_TEXTS.saveError,
    saved: (shop) => ({ text: IVA_TEXTS.saved, detail: IVA_TEXTS.savedDetail(shop) }),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    saving.save({ chargesIva, pricesIncludeIva });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-4 space-y-4" aria-labelledby="profile-iva-title">
      <label className="flex min-h-11 items-center gap-3 text-sm text-slate-200">
        <input
          type="checkbox"
          className={choiceBox}
          checked={chargesIva}
          disabled={saving.isPending}
          onChange={(event) => {
            setChargesIva(event.target.checked);
            saving.clearNotice();
          }}
        />
        {IVA_TEXTS.charges}
      </label>
      {chargesIva && (
        <fieldset className="space-y-1">
          <legend className="sr-only">{IVA_TEXTS.title}</legend>
          {(
            [
              [true, IVA_TEXTS.included],
              [false, IVA_TEXTS.onTop],
            ] as const
          ).map(([value, label]) => (
            <label key={label} className="flex min-h-11 items-center gap-3 text-sm text-slate-200">
              <input
                type="radio"
                name="prices-include-iva"
                className={choiceBox}
                checked={pricesIncludeIva === value}
                disabled={saving.isPending}
                onChange={() => {
                  setPricesIncludeIva(value);
                  saving.clearNotice();
                }}
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      <ShopSettingsFooter saving={saving} texts={IVA_TEXTS} />
    </form>
  );
}

/**
 * Whether the shop charges IVA and how (decision record 032), for the owner: off, as every shop starts, nothing
 * of IVA shows anywhere. Read with GET /shop and saved with PUT /shop.
 */
export function IvaSettingsCard() {
  return (
    <ShopSettingsSection
      id="profile-iva-title"
      title={IVA_TEXTS.title}
      explanation={IVA_TEXTS.explanation}
      loading={IVA_TEXTS.loading}
      loadError={IVA_TEXTS.loadError}
    >
      {(shop) => <IvaSettingsForm saved={shop} />}
    </ShopSettingsSection>
  );
}
