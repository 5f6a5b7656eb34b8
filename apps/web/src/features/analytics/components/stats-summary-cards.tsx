import { Coins, Landmark, Percent, Receipt, TrendingUp, Wallet } from 'lucide-react';
import { formatWithoutCostShare } from '@cuadre/shared/stats/margin';
import { withoutCostNote } from '@cuadre/shared/stats/messages';
import type { TDailyStats } from '@cuadre/shared/stats/schemas';
import { StatCard } from '@/components/ui/stat-card';
import { useCurrencySettings, useFormatMoney } from '@/hooks/use-format-money';
import { useStatsMoney } from './use-stats-money';

/**
 * Total Ventas, Ingresos, Costos, Ganancias of the period (spec §2 Statistics). Ganancias = Ingresos − Costos;
 * when some of the revenue has no known cost (counted at cost 0, design §10) the card says how much. In VES mode
 * the server's bolívares, each sale at its own rate. The IGTF charged (never revenue) only when there was some:
 * in dollars, or at today's rate in VES mode (a sale's IGTF is charged on its dollars).
 */
export function StatsSummaryCards({ totals }: { totals: TDailyStats['periodTotals'] }) {
  const money = useStatsMoney(totals.inBolivares !== null);
  const formatMoney = useFormatMoney();
  const { mode, rate } = useCurrencySettings();
  const shown = money.shown(totals);
  // The dollars' share: the bolívares, each sale rounded to the cent three times, leave a cent where all had a cost.
  const share = formatWithoutCostShare(totals.revenueWithoutCost, totals.totalRevenue);
  return (
    <section aria-label="Totales del período" className="mb-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label="Total Ventas" value={String(totals.totalSales)} icon={Receipt} />
      <StatCard label="Ingresos" value={money.format(shown.totalRevenue)} icon={Coins} />
      <StatCard label="Costos" value={money.format(shown.totalCost)} icon={Wallet} />
      <StatCard
        label="Ganancias"
        value={money.format(shown.totalProfit)}
        icon={TrendingUp}
        note={share && withoutCostNote(share)}
      />
      {totals.igtfTotal ? (
        <StatCard
          label="IGTF cobrado"
          value={formatMoney(totals.igtfTotal)}
          icon={Landmark}
          note={mode === 'VES' && rate !== null ? IGTF_NOTE_VES : IGTF_NOTE}
        />
      ) : null}
      {/* Decision record 031: the discounts given, already off the revenue. */}
      {totals.discountTotal ? (
        <StatCard
          label="Descuentos"
          value={formatMoney(totals.discountTotal)}
          icon={Percent}
          note={DISCOUNT_NOTE}
        />
      ) : null}
      {/* Decision record 032: the IVA inside the revenue, which the profit leaves out. */}
      {totals.taxTotal ? (
        <StatCard label="IVA" value={formatMoney(totals.taxTotal)} icon={Landmark} note={IVA_NOTE} />
      ) : null}
    </section>
  );
}

export const IGTF_NOTE = 'Aparte de los ingresos.';
export const DISCOUNT_NOTE = 'Ya descontados de los ingresos.';
export const IVA_NOTE = 'Incluido en los ingresos; no es ganancia.';
export const IGTF_NOTE_VES = 'Aparte de los ingresos, a la tasa de hoy.';
