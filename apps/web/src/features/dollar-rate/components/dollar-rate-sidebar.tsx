import { canUseDollarRate } from '@/hooks/use-format-money';
import { useAppStore } from '@/stores/app-store';
import { CurrencyToggle } from './currency-toggle';
import { DollarRateCard } from './dollar-rate-card';

/**
 * The seller sidebar's Dólar BCV block: the rate card and the USD/VES toggle, for non-admin sellers whose
 * country is Venezuela only (spec §2). For anyone else nothing renders and the rate is never requested.
 */
export function DollarRateSidebar() {
  const user = useAppStore((state) => state.user);
  if (!canUseDollarRate(user)) return null;
  return (
    <div className="flex flex-col gap-2">
      <DollarRateCard />
      <CurrencyToggle />
    </div>
  );
}
