import { CASH_MOVEMENT_TYPE_LABELS } from '@cuadre/shared/till/constants';
import { formatDateTimeEs } from '@cuadre/shared/common/dates';
import { formatInCurrency } from '@cuadre/shared/till/till';
import type { TCashMovement } from '@cuadre/shared/till/schemas';
import { useSellerTimeZone } from '@/hooks/use-seller-time-zone';
import { cn } from '@/lib/cn';

/** Money put in (+) and taken out (−) of the till, oldest first, each with its reason and time. */
export function TillMovementsList({ movements }: { movements: readonly TCashMovement[] }) {
  const timeZone = useSellerTimeZone();
  if (movements.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">Sin entradas ni salidas de dinero.</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Movimientos de la caja">
      {movements.map((movement) => {
        const isOut = movement.type === 'OUT';
        return (
          <li key={movement.id} className="flex items-start justify-between gap-3 py-2 text-sm">
            <div className="min-w-0">
              <p className="font-medium break-words">
                {CASH_MOVEMENT_TYPE_LABELS[movement.type]}: {movement.reason}
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {formatDateTimeEs(movement.createdAt, timeZone)}
              </p>
            </div>
            <span
              className={cn(
                'shrink-0 font-semibold tabular-nums',
                isOut ? 'text-red-700 dark:text-red-400' : 'text-green-700 dark:text-green-400',
              )}
            >
              {isOut ? '-' : '+'}
              {formatInCurrency(movement.amount, movement.currency)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
