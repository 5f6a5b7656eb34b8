import { formatInCurrency, tillLineKey, tillLineLabel } from '@cuadre/shared/till/till';
import type { TCashSessionLine } from '@cuadre/shared/till/schemas';
import { DifferenceBadge } from './difference-badge';

/**
 * The Z report's expected / counted / difference of each line, a card per line: four columns of amounts in
 * bolívares do not fit a 360 px phone, and the same layout prints on an 80 mm roll.
 */
export function TillCountLines({ lines }: { lines: readonly TCashSessionLine[] }) {
  return (
    <ul className="grid gap-2" aria-label="Esperado, contado y diferencia">
      {lines.map((line) => {
        const label = tillLineLabel(line);
        return (
          <li
            key={tillLineKey(line)}
            aria-label={label}
            className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
          >
            <p className="mb-1 font-semibold">{label}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-slate-600 dark:text-slate-300">Esperado</dt>
              <dd className="text-right tabular-nums">{formatInCurrency(line.expected, line.currency)}</dd>
              <dt className="text-slate-600 dark:text-slate-300">Contado</dt>
              <dd className="text-right tabular-nums">
                {line.counted === null ? 'Sin contar' : formatInCurrency(line.counted, line.currency)}
              </dd>
              {line.difference !== null && (
                <>
                  <dt className="text-slate-600 dark:text-slate-300">Diferencia</dt>
                  <dd className="text-right">
                    <DifferenceBadge difference={line.difference} currency={line.currency} />
                  </dd>
                </>
              )}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
