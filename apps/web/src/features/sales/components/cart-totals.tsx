import { sumMoney } from '@cuadre/shared/money/money';
import { igtfLabel } from '@cuadre/shared/payments/igtf';
import { useFormatMoney } from '@/hooks/use-format-money';
import type { TCartFigures } from '../checkout/use-cart-figures';

/** Products, each extra charge, the total, and the IGTF with what is charged in all when there is one. */
export function CartTotals({ figures, igtfRate }: { figures: TCartFigures; igtfRate: number | null }) {
  const formatMoney = useFormatMoney();
  const { productsTotal, keptCharges, discountTotal, taxLines, isIvaOnTop, total, settlement, status } =
    figures;
  return (
    <dl className="space-y-1 border-t border-slate-200 pt-3 text-sm dark:border-slate-800">
      <div className="flex justify-between">
        <dt className="text-slate-600 dark:text-slate-400">Productos</dt>
        <dd className="tabular-nums">{formatMoney(productsTotal)}</dd>
      </div>
      {keptCharges.map((charge, index) => (
        <div key={`${charge.name}-${index}`} className="flex justify-between">
          <dt className="text-slate-600 dark:text-slate-400">{charge.name}</dt>
          <dd className="tabular-nums">{formatMoney(charge.amount)}</dd>
        </div>
      ))}
      {discountTotal > 0 && (
        <div className="flex justify-between">
          <dt className="text-slate-600 dark:text-slate-400">Descuentos</dt>
          <dd className="tabular-nums" data-testid="cart-discounts">
            −{formatMoney(discountTotal)}
          </dd>
        </div>
      )}
      {/* Decision record 032: IVA per rate, added on top or said as included in the prices. */}
      {taxLines
        .filter((line) => line.tax > 0)
        .map((line) => (
          <div key={line.class} className="flex justify-between">
            <dt className="text-slate-600 dark:text-slate-400">
              {isIvaOnTop ? `IVA ${line.rate} %` : `Incluye IVA ${line.rate} %`}
            </dt>
            <dd className="tabular-nums">{formatMoney(line.tax)}</dd>
          </div>
        ))}
      <div className="flex justify-between text-base font-bold">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid="cart-total">
          {formatMoney(total)}
        </dd>
      </div>
      {/* IGTF is charged on top of the total (design §10), never part of it: its own line. */}
      {settlement.igtf > 0 && igtfRate !== null && (
        <>
          <div className="flex justify-between">
            <dt className="text-slate-600 dark:text-slate-400">{igtfLabel(igtfRate)}</dt>
            <dd className="tabular-nums">{formatMoney(settlement.igtf)}</dd>
          </div>
          {status === 'PAID' && (
            <div className="flex justify-between text-base font-bold">
              <dt>Total a cobrar</dt>
              <dd className="tabular-nums">{formatMoney(sumMoney([total, settlement.igtf]))}</dd>
            </div>
          )}
        </>
      )}
    </dl>
  );
}
