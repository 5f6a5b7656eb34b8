import type { TCashSessionSummary } from './schemas';
import { formatUsd, formatVes } from '../money/money';
import { TILL_SUMMARY_ROWS } from './till';

/**
 * The Z report's figures as the screen, the PDF and the WhatsApp text print them: dollars, and beside revenue,
 * profit and returns their bolívares at each sale's own rate when the session has them.
 */
export function tillSummaryEntries(summary: TCashSessionSummary): { label: string; value: string }[] {
  // A session read by a role that may not see profit (decision record 029) comes without it: no row for it.
  const rows = TILL_SUMMARY_ROWS.filter((row) => summary[row.key] !== undefined);
  return rows.map((row) => {
    if (row.kind === 'count') return { label: row.label, value: String(summary[row.key]) };
    const usd = formatUsd(summary[row.key]);
    const inBolivares = summary.inBolivares;
    const bolivares =
      inBolivares && (row.key === 'revenue' || row.key === 'profit' || row.key === 'returns')
        ? inBolivares[row.key]
        : undefined;
    return { label: row.label, value: bolivares == null ? usd : `${usd} (${formatVes(bolivares)})` };
  });
}
