import { formatUsd } from '@cuadre/shared/domain/money';
import { TILL_SUMMARY_ROWS } from '@cuadre/shared/domain/till';
import type { TCashSessionSummary } from '@cuadre/shared/schemas/cash-sessions';

/** The session's figures (Ventas, Ingresos, Fiado, Cobranzas, IGTF, Devoluciones), in dollars, as the Z report orders them. */
export function TillSummary({ summary }: { summary: TCashSessionSummary }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
      {TILL_SUMMARY_ROWS.map((row) => {
        const value = summary[row.key];
        return (
          <div key={row.key} className="min-w-0">
            <dt className="text-slate-600 dark:text-slate-300">{row.label}</dt>
            <dd className="text-base font-semibold break-words tabular-nums">
              {row.kind === 'count' ? value : formatUsd(value)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
