import { PageHeader } from '@/components/ui/page-header';
import { CurrentRatePanel } from '@/features/dollar-rate/components/current-rate-panel';
import { ManualRateForm } from '@/features/dollar-rate/components/manual-rate-form';
import { RateHistoryPanel } from '@/features/dollar-rate/components/rate-history-panel';

/**
 * /admin/dollar-rate: the Dólar BCV rate sellers are served, a manual rate for days the sources are down, and
 * the history of readings, where a held one is confirmed.
 */
export function Component() {
  return (
    <>
      <PageHeader
        title="Dollar Rate"
        description="The Dólar BCV rate (bolívars per dollar) used by Venezuelan sellers."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <CurrentRatePanel />
        <ManualRateForm />
      </div>
      <div className="mt-6">
        <RateHistoryPanel />
      </div>
    </>
  );
}
