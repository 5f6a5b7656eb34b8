import { formatUsd } from '@cuadre/shared/money/money';
import type { TMoneyMoved } from '@cuadre/shared/reports/payments';
import { inCurrency, methodAndCurrency } from '@cuadre/shared/reports/payments-document';
import { PAYMENTS_TEXTS } from '@cuadre/shared/reports/messages';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';

/** Money by method and currency: how many times, as handed over, and its dollars under it when in bolívares. */
export function MoneyMovedTable({ title, lines }: { title: string; lines: readonly TMoneyMoved[] }) {
  return (
    <Table caption={title}>
      <THead>
        <Tr>
          <Th>{PAYMENTS_TEXTS.method}</Th>
          <Th className="text-right">{PAYMENTS_TEXTS.count}</Th>
          <Th className="text-right">{PAYMENTS_TEXTS.amount}</Th>
        </Tr>
      </THead>
      <TBody>
        {lines.map((line) => (
          <Tr key={`${line.method}-${line.currency}`}>
            <Th scope="row" className="font-medium whitespace-normal">
              {methodAndCurrency(line)}
            </Th>
            <Td className="text-right tabular-nums">{line.count}</Td>
            <Td className="text-right tabular-nums">
              <span className="block font-semibold">{inCurrency(line.handed, line.currency)}</span>
              {line.currency === 'VES' && (
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {formatUsd(line.usd)}
                </span>
              )}
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
