import { CURRENCY_MODES } from '@cuadre/shared/money/constants';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAppStore } from '@/stores/app-store';
import { useCurrencySettings } from '@/hooks/use-format-money';

/**
 * The USD/VES switch (spec §2): shown only once a dollar rate is loaded, since VES without a rate would show
 * the same dollar figures under another name.
 */
export function CurrencyToggle() {
  const mode = useAppStore((state) => state.currencyMode);
  const rate = useAppStore((state) => state.dollarRate);
  const setCurrencyMode = useAppStore((state) => state.setCurrencyMode);
  // A shop that prices in euros reads its reference amounts in euros (design §10): the switch says so.
  const { reference } = useCurrencySettings();
  if (rate === null) return null;

  return (
    <div
      role="group"
      aria-label="Moneda"
      className="grid grid-cols-2 gap-1 rounded-lg border border-slate-200 p-1 dark:border-slate-700"
    >
      {CURRENCY_MODES.map((option) => {
        const isActive = option === mode;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={isActive}
            onClick={() => setCurrencyMode(option)}
            className={cn(
              'h-11 rounded-md text-sm lg:h-9 font-semibold transition-colors',
              focusRing,
              isActive
                ? 'bg-teal-700 text-white'
                : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
            )}
          >
            {option === 'USD' ? reference : option}
          </button>
        );
      })}
    </div>
  );
}
