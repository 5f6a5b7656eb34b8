import { useId, useState, type FormEvent } from 'react';
import {
  CREDIT_TERMS_DAYS,
  DEFAULT_CREDIT_DAYS,
  type TCreditTermDays,
} from '@cuadre/shared/credit/constants';
import { CREDIT_MESSAGES } from '@cuadre/shared/credit/messages';
import { ZCreditLimit } from '@cuadre/shared/credit/schemas';
import { formatUsd } from '@cuadre/shared/money/money';
import type { TShop } from '@cuadre/shared/team/schemas';
import { parseDecimalInput } from '@cuadre/shared/money/decimal-input';
import { Button } from '@/components/ui/button';
import { FieldError, Label } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useUpdateShop } from '@/lib/shop-settings';
import { SettingsNotice, type TSettingsNotice } from './settings-card';
import { ShopSettingsSection } from './shop-settings-section';

export const FIADO_TEXTS = {
  title: 'Fiado',
  explanation:
    'El límite de crédito de los clientes que no tienen uno propio, y en cuántos días vence una venta fiada.',
  limit: 'Límite de crédito por defecto (USD)',
  limitHint: 'Vacío: sin límite.',
  days: 'Plazo del fiado',
  daysOption: (days: number) => `${days} días`,
  save: 'Guardar fiado',
  saving: 'Guardando...',
  loading: 'Cargando el fiado...',
  loadError: 'Error al cargar los ajustes del fiado',
  saved: 'Ajustes del fiado guardados.',
  savedLimit: (limit: number | null, days: number) =>
    `${limit === null ? 'Fiado sin límite' : `Límite de ${formatUsd(limit)}`} · vence a los ${days} días.`,
  saveError: 'No se pudieron guardar los ajustes del fiado.',
} as const;

/** The typed limit as the server will check it (0 or more, 2 decimals); empty is no limit (null); or why not. */
function readLimit(text: string): { ok: true; value: number | null } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, value: null };
  const read = parseDecimalInput(text.replace(/^\s*\$/, ''), { maxDecimals: 2 });
  if (!read.ok) return read;
  const checked = ZCreditLimit.safeParse(Number(read.value));
  if (!checked.success) {
    return { ok: false, message: checked.error.issues[0]?.message ?? CREDIT_MESSAGES.creditLimitInvalid };
  }
  return { ok: true, value: checked.data ?? null };
}

/** A stored term the select offers; the spec's default for anything else. */
function termOf(days: number): TCreditTermDays {
  return (CREDIT_TERMS_DAYS as readonly number[]).includes(days)
    ? (days as TCreditTermDays)
    : DEFAULT_CREDIT_DAYS;
}

function FiadoSettingsForm({ saved }: { saved: TShop }) {
  const [limitText, setLimitText] = useState(() =>
    saved.defaultCreditLimit === null ? '' : String(saved.defaultCreditLimit),
  );
  const [days, setDays] = useState<TCreditTermDays>(() => termOf(saved.defaultCreditDays));
  const [isLimitShown, setLimitShown] = useState(false);
  const [notice, setNotice] = useState<TSettingsNotice | null>(null);
  const mutation = useUpdateShop();
  const limitId = useId();
  const hintId = useId();
  const errorId = useId();
  const daysId = useId();

  const limit = readLimit(limitText);
  const limitError = isLimitShown && !limit.ok ? limit.message : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setLimitShown(true);
    if (!limit.ok || mutation.isPending) return;
    setNotice(null);
    mutation.mutate(
      { defaultCreditLimit: limit.value, defaultCreditDays: days },
      {
        onSuccess: (shop) =>
          setNotice({
            tone: 'success',
            text: FIADO_TEXTS.saved,
            detail: FIADO_TEXTS.savedLimit(shop.defaultCreditLimit, shop.defaultCreditDays),
          }),
        onError: (error) =>
          setNotice({
            tone: 'error',
            text: FIADO_TEXTS.saveError,
            detail: isApiError(error) ? error.serverMessage : undefined,
          }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-4 space-y-4" aria-labelledby="profile-fiado-title">
      <div>
        <Label htmlFor={limitId} className="text-slate-200">
          {FIADO_TEXTS.limit}
        </Label>
        <div className="relative max-w-48">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500"
          >
            $
          </span>
          <Input
            id={limitId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={limitText}
            onChange={(event) => {
              setLimitText(event.target.value);
              setNotice(null);
            }}
            onBlur={() => setLimitShown(true)}
            disabled={mutation.isPending}
            invalid={Boolean(limitError)}
            aria-describedby={limitError ? `${hintId} ${errorId}` : hintId}
            className="pl-7"
          />
        </div>
        <p id={hintId} className="mt-1 text-xs text-slate-400">
          {FIADO_TEXTS.limitHint}
        </p>
        <FieldError id={errorId} message={limitError} />
      </div>
      <div>
        <Label htmlFor={daysId} className="text-slate-200">
          {FIADO_TEXTS.days}
        </Label>
        <Select
          id={daysId}
          value={days}
          onChange={(event) => {
            setDays(termOf(Number(event.target.value)));
            setNotice(null);
          }}
          disabled={mutation.isPending}
          className="max-w-40"
        >
          {CREDIT_TERMS_DAYS.map((term) => (
            <option key={term} value={term}>
              {FIADO_TEXTS.daysOption(term)}
            </option>
          ))}
        </Select>
      </div>
      <SettingsNotice notice={notice} />
      <Button type="submit" isLoading={mutation.isPending}>
        {mutation.isPending ? FIADO_TEXTS.saving : FIADO_TEXTS.save}
      </Button>
    </form>
  );
}

/**
 * The shop's fiado (decision record 030), for whoever may edit the shop: the credit limit of a client without
 * their own (empty: credit without a limit, as the spec's fiado always was) and the term a credit sale gets.
 * Read with GET /shop and saved with PUT /shop.
 */
export function FiadoSettingsCard() {
  return (
    <ShopSettingsSection
      id="profile-fiado-title"
      title={FIADO_TEXTS.title}
      explanation={FIADO_TEXTS.explanation}
      loading={FIADO_TEXTS.loading}
      loadError={FIADO_TEXTS.loadError}
    >
      {(shop) => <FiadoSettingsForm saved={shop} />}
    </ShopSettingsSection>
  );
}
