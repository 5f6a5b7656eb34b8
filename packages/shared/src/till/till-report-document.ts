import { printableBlocks } from '../documents/printable-text';
import { tillSummaryEntries } from './till-summary';
import {
  differenceLabel,
  formatInCurrency,
  NON_FISCAL_NOTICE,
  TILL_REPORT_SECTIONS,
  tillLineLabel,
  tillReportHeading,
} from './till';
import { CASH_MOVEMENT_TYPE_LABELS } from './constants';
import type { TCashSession } from './schemas';
import { shopHeaderBlocks, type TDocumentShop } from '../documents/document-shop';
import type { TDocumentBlock } from '../documents/schemas';

/**
 * The Z report of a session (design §11): the shop as every document heads it, who and when, the day's figures,
 * the expected / counted / difference of each line, the money moved in and out, the notes. An open session's
 * report says it is provisional.
 */
export function tillReportBlocks(session: TCashSession, shop: TDocumentShop): TDocumentBlock[] {
  const heading = tillReportHeading(session, shop.timeZone);
  const blocks: TDocumentBlock[] = [
    ...shopHeaderBlocks(heading.title, shop),
    ...heading.lines.map((text): TDocumentBlock => ({ kind: 'text', text })),
    { kind: 'rule' },
  ];
  for (const entry of tillSummaryEntries(session.summary)) blocks.push({ kind: 'row', ...entry });
  blocks.push({ kind: 'rule' }, { kind: 'text', text: TILL_REPORT_SECTIONS.lines, bold: true });
  for (const line of session.lines) {
    blocks.push({ kind: 'row', label: tillLineLabel(line), value: '', bold: true });
    blocks.push({ kind: 'row', label: 'Esperado', value: formatInCurrency(line.expected, line.currency) });
    if (line.counted !== null && line.difference !== null) {
      blocks.push({ kind: 'row', label: 'Contado', value: formatInCurrency(line.counted, line.currency) });
      blocks.push({
        kind: 'row',
        label: differenceLabel(line.difference),
        value: formatInCurrency(line.difference, line.currency),
        bold: line.difference !== 0,
      });
    }
  }
  if (session.movements.length > 0) {
    blocks.push({ kind: 'rule' }, { kind: 'text', text: TILL_REPORT_SECTIONS.movements, bold: true });
    for (const movement of session.movements) {
      const sign = movement.type === 'OUT' ? '-' : '+';
      blocks.push({
        kind: 'row',
        label: `${CASH_MOVEMENT_TYPE_LABELS[movement.type]}: ${movement.reason}`,
        value: `${sign}${formatInCurrency(movement.amount, movement.currency)}`,
      });
    }
  }
  if (session.notes) blocks.push({ kind: 'rule' }, { kind: 'text', text: `Notas: ${session.notes}` });
  blocks.push({ kind: 'gap' }, { kind: 'text', text: NON_FISCAL_NOTICE });
  return printableBlocks(blocks);
}
