import { useId, useState, type FormEvent } from 'react';
import { DISCOUNT_LIMITED_ROLES, type TDiscountLimitedRole } from '@cuadre/shared/prices/constants';
import { formatPercent, PRICE_MESSAGES } from '@cuadre/shared/prices/messages';
import { ZDiscountLimits, type TDiscountLimits } from '@cuadre/shared/prices/schemas';
import { SHOP_ROLE_LABELS } from '@cuadre/shared/team/constants';
import type { TShop } from '@cuadre/shared/team/schemas';
import { FieldError, Label } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ShopSettingsFooter, useShopSettingsSave } from './shop-settings-save';
import { ShopSettingsSection } from './shop-settings-section';

export const DISCOUNT_LIMIT_TEXTS = {
  title: 'Descuentos',
  explanation:
    'El descuento máximo que cada rol da sin pedir aprobación. Más allá, un encargado o tú aprueban con su PIN. ' +
    'Vacío: sin máximo.',
  label: (role: string) => `Máximo de ${role.toLowerCase()} (%)`,
  save: 'Guardar descuentos',
  saving: 'Guardando...',
  loading: 'Cargando los descuentos...',
  loadError: 'Error al cargar los ajustes de descuentos',
  saved: 'Máximos de descuento guardados.',
  savedDetail: (limits: TDiscountLimits) =>
    DISCOUNT_LIMITED_ROLES.map(
      (role) =>
        `${SHOP_ROLE_LABELS[role]}: ${limits[role] === null ? 'sin máximo' : formatPercent(limits[role])}`,
    ).join(' · '),
  saveError: 'No se pudieron guardar los máximos de descuento.',
} as const;

type TTyped = Record<TDiscountLimitedRole, string>;

/** What was typed as the server will check it: empty is no maximum. */
function readLimits(typed: TTyped) {
  const limits = Object.fromEntries(
    DISCOUNT_LIMITED_ROLES.map((role) => {
      const text = typed[role].trim().replace(/%$/, '').trim().replace(',', '.');
      return [role, text === '' ? null : Number(text)];
    }),
  );
  return ZDiscountLimits.safeParse(limits);
}

function DiscountLimitsForm({ saved }: { saved: TShop }) {
  const [typed, setTyped] = useState<TTyped>(
    () =>
      Object.fromEntries(
        DISCOUNT_LIMITED_ROLES.map((role) => [
          role,
          saved.discountLimits[role] === null ? '' : String(saved.discountLimits[role]),
        ]),
      ) as TTyped,
  );
  const [isChecked, setChecked] = useState(false);
  const saving = useShopSettingsSave({
    saveError: DISCOUNT_LIMIT_TEXTS.saveError,
    saved: (shop) => ({
      text: DISCOUNT_LIMIT_TEXTS.saved,
      detail: DISCOUNT_LIMIT_TEXTS.savedDetail(shop.discountLimits),
    }),
  });
  const id = useId();
  const read = readLimits(typed);
  const errorOf = (role: TDiscountLimitedRole) =>
    isChecked && !read.success && read.error.issues.some((issue) => issue.path[0] === role)
      ? PRICE_MESSAGES.discountLimitInvalid
      : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (read.success) saving.save({ discountLimits: read.data });
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="mt-4 space-y-4"
      aria-labelledby="profile-discounts-title"
    >
      {DISCOUNT_LIMITED_ROLES.map((role) => {
        const fieldId = `${id}-${role}`;
        const error = errorOf(role);
        return (
          <div key={role}>
            <Label htmlFor={fieldId} className="text-slate-200">
              {DISCOUNT_LIMIT_TEXTS.label(SHOP_ROLE_LABELS[role])}
            </Label>
            <Input
              id={fieldId}
              inputMode="decimal"
              autoComplete="off"
              className="max-w-32"
              value={typed[role]}
              disabled={saving.isPending}
              invalid={Boolean(error)}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              onChange={(event) => {
                setTyped((current) => ({ ...current, [role]: event.target.value }));
                saving.clearNotice();
              }}
            />
            <FieldError id={`${fieldId}-error`} message={error} />
          </div>
        );
      })}
      <ShopSettingsFooter saving={saving} texts={DISCOUNT_LIMIT_TEXTS} />
    </form>
  );
}

/**
 * Each role's maximum discount (decision record 031), for the owner: empty is no maximum, as every shop starts.
 * Read with GET /shop and saved with PUT /shop.
 */
export function DiscountLimitsCard() {
  return (
    <ShopSettingsSection
      id="profile-discounts-title"
      title={DISCOUNT_LIMIT_TEXTS.title}
      explanation={DISCOUNT_LIMIT_TEXTS.explanation}
      loading={DISCOUNT_LIMIT_TEXTS.loading}
      loadError={DISCOUNT_LIMIT_TEXTS.loadError}
    >
      {(shop) => <DiscountLimitsForm saved={shop} />}
    </ShopSettingsSection>
  );
}
