import {
  balanceInBolivares,
  bolivaresToday,
  STATEMENT_TITLE,
  statementEntryAmount,
  statementEntryIgtf,
  STATEMENT_IGTF_LABEL,
  statementEntryHeading,
  statementEntryUsdValue,
  todayRateLine,
} from './client-statement';
import { dayMonthYear, formatDateTimeEs } from '../common/dates';
import { formatUsd } from '../money/money';
import { layoutBlocks, onlyIn, type TLayoutEntry, type TLayoutPart } from '../documents/document-layout';
import { NON_FISCAL_NOTICE } from '../till/till';
import type { TClientStatement, TClientStatementEntry } from './statement-schemas';
import type { TDocumentBlock } from '../documents/schemas';
import { clientTaxIdBlock, type TDocumentShop } from '../documents/document-shop';

/** A chat message stays short: the latest movements only (the PDF has them all). */
export const STATEMENT_TEXT_ENTRIES = 5;

/**
 * A client's statement — estado de cuenta (design §12). The document: the shop, the client with its cédula or
 * RIF, every sale and payment oldest first with the balance after each, and what is owed in dollars and, with a
 * rate today, in bolívares at that rate; the shop's footer. Non-fiscal, like the receipt. The message: the shop,
 * the client, what is owed, and the latest movements.
 */
export function statementLayout(
  statement: TClientStatement,
  shop: TDocumentShop,
  issuedAt: Date,
): TLayoutPart[] {
  const { client } = statement;
  const details: TLayoutPart[] = [...clientTaxIdBlock(client.taxId)];
  if (client.phone) details.push({ kind: 'row', label: 'Teléfono', value: client.phone });
  details.push(
    { kind: 'row', label: 'Fecha', value: formatDateTimeEs(issuedAt, shop.timeZone) },
    { kind: 'rule' },
  );
  const earlier: TLayoutPart[] = [];
  if (statement.olderEntries > 0) {
    earlier.push({
      kind: 'row',
      label: `Saldo anterior (${statement.olderEntries} movimientos previos)`,
      value: formatUsd(statement.openingBalance),
    });
  }
  if (statement.entries.length === 0) earlier.push({ kind: 'text', text: 'Sin movimientos' });
  return [
    { kind: 'heading', title: STATEMENT_TITLE, shop, lines: [] },
    { kind: 'rule', only: 'document' },
    { kind: 'row', label: 'Cliente', value: client.name, bold: true },
    ...onlyIn('document', details),
    // The message opens with what is owed; the document closes with it, under the movements.
    ...onlyIn('message', owedInMessage(statement)),
    ...onlyIn('document', earlier),
    {
      kind: 'list',
      entries: statement.entries.map((entry) => statementEntry(entry, statement, shop.timeZone)),
      messageLimit: STATEMENT_TEXT_ENTRIES,
    },
    ...onlyIn('document', owedOnDocument(statement, shop)),
  ];
}

function owedInMessage(statement: TClientStatement): TLayoutPart[] {
  const parts: TLayoutPart[] = [
    { kind: 'row', label: 'Saldo pendiente', value: formatUsd(statement.balance) },
  ];
  const bolivares = balanceInBolivares(statement);
  if (bolivares && statement.todayRate) {
    parts.push(
      { kind: 'row', label: 'En bolívares', value: bolivares },
      { kind: 'text', text: todayRateLine(statement.todayRate) },
    );
  }
  if (statement.entries.length > 0) {
    parts.push({ kind: 'gap' }, { kind: 'text', text: 'Últimos movimientos:' });
  }
  return parts;
}

function owedOnDocument(statement: TClientStatement, shop: TDocumentShop): TLayoutPart[] {
  const parts: TLayoutPart[] = [
    { kind: 'rule' },
    { kind: 'row', label: 'Saldo pendiente', value: formatUsd(statement.balance), bold: true },
  ];
  const bolivares = balanceInBolivares(statement);
  if (bolivares && statement.todayRate) {
    parts.push(
      { kind: 'row', label: 'Saldo en Bs.', value: bolivares, bold: true },
      { kind: 'text', text: todayRateLine(statement.todayRate) },
    );
  }
  parts.push({ kind: 'gap' });
  // The shop's own words at the foot of its documents, as on a receipt.
  if (shop.receiptFooter) parts.push({ kind: 'text', text: shop.receiptFooter });
  parts.push({ kind: 'text', text: NON_FISCAL_NOTICE });
  return parts;
}

/** The statement as the PDF draws it. */
export function statementBlocks(
  statement: TClientStatement,
  shop: TDocumentShop,
  issuedAt: Date,
): TDocumentBlock[] {
  return layoutBlocks(statementLayout(statement, shop, issuedAt));
}

/**
 * An entry: what it was and its amount as handed over, its dollars and IGTF where it has them, and the balance
 * after it — on the document in both currencies (design §12), the bolívares at today's rate like the total's.
 */
function statementEntry(
  entry: TClientStatementEntry,
  statement: TClientStatement,
  timeZone: string,
): TLayoutEntry {
  const heading = statementEntryHeading(entry, timeZone);
  const amount = statementEntryAmount(entry);
  const rows = [{ label: heading, value: amount }];
  const usdValue = statementEntryUsdValue(entry);
  if (usdValue) rows.push({ label: 'Equivale a', value: usdValue });
  const igtf = statementEntryIgtf(entry);
  if (igtf) rows.push({ label: STATEMENT_IGTF_LABEL, value: igtf });
  // A credit sale's due date (decision record 030): the client reads by when, as the shop does.
  if (entry.kind === 'SALE' && entry.dueDate)
    rows.push({ label: 'Vence', value: dayMonthYear(entry.dueDate) });
  const balance = formatUsd(entry.balanceAfter);
  const bolivares = bolivaresToday(entry.balanceAfter, statement);
  rows.push({ label: 'Saldo', value: bolivares ? `${balance} · ${bolivares}` : balance });
  return {
    rows,
    message: `- ${heading}: ${amount}${igtf ? ` + ${STATEMENT_IGTF_LABEL} ${igtf}` : ''} (saldo ${balance})`,
  };
}
