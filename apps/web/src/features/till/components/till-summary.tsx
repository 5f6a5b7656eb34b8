import { tillSummaryEntries } from '@cuadre/shared/till/till-summary';
import type { TCashSessionSummary } from '@cuadre/shared/till/schemas';

/**
 * The session's figures (Ventas, Ingresos, Ganancias, Fiado, Cobranzas, IGTF, Devoluciones, Reembolsado), in
 * dollars with their bolívares beside, as the Z report orders them.
 */
export function TillSummary({ summary }: { summary: TCashSessionSummary }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
      {tillSummaryEntries(summary).map((entry) => (
        <div key={entry.label} className="min-w-0">
          <dt className="text-slate-600 dark:text-slate-300">{entry.label}</dt>
          <dd className="text-base font-semibold break-words tabular-nums">{entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}
