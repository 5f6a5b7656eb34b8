import type { TSalesFigure } from '@cuadre/shared/reports/hours';
import { HOURS_TEXTS } from '@cuadre/shared/reports/messages';
import { DualAmount } from '@/components/ui/dual-amount';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';

/** A report's rows of sales: a label, the count, the revenue in dollars with its bolívares under it. */
export function SalesFigureTable({
  title,
  labelHeader,
  rows,
}: {
  title: string;
  labelHeader: string;
  rows: readonly { label: string; figure: TSalesFigure }[];
}) {
  return (
    <section className="grid gap-2">
      <h3 className="text-base font-semibold">{title}</h3>
      <Table caption={title}>
        <THead>
          <Tr>
            <Th>{labelHeader}</Th>
            <Th className="text-right">{HOURS_TEXTS.salesCount}</Th>
            <Th className="text-right">{HOURS_TEXTS.revenue}</Th>
          </Tr>
        </THead>
        <TBody>
          {rows.map(({ label, figure }) => (
            <Tr key={label}>
              <Th scope="row" className="font-medium">
                {label}
              </Th>
              <Td className="text-right tabular-nums">{figure.salesCount}</Td>
              <Td className="text-right">
                <DualAmount amount={figure.revenue} />
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </section>
  );
}
