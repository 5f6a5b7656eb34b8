import { Link } from 'react-router';
import { CircleCheck, Plus } from 'lucide-react';
import type { TProductUnit } from '@cuadre/shared/products/constants';
import type { TRestock } from '@cuadre/shared/stock/schemas';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useFormatMoney } from '@/hooks/use-format-money';
import { quantityText } from '@/lib/quantity';
import { SignedQuantity } from './signed-quantity';
import { useSeesCosts } from '@/hooks/use-sees-costs';

export const RESTOCK_DONE = 'Entrada registrada';

/** How each product received is counted, by id: the restock's lines carry only numbers. */
export type TRestockedUnits = Record<string, TProductUnit>;

type TRestockSummaryProps = { restock: TRestock; units: TRestockedUnits; onAnother: () => void };

/** What the delivery did: each product's new stock and new average cost, and the way to the next one. */
export function RestockSummary({ restock, units, onAnother }: TRestockSummaryProps) {
  const formatMoney = useFormatMoney();
  const seesCosts = useSeesCosts();
  return (
    <section aria-labelledby="restock-done-title" className="grid gap-4">
      <div className="flex items-center gap-2 text-green-700 dark:text-green-400">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
        <h2 id="restock-done-title" className="text-lg font-semibold">
          {RESTOCK_DONE}
        </h2>
      </div>
      {(restock.supplier || restock.reference) && (
        <p className="text-sm break-words text-slate-700 dark:text-slate-300">
          {[restock.supplier, restock.reference].filter(Boolean).join(' · ')}
        </p>
      )}
      <ul className="grid gap-3" aria-label="Productos recibidos">
        {restock.lines.map((line) => (
          <li
            key={line.productId}
            aria-label={line.name}
            className="grid gap-1 rounded-xl border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-baseline justify-between gap-2">
              <h3 className="min-w-0 font-semibold break-words">{line.name}</h3>
              <SignedQuantity value={line.quantity} unit={units[line.productId]} />
            </div>
            <p>
              Stock nuevo:{' '}
              <span className="font-semibold tabular-nums">
                {quantityText(line.stockAfter, units[line.productId])}
              </span>
            </p>
            {seesCosts && (
              <p>
                Costo promedio:{' '}
                <span className="font-semibold break-words tabular-nums">{formatMoney(line.costAfter)}</span>
              </p>
            )}
            <Link
              to={paths.dashboard.productMovements(line.productId)}
              className={buttonClasses({
                variant: 'ghost',
                size: 'sm',
                className: '-ml-3 justify-self-start',
              })}
              aria-label={`Ver historial de ${line.name}`}
            >
              Ver historial
            </Link>
          </li>
        ))}
      </ul>
      <Button className="justify-self-start" onClick={onAnother}>
        <Plus aria-hidden="true" className="size-4" />
        Registrar otra entrada
      </Button>
    </section>
  );
}
