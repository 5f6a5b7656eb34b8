import { CalendarDays, CalendarRange, Tags } from 'lucide-react';
import { LOAD_ERRORS } from '@cuadre/shared/common/messages';
import { ErrorState } from '@/components/ui/error-state';
import { StatCard } from '@/components/ui/stat-card';
import { useFormatMoney } from '@/hooks/use-format-money';
import { useExpenseSummary } from '../api/get-expense-summary';

/** Gastos del Mes, Gastos del Año and Categorías Activas (spec §2 Expenses), from GET /expenses/summary. */
export function ExpenseSummaryCards() {
  const summary = useExpenseSummary();
  const formatMoney = useFormatMoney();
  const data = summary.data?.data;
  // '—' while loading or failed: a 0 would read as "no expenses".
  const placeholder = summary.isPending ? 'Cargando...' : '—';

  return (
    <section aria-label="Resumen de gastos" className="mb-6">
      <div className="grid gap-3 sm:grid-cols-3">
        <StatCard
          label="Gastos del Mes"
          value={data ? formatMoney(data.monthlyTotal) : placeholder}
          icon={CalendarDays}
        />
        <StatCard
          label="Gastos del Año"
          value={data ? formatMoney(data.yearlyTotal) : placeholder}
          icon={CalendarRange}
        />
        <StatCard
          label="Categorías Activas"
          value={data ? String(data.byCategory.length) : placeholder}
          icon={Tags}
        />
      </div>
      {summary.isError && (
        <ErrorState
          className="mt-3"
          message={LOAD_ERRORS.expenses}
          onRetry={() => void summary.refetch()}
          isRetrying={summary.isRefetching}
        />
      )}
    </section>
  );
}
