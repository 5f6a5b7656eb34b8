import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

type TStepIndicatorProps = {
  steps: readonly string[];
  /** 1-based. */
  current: number;
};

/** The wizard's progress (spec §2): numbered steps, done ones ticked, the current one marked for screen readers. */
export function StepIndicator({ steps, current }: TStepIndicatorProps) {
  return (
    <ol aria-label="Pasos del registro" className="mb-6 grid grid-cols-4 gap-1">
      {steps.map((label, index) => {
        const number = index + 1;
        const isDone = number < current;
        const isCurrent = number === current;
        return (
          <li
            key={label}
            aria-current={isCurrent ? 'step' : undefined}
            className="flex flex-col items-center gap-1 text-center"
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-8 items-center justify-center rounded-full text-sm font-semibold',
                isDone && 'bg-teal-700 text-white',
                isCurrent && 'bg-teal-700 text-white ring-4 ring-teal-100',
                !isDone && !isCurrent && 'bg-slate-200 text-slate-700',
              )}
            >
              {isDone ? <Check className="size-4" /> : number}
            </span>
            <span
              className={cn(
                'text-xs leading-tight',
                isCurrent ? 'font-semibold text-slate-900' : 'text-slate-600',
              )}
            >
              <span className="sr-only">{isDone ? 'Completado: ' : isCurrent ? 'Paso actual: ' : ''}</span>
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
