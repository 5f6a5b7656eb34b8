import { Coins, Receipt, TrendingUp, Wallet } from 'lucide-react';
import { formatWithoutCostShare } from '@cuadre/shared/domain/margin';
import { withoutCostNote } from '@cuadre/shared/messages';
import type { TDailyStats } from '@cuadre/shared/schemas/stats';
import { StatCard } from '@/components/ui/stat-card';
import { useFormatMoney } from '@/hooks/use-format-money';

/**
 * Total Ventas, Ingresos, Costos, Ganancias of the period (spec §2 Statistics). Ganancias = Ingresos − Costos;
 * when some of the revenue has no known cost (counted at cost 0, design §10) the card says how much.
 */
export function StatsSummaryCards({ totals }: { totals: TDailyStats['periodTotals'] }) {
  const formatMoney = useFormatMoney();
  const share = formatWithoutCostShare(totals.revenueWithoutCost, totals.totalRevenue);
  return (
    <section aria-label="Totales del período" className="mb-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label="Total Ventas" value={String(totals.totalSales)} icon={Receipt} />
      <StatCard label="Ingresos" value={formatMoney(totals.totalRevenue)} icon={Coins} />
      <StatCard label="Costos" value={formatMoney(totals.totalCost)} icon={Wallet} />
      <StatCard
        label="Ganancias"
        value={formatMoney(totals.totalProfit)}
        icon={TrendingUp}
        note={share && withoutCostNote(share)}
      />
    </section>
  );
}
