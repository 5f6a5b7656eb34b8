import { Link } from 'react-router';
import { ADJUSTMENT_REASON_LABELS, STOCK_MOVEMENT_KIND_LABELS } from '@cuadre/shared/stock/constants';
import type { TProductUnit } from '@cuadre/shared/products/constants';
import { formatDateTimeEs } from '@cuadre/shared/common/dates';
import type { TStockMovement } from '@cuadre/shared/stock/schemas';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { quantityText } from '@/lib/quantity';
import { SignedQuantity } from './signed-quantity';
import { useSeesCosts } from '@/hooks/use-sees-costs';

type TMovementItemProps = {
  movement: TStockMovement;
  /** The product's: a movement carries only the number. */
  unit: TProductUnit;
  timeZone: string;
  formatMoney: (amountUsd: number) => string;
};

/** One line of the kardex: what moved the stock, by how much, what it left, and when (in the seller's zone). */
export function MovementItem({ movement, unit, timeZone, formatMoney }: TMovementItemProps) {
  const label = STOCK_MOVEMENT_KIND_LABELS[movement.kind];
  const seesCosts = useSeesCosts();
  const when = formatDateTimeEs(movement.createdAt, timeZone);
  // Only a sale's document is a sale: a restock's or a count's id has no receipt to open.
  const saleId = movement.kind === 'SALE' ? movement.documentId : null;
  return (
    <li
      aria-label={`${label}, ${when}`}
      className="grid gap-1.5 rounded-xl border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold">{label}</p>
        <SignedQuantity value={movement.quantity} unit={unit} className="text-base" />
      </div>
      <p className="text-slate-600 dark:text-slate-300">
        <time dateTime={movement.createdAt}>{when}</time>
      </p>
      <p>
        Stock después:{' '}
        <span className="font-semibold tabular-nums">{quantityText(movement.stockAfter, unit)}</span>
        {seesCosts && movement.unitCost !== null && (
          <>
            {' · '}Costo unitario:{' '}
            <span className="font-semibold break-words tabular-nums">{formatMoney(movement.unitCost)}</span>
          </>
        )}
      </p>
      {movement.reason && (
        <p>
          Motivo: <span className="font-medium">{ADJUSTMENT_REASON_LABELS[movement.reason]}</span>
        </p>
      )}
      {movement.note && (
        <p className="break-words text-slate-700 dark:text-slate-300">Nota: {movement.note}</p>
      )}
      {saleId && (
        <Link
          to={paths.dashboard.saleReceipt(saleId)}
          className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'justify-self-start' })}
        >
          Ver recibo de la venta
        </Link>
      )}
    </li>
  );
}
