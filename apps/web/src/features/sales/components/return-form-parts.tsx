import { useId } from 'react';
import { choiceBox } from '@/components/ui/input';
import { RETURN_TEXTS } from './return-texts';

export type TMoneyBack = 'refund' | 'credit';

/** 'Vuelve al inventario', and what it means when the seller unticks it: damaged goods stay off the shelf. */
export function ReturnRestockField({
  isRestocked,
  onChange,
  disabled,
}: {
  isRestocked: boolean;
  onChange: (isRestocked: boolean) => void;
  disabled: boolean;
}) {
  const hintId = useId();
  return (
    <div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          className={`${choiceBox} accent-teal-700`}
          checked={isRestocked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={isRestocked ? undefined : hintId}
          disabled={disabled}
        />
        {RETURN_TEXTS.restock}
      </label>
      {!isRestocked && (
        <p id={hintId} className="text-sm font-medium text-amber-800 dark:text-amber-300">
          {RETURN_TEXTS.damaged}
        </p>
      )}
    </div>
  );
}

/** A sale that still owes may take the value off its debt instead of handing money back. */
export function MoneyBackChoice({
  value,
  onChange,
  disabled,
}: {
  value: TMoneyBack;
  onChange: (value: TMoneyBack) => void;
  disabled: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-x-6">
      {(['refund', 'credit'] as const).map((choice) => (
        <label key={choice} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
          <input
            type="radio"
            name="money-back"
            className={`${choiceBox} accent-teal-700`}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
            disabled={disabled}
          />
          {choice === 'refund' ? RETURN_TEXTS.refund : RETURN_TEXTS.credit}
        </label>
      ))}
    </div>
  );
}
