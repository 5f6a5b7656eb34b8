import { dayMonthYear } from '../common/dates';
import { layoutBlocks, type TLayoutEntry, type TLayoutPart } from '../documents/document-layout';
import type { TDocumentShop } from '../documents/document-shop';
import type { TDocumentBlock } from '../documents/schemas';
import { formatRate } from '../money/money';
import { AGEING_BUCKETS, AGEING_BUCKET_LABELS } from './constants';
import { dueDateLabel } from './messages';
import type { TReceivableClient, TReceivables } from './schemas';
import { dualText } from '../money/dual-amount';

export const RECEIVABLES_TITLE = 'Cuentas por cobrar';

function clientEntry(client: TReceivableClient, asOf: string): TLayoutEntry {
  const rows = [{ label: client.name, value: dualText(client.owed) }];
  if (client.overdue.usd > 0 && client.oldestDueDate) {
    rows.push({
      label: dueDateLabel(client.oldestDueDate, asOf, client.daysLate),
      value: dualText(client.overdue),
    });
  }
  if (client.phone) rows.push({ label: 'Teléfono', value: client.phone });
  return { rows, message: `- ${client.name}: ${dualText(client.owed)}` };
}

/**
 * The receivables' ageing as a document (its PDF): the totals by bucket, then each client of the page, most
 * overdue first.
 */
export function receivablesLayout(report: TReceivables, shop: TDocumentShop): TLayoutPart[] {
  const lines = [`Al ${dayMonthYear(report.asOf)}`];
  if (report.rate !== null) lines.push(`Tasa BCV: Bs. ${formatRate(report.rate)}`);
  return [
    { kind: 'heading', title: RECEIVABLES_TITLE, shop, lines },
    { kind: 'rule' },
    { kind: 'row', label: 'Total por cobrar', value: dualText(report.owed), bold: true },
    { kind: 'row', label: 'Vencido', value: dualText(report.overdue) },
    {
      kind: 'row',
      label: 'Clientes',
      value: `${report.clientCount} (${report.overdueClientCount} con atraso)`,
    },
    ...AGEING_BUCKETS.map((bucket): TLayoutPart => ({
      kind: 'row',
      label: AGEING_BUCKET_LABELS[bucket],
      value: dualText(report.buckets[bucket]),
    })),
    { kind: 'rule' },
    { kind: 'list', entries: report.clients.map((client) => clientEntry(client, report.asOf)) },
  ];
}

export function receivablesBlocks(report: TReceivables, shop: TDocumentShop): TDocumentBlock[] {
  return layoutBlocks(receivablesLayout(report, shop));
}
