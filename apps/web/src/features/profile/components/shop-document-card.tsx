import { useId, useState, type FormEvent } from 'react';
import { isVenezuela } from '@cuadre/shared/constants';
import { normalizeRif } from '@cuadre/shared/domain/tax-id';
import { VALIDATION } from '@cuadre/shared/messages';
import type { TUser } from '@cuadre/shared/schemas/auth';
import { ZUserSettingsRequest } from '@cuadre/shared/schemas/users';
import { Button } from '@/components/ui/button';
import { FieldError, Label } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useUpdateUserSettings } from '../api/update-user-settings';
import { SettingsCard, SettingsNotice, type TSettingsNotice } from './settings-card';

export const SHOP_DOCUMENT_TEXTS = {
  title: 'Datos para tus documentos',
  explanation:
    'Salen en tus recibos y reportes de caja. El nombre del negocio y el teléfono son los de tu perfil.',
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

type TShopFields = { taxId: string; address: string; receiptFooter: string };
type TFieldErrors = Partial<Record<keyof TShopFields, string>>;

/** What the server will refuse, with its messages: too long, line breaks, and a Venezuelan RIF's form. */
function fieldErrorsOf(fields: TShopFields, isVenezuelan: boolean): TFieldErrors {
  const errors: TFieldErrors = {};
  const checked = ZUserSettingsRequest.pick({ taxId: true, address: true, receiptFooter: true }).safeParse(
    fields,
  );
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
  const [fields, setFields] = useState<TShopFields>({
    taxId: saved.taxId ?? '',
    address: saved.address ?? '',
    receiptFooter: saved.receiptFooter ?? '',
  });
  const [isChecked, setChecked] = useState(false);
  const [notice, setNotice] = useState<TSettingsNotice | null>(null);
  const mutation = useUpdateUserSettings();
  const ids = {
    taxId: useId(),
    address: useId(),
    receiptFooter: useId(),
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
        // The RIF comes back in its written form (J-12345678-9).
        setFields({
          taxId: settings.taxId ?? '',
          address: settings.address ?? '',
          receiptFooter: settings.receiptFooter ?? '',
        });
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
    options: { hintId?: string; hint?: string; autoComplete?: string } = {},
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
          type="text"
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
      {field('taxId', isVenezuelan ? SHOP_DOCUMENT_TEXTS.rif : SHOP_DOCUMENT_TEXTS.taxId, {
        ...(isVenezuelan ? { hint: SHOP_DOCUMENT_TEXTS.rifHint, hintId: ids.hint } : {}),
      })}
      {field('address', SHOP_DOCUMENT_TEXTS.address, {
        autoComplete: 'street-address',
      })}
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

/** The shop's data printed on its documents (design §12), read from the account and saved with PUT /users/settings. */
export function ShopDocumentCard() {
  return (
    <SettingsCard
      titleId="profile-shop-title"
      texts={SHOP_DOCUMENT_TEXTS}
      renderForm={(saved) => <ShopDocumentForm saved={saved} />}
    />
  );
}
