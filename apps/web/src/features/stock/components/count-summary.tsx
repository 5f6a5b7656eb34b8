import { CircleCheck, ClipboardList } from 'lucide-react';
import { ADJUSTMENT_REASON_LABELS } from '@cuadre/shared/stock/constants';
import type { TProductUnit } from '@cuadre/shared/products/constants';
import type { TAdjustment } from '@cuadre/shared/stock/schemas';
import { Button } from '@/components/ui/button';
import { quantityText } from '@/lib/quantity';
import { CountDifference } from './count-difference';

export const ADJUSTMENT_DONE = 'Ajuste publicado';

/** How each counted product is counted, by id: the adjustment's lines carry only numbers. */
export type TCountedUnits = Record<string, TProductUnit>;

type TCountSummaryProps = { adjustment: TAdjustment; units: TCountedUnits; onAnother: () => void };

/** What the count posted: each product's stock before, what was counted and the difference. */
export function CountSummary({ adjustment, units, onAnother }: TCountSummaryProps) {
  return (
    <section aria-labelledby="count-done-title" className="grid gap-4">
      <div className="flex items-center gap-2 text-green-700 dark:text-green-400">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
        <h2 id="count-done-title" className="text-lg font-semibold">
          {ADJUSTMENT_DONE}
        </h2>
      </div>
      <p className="text-sm break-words text-slate-700 dark:text-slate-300">
        Motivo: {ADJUSTMENT_REASON_LABELS[adjustment.reason]}
        {adjustment.note && <> · {adjustment.note}</>}
      </p>
      <ul className="grid gap-3" aria-label="Diferencias publicadas">
        {adjustment.lines.map((line) => {
          const unit = units[line.productId];
          return (
            <li
              key={line.productId}
              aria-label={line.name}
              className="grid gap-1 rounded-xl border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="min-w-0 font-semibold break-words">{line.name}</h3>
                <CountDifference difference={line.difference} unit={unit} />
              </div>
              <p className="tabular-nums">
                Antes: {quantityText(line.previousQuantity, unit)} · Contado:{' '}
                {quantityText(line.countedQuantity, unit)}
              </p>
            </li>
          );
        })}
      </ul>
      <Button className="justify-self-start" onClick={onAnother}>
        <ClipboardList aria-hidden="true" className="size-4" />
        Nuevo conteo
      </Button>
    </section>
  );
}
