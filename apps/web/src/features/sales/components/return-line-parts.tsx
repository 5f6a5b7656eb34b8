import type { TProductUnit } from '@cuadre/shared/products/constants';
import { multiplyMoney } from '@cuadre/shared/money/money';
import { pricePer } from '@cuadre/shared/stock/quantity';
import { quantityText } from '@/lib/quantity';
import type { TReturnableLine } from './return-lines';

export const RETURN_LINE_TEXTS = {
  /** `sold` and `left` as the line reads them: 2, or "0,75 kg". */
  sold: (sold: number | string, left: number | string) => `Vendidos: ${sold} · Por devolver: ${left}`,
  allBack: 'Devuelto por completo',
  quantity: (name: string) => `Cantidad a devolver de ${name}`,
  less: (name: string) => `Uno menos de ${name}`,
  more: (name: string) => `Uno más de ${name}`,
  /** The stepper of weighed goods moves by 1 kg, g or L: "1 kg menos de Queso". */
  lessWeighed: (name: string, symbol: string) => `1 ${symbol} menos de ${name}`,
  moreWeighed: (name: string, symbol: string) => `1 ${symbol} más de ${name}`,
} as const;

type TReturnLineInfoProps = {
  line: TReturnableLine;
  unit: TProductUnit;
  /** What the seller chose to return of it; nothing is priced at 0. */
  quantity: number;
  formatMoney: (amountUsd: number) => string;
};

/** The line's name, price, what was sold and what is left to return, and what the chosen quantity is worth. */
export function ReturnLineInfo({ line, unit, quantity, formatMoney }: TReturnLineInfoProps) {
  const { item, left } = line;
  return (
    <div className="min-w-0 flex-1 basis-40">
      <p className="font-medium break-words">{item.name}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {formatMoney(item.price)} {pricePer(unit)} ·{' '}
        {RETURN_LINE_TEXTS.sold(quantityText(item.quantity, unit), quantityText(left, unit))}
      </p>
      {quantity > 0 && (
        <p className="text-sm font-medium tabular-nums">{formatMoney(multiplyMoney(item.price, quantity))}</p>
      )}
    </div>
  );
}
