import { formatInCurrency, tillLineKey, tillLineLabel, type TTillLineKey } from '@cuadre/shared/till/till';

/** Amounts per method and currency, each in its own currency, in the order a till is counted (the server's). */
export function TillAmountLines({
  label,
  lines,
}: {
  /** The list's accessible name. */
  label: string;
  lines: readonly (TTillLineKey & { amount: number })[];
}) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={label}>
      {lines.map((line) => (
        <li key={tillLineKey(line)} className="flex items-center justify-between gap-3 py-2">
          <span className="min-w-0 text-sm">{tillLineLabel(line)}</span>
          <span className="shrink-0 text-base font-semibold tabular-nums">
            {formatInCurrency(line.amount, line.currency)}
          </span>
        </li>
      ))}
    </ul>
  );
}
