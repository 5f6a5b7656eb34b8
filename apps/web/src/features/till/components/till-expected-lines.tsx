import { formatInCurrency, tillLineKey, tillLineLabel } from '@cuadre/shared/domain/till';
import type { TCashSessionLine } from '@cuadre/shared/schemas/cash-sessions';

/** What should be in the till now, per method and currency, in the order it is counted (the server's). */
export function TillExpectedLines({ lines }: { lines: readonly TCashSessionLine[] }) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Debería haber en caja">
      {lines.map((line) => (
        <li key={tillLineKey(line)} className="flex items-center justify-between gap-3 py-2">
          <span className="min-w-0 text-sm">{tillLineLabel(line)}</span>
          <span className="shrink-0 text-base font-semibold tabular-nums">
            {formatInCurrency(line.expected, line.currency)}
          </span>
        </li>
      ))}
    </ul>
  );
}
