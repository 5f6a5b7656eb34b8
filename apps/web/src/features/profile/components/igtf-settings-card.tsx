import { useId, useState, type FormEvent } from 'react';
import { parseDecimalInput } from '@cuadre/shared/money/decimal-input';
import { formatPercent } from '@cuadre/shared/payments/igtf';
import { ZUserSettingsRequest, type TUserSettings } from '@cuadre/shared/users/schemas';
import { Button } from '@/components/ui/button';
import { FieldError, Label } from '@/components/ui/field';
import { choiceBox, Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useUpdateUserSettings } from '../api/update-user-settings';
import { SettingsCard, SettingsNotice, type TSettingsNotice } from './settings-card';

export const IGTF_TEXTS = {
  title: 'IGTF',
  explanation:
    'Impuesto a las Grandes Transacciones Financieras. Se suma al total cuando el cliente paga en dólares ' +
    '(efectivo o Zelle); no cuenta como ingreso.',
  enabled: 'Cobrar IGTF en pagos en dólares',
  rate: 'Porcentaje del IGTF',
  rateHint: 'Por ejemplo 3 o 3,5.',
  rateRequired: 'Escribe el porcentaje del IGTF.',
  save: 'Guardar IGTF',
  saving: 'Guardando...',
  loading: 'Cargando ajustes del IGTF...',
  loadError: 'Error al cargar los ajustes del IGTF',
  saved: 'Ajustes del IGTF guardados.',
  savedOn: (rate: string) => `Se cobrará ${rate} % en los pagos en dólares.`,
  savedOff: 'No se cobrará IGTF.',
  saveError: 'No se pudieron guardar los ajustes del IGTF.',
} as const;

/** The typed percentage read as the server will check it (above 0, at most 100, 2 decimals), or why not. */
function readRate(text: string): { ok: true; value: number } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: false, message: IGTF_TEXTS.rateRequired };
  // "%" typed after the number is what the field means anyway.
  const read = parseDecimalInput(text.replace(/%\s*$/, ''), { maxDecimals: 2 });
  if (!read.ok) return read;
  const checked = ZUserSettingsRequest.shape.igtfRate.safeParse(Number(read.value));
  if (!checked.success)
    return { ok: false, message: checked.error.issues[0]?.message ?? IGTF_TEXTS.saveError };
  return { ok: true, value: Number(read.value) };
}

function IgtfSettingsForm({ saved }: { saved: TUserSettings }) {
  const [isEnabled, setEnabled] = useState(saved.igtfEnabled);
  const [rateText, setRateText] = useState(() => formatPercent(saved.igtfRate));
  const [isRateShown, setRateShown] = useState(false);
  const [notice, setNotice] = useState<TSettingsNotice | null>(null);
  const mutation = useUpdateUserSettings();
  const enabledId = useId();
  const rateId = useId();
  const rateErrorId = useId();
  const hintId = useId();

  const rate = readRate(rateText);
  const rateError = isRateShown && !rate.ok ? rate.message : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRateShown(true);
    if (!rate.ok || mutation.isPending) return;
    setNotice(null);
    mutation.mutate(
      { igtfEnabled: isEnabled, igtfRate: rate.value },
      {
        onSuccess: (settings) =>
          setNotice({
            tone: 'success',
            text: IGTF_TEXTS.saved,
            detail: settings.igtfEnabled
              ? IGTF_TEXTS.savedOn(formatPercent(settings.igtfRate))
              : IGTF_TEXTS.savedOff,
          }),
        onError: (error) =>
          setNotice({
            tone: 'error',
            text: IGTF_TEXTS.saveError,
            detail: isApiError(error) ? error.serverMessage : undefined,
          }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-4 space-y-4" aria-labelledby="profile-igtf-title">
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm font-medium text-slate-100">
        <input
          id={enabledId}
          type="checkbox"
          checked={isEnabled}
          onChange={(event) => {
            setEnabled(event.target.checked);
            setNotice(null);
          }}
          disabled={mutation.isPending}
          className={`${choiceBox} accent-teal-600`}
        />
        {IGTF_TEXTS.enabled}
      </label>
      <div>
        <Label htmlFor={rateId} className="text-slate-200">
          {IGTF_TEXTS.rate}
        </Label>
        <div className="relative max-w-40">
          <Input
            id={rateId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={rateText}
            onChange={(event) => {
              setRateText(event.target.value);
              setNotice(null);
            }}
            onBlur={() => setRateShown(true)}
            disabled={mutation.isPending}
            invalid={Boolean(rateError)}
            aria-describedby={rateError ? `${hintId} ${rateErrorId}` : hintId}
            className="pr-8"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500"
          >
            %
          </span>
        </div>
        <p id={hintId} className="mt-1 text-xs text-slate-400">
          {IGTF_TEXTS.rateHint}
        </p>
        <FieldError id={rateErrorId} message={rateError} />
      </div>
      <SettingsNotice notice={notice} />
      <Button type="submit" isLoading={mutation.isPending}>
        {mutation.isPending ? IGTF_TEXTS.saving : IGTF_TEXTS.save}
      </Button>
    </form>
  );
}

/**
 * The seller's IGTF setting (design §10): whether payments in dollars bear it, and its percentage. Read from the
 * account as stored (GET /users/me) and saved with PUT /users/settings.
 */
export function IgtfSettingsCard() {
  return (
    <SettingsCard
      titleId="profile-igtf-title"
      texts={IGTF_TEXTS}
      renderForm={(saved) => <IgtfSettingsForm saved={saved} />}
    />
  );
}
