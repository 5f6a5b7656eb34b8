import { useId, useState, type FormEvent } from 'react';
import { isVenezuela } from '@cuadre/shared/money/constants';
import { normalizeRif } from '@cuadre/shared/common/tax-id';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TUser } from '@cuadre/shared/auth/schemas';
import { ZUserSettingsRequest } from '@cuadre/shared/users/schemas';
import { Button } from '@/components/ui/button';
import { FieldError, Label } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useUpdateUserSettings } from '../api/update-user-settings';
import { SettingsCard, SettingsNotice, type TSettingsNotice } from './settings-card';

export const SHOP_DOCUMENT_TEXTS = {
  title: 'Datos para tus documentos',
  explanation: 'Salen en tus recibos, estados de cuenta y reportes de caja.',
  businessName: 'Nombre del negocio',
  businessNameHint: 'Si lo dejas vacío, tus documentos llevan tu nombre.',
  phone: 'Teléfono',
  rif: 'RIF',
  rifHint: 'Por ejemplo J-12345678-9.',
  taxId: 'Identificación fiscal',
  address: 'Dirección',
  receiptFooter: 'Mensaje al pie del recibo',
  receiptFooterHint: 'Por ejemplo: ¡Gracias por su compra!',
  save: 'Guardar datos',
  saving: 'Guardando...',
  loading: 'Cargando tus datos...',
  loadError: 'Error al cargar tus datos',
  saved: 'Datos guardados.',
  saveError: 'No se pudieron guardar tus datos.',
} as const;

type TShopFields = {
  businessName: string;
  taxId: string;
  address: string;
  phone: string;
  receiptFooter: string;
};
const SHOP_FIELDS = {
  businessName: true,
  taxId: true,
  address: true,
  phone: true,
  receiptFooter: true,
} as const;

/** The form's fields as the account holds them (an absent one is an empty field). */
function fieldsOf(saved: Pick<TUser, keyof TShopFields>): TShopFields {
  return {
    businessName: saved.businessName ?? '',
    taxId: saved.taxId ?? '',
    address: saved.address ?? '',
    phone: saved.phone ?? '',
    receiptFooter: saved.receiptFooter ?? '',
  };
}
type TFieldErrors = Partial<Record<keyof TShopFields, string>>;

/** What the server will refuse, with its messages: too long, line breaks, and a Venezuelan RIF's form. */
function fieldErrorsOf(fields: TShopFields, isVenezuelan: boolean): TFieldErrors {
  const errors: TFieldErrors = {};
  const checked = ZUserSettingsRequest.pick(SHOP_FIELDS).safeParse(fields);
  for (const issue of checked.success ? [] : checked.error.issues) {
    const field = issue.path[0] as keyof TShopFields;
    errors[field] ??= issue.message;
  }
  if (!errors.taxId && isVenezuelan && fields.taxId.trim() !== '' && !normalizeRif(fields.taxId)) {
    errors.taxId = VALIDATION.rifFormat;
  }
  return errors;
}

function ShopDocumentForm({ saved }: { saved: TUser }) {
  const isVenezuelan = isVenezuela(saved);
  const [fields, setFields] = useState<TShopFields>(() => fieldsOf(saved));
  const [isChecked, setChecked] = useState(false);
  const [notice, setNotice] = useState<TSettingsNotice | null>(null);
  const mutation = useUpdateUserSettings();
  const ids = {
    businessName: useId(),
    taxId: useId(),
    address: useId(),
    phone: useId(),
    receiptFooter: useId(),
    nameHint: useId(),
    hint: useId(),
    footerHint: useId(),
  };
  const errors = isChecked ? fieldErrorsOf(fields, isVenezuelan) : {};

  function change(field: keyof TShopFields, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
    setNotice(null);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(fieldErrorsOf(fields, isVenezuelan)).length > 0 || mutation.isPending) return;
    mutation.mutate(fields, {
      onSuccess: (settings) => {
        // The RIF comes back in its written form (J-12345678-9), each text trimmed.
        setFields(fieldsOf(settings));
        setNotice({ tone: 'success', text: SHOP_DOCUMENT_TEXTS.saved });
      },
      onError: (error) =>
        setNotice({
          tone: 'error',
          text: SHOP_DOCUMENT_TEXTS.saveError,
          ...(isApiError(error) && error.serverMessage ? { detail: error.serverMessage } : {}),
        }),
    });
  }

  const field = (
    name: keyof TShopFields,
    label: string,
    options: { hintId?: string; hint?: string; autoComplete?: string; type?: 'text' | 'tel' } = {},
  ) => {
    const errorId = `${ids[name]}-error`;
    const describedBy = [options.hintId, errors[name] ? errorId : undefined].filter(Boolean).join(' ');
    return (
      <div>
        <Label htmlFor={ids[name]} className="text-slate-200">
          {label}
        </Label>
        <Input
          id={ids[name]}
          type={options.type ?? 'text'}
          value={fields[name]}
          autoComplete={options.autoComplete ?? 'off'}
          onChange={(event) => change(name, event.target.value)}
          onBlur={() => setChecked(true)}
          disabled={mutation.isPending}
          invalid={Boolean(errors[name])}
          aria-describedby={describedBy || undefined}
        />
        {options.hint && (
          <p id={options.hintId} className="mt-1 text-xs text-slate-400">
            {options.hint}
          </p>
        )}
        <FieldError id={errorId} message={errors[name]} />
      </div>
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-4 space-y-4" aria-labelledby="profile-shop-title">
      {field('businessName', SHOP_DOCUMENT_TEXTS.businessName, {
        hint: SHOP_DOCUMENT_TEXTS.businessNameHint,
        hintId: ids.nameHint,
        autoComplete: 'organization',
      })}
      {field('taxId', isVenezuelan ? SHOP_DOCUMENT_TEXTS.rif : SHOP_DOCUMENT_TEXTS.taxId, {
        ...(isVenezuelan ? { hint: SHOP_DOCUMENT_TEXTS.rifHint, hintId: ids.hint } : {}),
      })}
      {field('address', SHOP_DOCUMENT_TEXTS.address, {
        autoComplete: 'street-address',
      })}
      {field('phone', SHOP_DOCUMENT_TEXTS.phone, { autoComplete: 'tel', type: 'tel' })}
      {field('receiptFooter', SHOP_DOCUMENT_TEXTS.receiptFooter, {
        hint: SHOP_DOCUMENT_TEXTS.receiptFooterHint,
        hintId: ids.footerHint,
      })}
      <SettingsNotice notice={notice} />
      <Button type="submit" isLoading={mutation.isPending}>
        {mutation.isPending ? SHOP_DOCUMENT_TEXTS.saving : SHOP_DOCUMENT_TEXTS.save}
      </Button>
    </form>
  );
}

/**
 * The shop's data printed on its documents (design §12) — the business name and phone given at registration, the
 * RIF, the address and the receipt's footer — read from the account and saved with PUT /users/settings.
 */
export function ShopDocumentCard() {
  return (
    <SettingsCard
      titleId="profile-shop-title"
      texts={SHOP_DOCUMENT_TEXTS}
      renderForm={(saved) => <ShopDocumentForm saved={saved} />}
    />
  );
}
