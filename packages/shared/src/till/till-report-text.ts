/**
 * The Z report as plain text (design §11, §12): what "Compartir por WhatsApp" sends, with the same figures, in
 * the same order, as the screen and the PDF. Plain text because WhatsApp, SMS and a notes app all read it; the
 * receipts share their text the same way.
 */
import { CASH_MOVEMENT_TYPE_LABELS } from './constants';
import { DEFAULT_TIME_ZONE } from '../common/constants';
import type { TCashSession } from './schemas';
import { printableLines } from '../documents/printable-text';
import { tillSummaryEntries } from './till-summary';
import {
  formatDifference,
  formatInCurrency,
  NON_FISCAL_NOTICE,
  TILL_REPORT_SECTIONS,
  tillLineLabel,
  tillReportHeading,
} from './till';

export type TTillReportTextOptions = {
  /** The business name, else the seller's name: the report's heading. */
  shopName?: string | null;
  /** The seller's zone for the opening and closing times; Caracas by default. */
  timeZone?: string;
};

export type TTillReportSession = Pick<
  TCashSession,
  'status' | 'openedAt' | 'closedAt' | 'openingFloat' | 'lines' | 'notes' | 'summary' | 'movements'
>;

export function buildTillReportText(
  session: TTillReportSession,
  options: TTillReportTextOptions = {},
): string {
  const heading = tillReportHeading(session, options.timeZone ?? DEFAULT_TIME_ZONE);
  const lines: string[] = [
    options.shopName ? `${heading.title} - ${options.shopName}` : heading.title,
    ...heading.lines,
  ];

  lines.push('');
  for (const entry of tillSummaryEntries(session.summary)) lines.push(`${entry.label}: ${entry.value}`);

  lines.push('', TILL_REPORT_SECTIONS.lines);
  for (const line of session.lines) {
    const parts = [`esperado ${formatInCurrency(line.expected, line.currency)}`];
    if (line.counted !== null && line.difference !== null) {
      parts.push(`contado ${formatInCurrency(line.counted, line.currency)}`);
      parts.push(formatDifference(line.difference, line.currency));
    }
    lines.push(`• ${tillLineLabel(line)}: ${parts.join(', ')}`);
  }

  if (session.movements.length > 0) {
    lines.push('', TILL_REPORT_SECTIONS.movements);
    for (const movement of session.movements) {
      const sign = movement.type === 'OUT' ? '-' : '+';
      lines.push(
        `• ${CASH_MOVEMENT_TYPE_LABELS[movement.type]}: ${movement.reason} ${sign}${formatInCurrency(movement.amount, movement.currency)}`,
      );
    }
  }

  if (session.notes) lines.push('', `Notas: ${session.notes}`);
  lines.push('', NON_FISCAL_NOTICE);
  return printableLines(lines);
}
