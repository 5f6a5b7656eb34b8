import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { CASH_SESSION_NOTES_MAX } from '@cuadre/shared/till/constants';
import { serverMessageOr } from '@cuadre/shared/common/error-messages';
import { subtractMoney } from '@cuadre/shared/money/money';
import { formatInCurrency, tillLineKey, tillLineLabel } from '@cuadre/shared/till/till';
import { GENERIC_ERROR } from '@cuadre/shared/common/generic-errors';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TCashSession, TCashSessionLine } from '@cuadre/shared/till/schemas';
import { AmountInput } from '@/components/ui/amount-input';
import { Button } from '@/components/ui/button';
import { FormError, Label } from '@/components/ui/field';
import { choiceBox, Textarea } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useCloseTill } from '../api/close-till';
import { DifferenceBadge } from './difference-badge';
import { TillSection } from './till-section';

export const TILL_CLOSED = 'Caja cerrada';

type TCounts = Record<string, number | undefined>;

const isCounted = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Lines not counted yet (or typed in a way that cannot be read), each with the server's own words. */
function missingCounts(lines: readonly TCashSessionLine[], counts: TCounts): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const line of lines) {
    const key = tillLineKey(line);
    if (!isCounted(counts[key])) missing[key] = SERVER_MESSAGES.CASH_COUNT_MISSING(tillLineLabel(line));
  }
  return missing;
}

/**
 * "Cerrar caja" (design §11): the seller counts the cash per currency and confirms each electronic line
 * (Pago Móvil, Tarjeta… — "Confirmar" copies what the records say, as the bank app shows it). Each line's
 * difference shows as Sobrante / Faltante before closing. In a blind count ("Conteo a ciegas") the expected
 * amounts stay hidden until every line is counted, so the count cannot lean on them; "Confirmar" hides too, as
 * it would copy them (the seller types what the bank app shows).
 */
export function CloseTillForm({ session, onCancel }: { session: TCashSession; onCancel: () => void }) {
  const navigate = useNavigate();
  const closeTill = useCloseTill();
  const notesId = useId();
  const [counts, setCounts] = useState<TCounts>({});
  const [isBlind, setIsBlind] = useState(false);
  const [isRevealed, setIsRevealed] = useState(false);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const isExpectedShown = !isBlind || isRevealed;

  function setCount(key: string, value: number | undefined) {
    setCounts((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      const next = { ...current };
      delete next[key];
      return next;
    });
  }

  async function submit() {
    setServerError(null);
    const missing = missingCounts(session.lines, counts);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    if (!isExpectedShown) {
      setIsRevealed(true);
      return;
    }
    try {
      const closed = await closeTill.mutateAsync({
        sessionId: session.id,
        body: {
          counted: session.lines.map((line) => ({
            method: line.method,
            currency: line.currency,
            amount: counts[tillLineKey(line)] ?? 0,
          })),
          notes: notes.trim() || undefined,
        },
      });
      toast.success(TILL_CLOSED);
      navigate(paths.dashboard.tillReport(closed.id));
    } catch (error) {
      setServerError(serverMessageOr(isApiError(error) ? error : {}, GENERIC_ERROR));
    }
  }

  return (
    <TillSection title="Cerrar caja">
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormError message={serverError} />
        <label className="flex min-h-11 items-start gap-3 text-sm">
          <input
            type="checkbox"
            className={`${choiceBox} accent-teal-700`}
            checked={isBlind}
            onChange={(event) => {
              setIsBlind(event.target.checked);
              setIsRevealed(false);
            }}
          />
          <span>
            <span className="font-medium">Conteo a ciegas</span>
            <span className="block text-slate-600 dark:text-slate-400">
              Cuenta primero; lo esperado y las diferencias se ven después.
            </span>
          </span>
        </label>

        <ul className="grid gap-3" aria-label="Conteo por método y moneda">
          {session.lines.map((line) => {
            const key = tillLineKey(line);
            const counted = counts[key];
            const label = tillLineLabel(line);
            return (
              <li
                key={key}
                className="grid gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
                aria-label={label}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold">{label}</h3>
                  {isExpectedShown && (
                    <p className="text-sm text-slate-600 tabular-nums dark:text-slate-300">
                      Esperado: {formatInCurrency(line.expected, line.currency)}
                    </p>
                  )}
                </div>
                <div className="flex items-end gap-2">
                  <AmountInput
                    className="min-w-0 flex-1"
                    label={line.method === 'CASH' ? `Contado en ${label}` : `Confirmado en ${label}`}
                    currency={line.currency}
                    value={counted}
                    onChange={(value) => setCount(key, value)}
                    error={errors[key]}
                    isUnderstoodHidden
                  />
                  {line.method !== 'CASH' && isExpectedShown && (
                    <Button
                      variant="secondary"
                      className="mb-px shrink-0"
                      aria-label={`Confirmar ${label}`}
                      onClick={() => setCount(key, line.expected)}
                    >
                      Confirmar
                    </Button>
                  )}
                </div>
                {isExpectedShown && isCounted(counted) && (
                  <DifferenceBadge
                    className="justify-self-start"
                    difference={subtractMoney(counted, line.expected)}
                    currency={line.currency}
                  />
                )}
              </li>
            );
          })}
        </ul>

        <div>
          <Label htmlFor={notesId}>Notas (opcional)</Label>
          <Textarea
            id={notesId}
            rows={3}
            maxLength={CASH_SESSION_NOTES_MAX}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </div>

        {isExpectedShown && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Al cerrar, la caja queda guardada con estas cifras y ya no se puede cambiar.
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={closeTill.isPending}>
            Volver
          </Button>
          <Button type="submit" size="lg" isLoading={closeTill.isPending}>
            {closeTill.isPending ? 'Cerrando...' : isExpectedShown ? 'Cerrar caja' : 'Ver diferencias'}
          </Button>
        </div>
      </form>
    </TillSection>
  );
}
