import { Coins, Receipt, TrendingUp, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { TDailyStats } from '@cuadre/shared/schemas/stats';
import { useFormatMoney } from '@/hooks/use-format-money';

function StatCard({ label, value, icon: Icon }: { label: string; value: string; icon: LucideIcon }) {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-teal-100 text-teal-800 dark:bg-teal-900/60 dark:text-teal-200">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600 dark:text-slate-300">{label}</p>
        <p className="truncate text-xl font-bold tabular-nums">{value}</p>
      </div>
    </div>
  );
}

/** Total Ventas, Ingresos, Costos, Ganancias of the period (spec §2 Statistics). */
export function StatsSummaryCards({ totals }: { totals: TDailyStats['periodTotals'] }) {
  const formatMoney = useFormatMoney();
  return (
    <section aria-label="Totales del período" className="mb-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label="Total Ventas" value={String(totals.totalSales)} icon={Receipt} />
      <StatCard label="Ingresos" value={formatMoney(totals.totalRevenue)} icon={Coins} />
      <StatCard label="Costos" value={formatMoney(totals.totalCost)} icon={Wallet} />
      <StatCard label="Ganancias" value={formatMoney(totals.totalProfit)} icon={TrendingUp} />
    </section>
  );
}
