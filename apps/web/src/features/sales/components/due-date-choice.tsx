import { useId } from 'react';
import { addDaysToIsoDate } from '@cuadre/shared/common/dates';
import { CREDIT_TERMS_DAYS, MAX_CREDIT_DAYS } from '@cuadre/shared/credit/constants';
import { CREDIT_MESSAGES } from '@cuadre/shared/credit/messages';
import { Button } from '@/components/ui/button';
import { FieldError, Label } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { CREDIT_TEXTS } from './credit-texts';

/** The server's refusal of a due date, said beside the field before the sale is sent; null for a good one. */
function dueDateProblem(dueDate: string | null, today: string): string | null {
  if (dueDate === null) return null;
  if (dueDate < today) return CREDIT_MESSAGES.dueDateBeforeSale;
  if (dueDate > addDaysToIsoDate(today, MAX_CREDIT_DAYS)) return CREDIT_MESSAGES.dueDateInvalid;
  return null;
}

/**
 * A credit sale's due date (decision record 030): the shop's terms as one tap each from today, or any day in the
 * date field. Empty follows the shop's term (the server's).
 */
export function DueDateChoice({
  today,
  dueDate,
  onPick,
  disabled,
}: {
  today: string;
  dueDate: string | null;
  onPick: (dueDate: string | null) => void;
  disabled: boolean;
}) {
  const id = useId();
  const problem = dueDateProblem(dueDate, today);
  return (
    <div className="space-y-2">
      <p id={`${id}-term`} className="text-sm font-medium">
        {CREDIT_TEXTS.term}
      </p>
      <div role="group" aria-labelledby={`${id}-term`} className="grid grid-cols-3 gap-2">
        {CREDIT_TERMS_DAYS.map((days) => {
          const isChosen = dueDate === addDaysToIsoDate(today, days);
          return (
            <Button
              key={days}
              size="sm"
              variant={isChosen ? 'primary' : 'secondary'}
              aria-pressed={isChosen}
              disabled={disabled}
              onClick={() => onPick(addDaysToIsoDate(today, days))}
            >
              {CREDIT_TEXTS.termDays(days)}
            </Button>
          );
        })}
      </div>
      <div>
        <Label htmlFor={`${id}-date`}>{CREDIT_TEXTS.dueDate}</Label>
        <Input
          id={`${id}-date`}
          type="date"
          min={today}
          max={addDaysToIsoDate(today, MAX_CREDIT_DAYS)}
          value={dueDate ?? ''}
          disabled={disabled}
          invalid={problem !== null}
          aria-describedby={problem ? `${id}-error` : dueDate === null ? `${id}-hint` : undefined}
          onChange={(event) => onPick(event.target.value || null)}
        />
        {dueDate === null && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {CREDIT_TEXTS.dueDateHint}
          </p>
        )}
        <FieldError id={`${id}-error`} message={problem ?? undefined} />
      </div>
    </div>
  );
}
