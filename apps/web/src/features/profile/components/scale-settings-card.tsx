import { useId, useState, type FormEvent } from 'react';
import {
  SCALE_CODE_DIGITS,
  SCALE_VALUE_KIND_LABELS,
  SCALE_VALUE_KINDS,
  type TScaleBarcode,
  type TScaleValueKind,
} from '@cuadre/shared/products/scale-barcode';
import type { TShop } from '@cuadre/shared/team/schemas';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { choiceBox, Select } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useUpdateShop } from '@/lib/shop-settings';
import { SettingsNotice, type TSettingsNotice } from './settings-card';
import { ShopSettingsSection } from './shop-settings-section';

export const SCALE_TEXTS = {
  title: 'Balanza',
  explanation:
    'Si tu balanza imprime etiquetas con código de barras (empiezan por 20 a 29), dinos cómo las arma: al escanear una, el carrito agrega el producto con su peso o su precio. El código del producto en la etiqueta es el código de barras del producto.',
  uses: 'Uso una balanza que imprime etiquetas',
  prefix: 'La etiqueta empieza por',
  codeDigits: 'Dígitos del código del producto',
  valueKind: 'La etiqueta trae',
  example: (layout: TScaleBarcode) =>
    `Ejemplo: ${layout.prefix} ${'C'.repeat(layout.codeDigits)} ${'V'.repeat(10 - layout.codeDigits)} D`,
  save: 'Guardar balanza',
  saving: 'Guardando...',
  loading: 'Cargando la balanza...',
  loadError: 'Error al cargar los ajustes de la balanza',
  saved: 'Ajustes de la balanza guardados.',
  saveError: 'No se pudieron guardar los ajustes de la balanza.',
} as const;

const PREFIXES = Array.from({ length: 10 }, (_, index) => String(20 + index));
const CODE_DIGITS = Array.from(
  { length: SCALE_CODE_DIGITS.max - SCALE_CODE_DIGITS.min + 1 },
  (_, index) => SCALE_CODE_DIGITS.min + index,
);
/** What most scales print: prefix 20, a 5-digit code and the weight in grams. */
const COMMON_LAYOUT: TScaleBarcode = { prefix: '20', codeDigits: 5, valueKind: 'WEIGHT' };

/** One part of the label's layout, chosen from what scales print. */
function LayoutSelect({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id} className="text-slate-200">
        {label}
      </Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

function ScaleSettingsForm({ saved }: { saved: TShop }) {
  const [uses, setUses] = useState(saved.scaleBarcode !== null);
  const [layout, setLayout] = useState<TScaleBarcode>(saved.scaleBarcode ?? COMMON_LAYOUT);
  const [notice, setNotice] = useState<TSettingsNotice | null>(null);
  const mutation = useUpdateShop();
  const usesId = useId();

  const change = (next: Partial<TScaleBarcode>) => {
    setLayout((current) => ({ ...current, ...next }));
    setNotice(null);
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.mutate(
      { scaleBarcode: uses ? layout : null },
      {
        onSuccess: () => setNotice({ tone: 'success', text: SCALE_TEXTS.saved }),
        onError: (error) =>
          setNotice({
            tone: 'error',
            text: SCALE_TEXTS.saveError,
            detail: isApiError(error) ? error.serverMessage : undefined,
          }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-4 space-y-4" aria-labelledby="profile-scale-title">
      <label
        htmlFor={usesId}
        className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-100"
      >
        <input
          id={usesId}
          type="checkbox"
          className={`${choiceBox} accent-teal-600`}
          checked={uses}
          onChange={(event) => {
            setUses(event.target.checked);
            setNotice(null);
          }}
          disabled={mutation.isPending}
        />
        {SCALE_TEXTS.uses}
      </label>
      {uses && (
        <div className="grid gap-4 sm:grid-cols-3">
          <LayoutSelect
            label={SCALE_TEXTS.prefix}
            value={layout.prefix}
            options={PREFIXES.map((prefix) => ({ value: prefix, label: prefix }))}
            onChange={(prefix) => change({ prefix })}
            disabled={mutation.isPending}
          />
          <LayoutSelect
            label={SCALE_TEXTS.codeDigits}
            value={String(layout.codeDigits)}
            options={CODE_DIGITS.map((digits) => ({ value: String(digits), label: String(digits) }))}
            onChange={(digits) => change({ codeDigits: Number(digits) })}
            disabled={mutation.isPending}
          />
          <LayoutSelect
            label={SCALE_TEXTS.valueKind}
            value={layout.valueKind}
            options={SCALE_VALUE_KINDS.map((kind) => ({ value: kind, label: SCALE_VALUE_KIND_LABELS[kind] }))}
            onChange={(kind) => change({ valueKind: kind as TScaleValueKind })}
            disabled={mutation.isPending}
          />
          <p className="text-xs text-slate-400 sm:col-span-3">{SCALE_TEXTS.example(layout)}</p>
        </div>
      )}
      <SettingsNotice notice={notice} />
      <Button type="submit" isLoading={mutation.isPending}>
        {mutation.isPending ? SCALE_TEXTS.saving : SCALE_TEXTS.save}
      </Button>
    </form>
  );
}

/**
 * The shop's scale (its EAN-13 labels of the in-store range), for whoever may edit the shop: off for a shop
 * without one, which sees no change anywhere else.
 */
export function ScaleSettingsCard() {
  return (
    <ShopSettingsSection
      id="profile-scale-title"
      title={SCALE_TEXTS.title}
      explanation={SCALE_TEXTS.explanation}
      loading={SCALE_TEXTS.loading}
      loadError={SCALE_TEXTS.loadError}
    >
      {(shop) => <ScaleSettingsForm saved={shop} />}
    </ShopSettingsSection>
  );
}
