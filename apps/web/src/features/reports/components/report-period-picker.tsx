import { useId } from 'react';
import { REPORT_TEXTS } from '@cuadre/shared/reports/messages';
import { REPORT_PRESET_LABELS, REPORT_PRESETS, type TReportPreset } from '@cuadre/shared/reports/period';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { TPeriodChoice } from './period-choice';

/** Hoy, Esta semana, Este mes, Mes pasado or a range of the owner's own (decision record 033). */
export function ReportPeriodPicker({
  choice,
  problem,
  onChange,
}: {
  choice: TPeriodChoice;
  /** What is wrong with the range typed, in Spanish; null when it can be asked. */
  problem: string | null;
  onChange: (next: TPeriodChoice) => void;
}) {
  const id = useId();
  const options: readonly (TReportPreset | 'range')[] = [...REPORT_PRESETS, 'range'];
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <p id={`${id}-title`} className="text-sm font-medium">
        {REPORT_TEXTS.period}
      </p>
      <div role="group" aria-labelledby={`${id}-title`} className="flex flex-wrap gap-2">
        {options.map((option) => {
          const isChosen = choice.preset === option;
          return (
            <Button
              key={option}
              size="sm"
              variant={isChosen ? 'primary' : 'secondary'}
              aria-pressed={isChosen}
              onClick={() => onChange({ ...choice, preset: option })}
            >
              {option === 'range' ? REPORT_TEXTS.range : REPORT_PRESET_LABELS[option]}
            </Button>
          );
        })}
      </div>
      {choice.preset === 'range' && (
        <div className="grid grid-cols-2 gap-3">
          <FormField label={REPORT_TEXTS.from}>
            {(field) => (
              <Input
                {...field}
                type="date"
                value={choice.from}
                onChange={(event) => onChange({ ...choice, from: event.target.value })}
              />
            )}
          </FormField>
          <FormField label={REPORT_TEXTS.to} error={problem ?? undefined}>
            {(field) => (
              <Input
                {...field}
                type="date"
                value={choice.to}
                onChange={(event) => onChange({ ...choice, to: event.target.value })}
              />
            )}
          </FormField>
        </div>
      )}
    </section>
  );
}
