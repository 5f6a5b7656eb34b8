import { CalendarDays, CalendarRange, Tags } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { LOAD_ERRORS } from '@cuadre/shared/messages';
import { ErrorState } from '@/components/ui/error-state';
import { useFormatMoney } from '@/hooks/use-format-money';
import { useExpenseSummary } from '../api/get-expense-summary';

function SummaryCard({ label, value, icon: Icon }: { label: string; value: string; icon: LucideIcon }) {
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
        <SummaryCard
          label="Gastos del Mes"
          value={data ? formatMoney(data.monthlyTotal) : placeholder}
          icon={CalendarDays}
        />
        <SummaryCard
          label="Gastos del Año"
          value={data ? formatMoney(data.yearlyTotal) : placeholder}
          icon={CalendarRange}
        />
        <SummaryCard
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
