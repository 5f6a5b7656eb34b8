import {
  layoutBlocks,
  type TLayoutEntry,
  type TLayoutFigure,
  type TLayoutPart,
} from '../documents/document-layout';
import { tillSummaryEntries } from './till-summary';
import {
  differenceLabel,
  formatDifference,
  formatInCurrency,
  NON_FISCAL_NOTICE,
  REMOVED_MEMBER_NAME,
  showsByMember,
  TILL_REPORT_SECTIONS,
  tillLineLabel,
  tillReportHeading,
} from './till';
import { CASH_MOVEMENT_TYPE_LABELS } from './constants';
import type { TCashMovement, TCashSession, TCashSessionLine, TCashSessionMember } from './schemas';
import { formatUsd } from '../money/money';
import type { TDocumentShop } from '../documents/document-shop';
import type { TDocumentBlock } from '../documents/schemas';

export type TTillReportSession = Pick<
  TCashSession,
  'status' | 'openedAt' | 'closedAt' | 'openingFloat' | 'lines' | 'notes' | 'summary' | 'movements'
> &
  Partial<Pick<TCashSession, 'byMember' | 'registerName' | 'openedBy' | 'closedBy'>>;

/**
 * The Z report of a session (design §11), for the PDF and the screen as for the WhatsApp text: the shop as
 * every document heads it, who and when, the day's figures, the expected / counted / difference of each line,
 * the money moved in and out, the notes. An open session's report says it is provisional.
 */
export function tillReportLayout(session: TTillReportSession, shop: TDocumentShop): TLayoutPart[] {
  const heading = tillReportHeading(session, shop.timeZone);
  const layout: TLayoutPart[] = [
    { kind: 'heading', title: heading.title, shop, lines: heading.lines },
    { kind: 'rule' },
    ...tillSummaryEntries(session.summary).map((entry): TLayoutPart => ({ kind: 'row', ...entry })),
    { kind: 'rule' },
    { kind: 'text', text: TILL_REPORT_SECTIONS.lines, bold: true },
    ...session.lines.map(lineGroup),
  ];
  if (session.movements.length > 0) {
    layout.push(
      { kind: 'rule' },
      { kind: 'text', text: TILL_REPORT_SECTIONS.movements, bold: true },
      { kind: 'list', entries: session.movements.map(movementEntry) },
    );
  }
  if (session.byMember && showsByMember(session.byMember)) {
    layout.push(
      { kind: 'rule' },
      { kind: 'text', text: TILL_REPORT_SECTIONS.byMember, bold: true },
      ...session.byMember.map(memberGroup),
    );
  }
  if (session.notes) layout.push({ kind: 'rule' }, { kind: 'text', text: `Notas: ${session.notes}` });
  layout.push({ kind: 'gap' }, { kind: 'text', text: NON_FISCAL_NOTICE });
  return layout;
}

/** The Z report as the PDF and the screen draw it. */
export function tillReportBlocks(session: TTillReportSession, shop: TDocumentShop): TDocumentBlock[] {
  return layoutBlocks(tillReportLayout(session, shop));
}

/** A till line: what was expected and, once counted, what was counted and the difference the word signs. */
function lineGroup(line: TCashSessionLine): TLayoutPart {
  const expected = formatInCurrency(line.expected, line.currency);
  const figures: TLayoutFigure[] = [{ label: 'Esperado', value: expected, message: `esperado ${expected}` }];
  if (line.counted !== null && line.difference !== null) {
    const counted = formatInCurrency(line.counted, line.currency);
    figures.push(
      { label: 'Contado', value: counted, message: `contado ${counted}` },
      {
        label: differenceLabel(line.difference),
        value: formatInCurrency(line.difference, line.currency),
        bold: line.difference !== 0,
        message: formatDifference(line.difference, line.currency),
      },
    );
  }
  return { kind: 'group', label: tillLineLabel(line), figures };
}

/** A member's part of the session: sales, money taken in and refunds, in dollars. */
function memberGroup(member: TCashSessionMember): TLayoutPart {
  const sold = formatUsd(member.sold);
  const collected = formatUsd(member.collected);
  const figures: TLayoutFigure[] = [
    { label: `Ventas (${member.salesCount})`, value: sold, message: `${member.salesCount} ventas ${sold}` },
    { label: 'Cobrado', value: collected, message: `cobrado ${collected}` },
  ];
  if (member.refunds !== 0) {
    const refunds = formatUsd(member.refunds);
    figures.push({ label: 'Reembolsado', value: refunds, message: `reembolsado ${refunds}` });
  }
  return { kind: 'group', label: member.memberName ?? REMOVED_MEMBER_NAME, figures };
}

function movementEntry(movement: TCashMovement): TLayoutEntry {
  const sign = movement.type === 'OUT' ? '-' : '+';
  const label = `${CASH_MOVEMENT_TYPE_LABELS[movement.type]}: ${movement.reason}`;
  const value = `${sign}${formatInCurrency(movement.amount, movement.currency)}`;
  return { rows: [{ label, value }], message: `• ${label} ${value}` };
}
