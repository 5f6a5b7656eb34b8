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
import { formatDateTimeEs } from '../common/dates';
import { formatUsd } from '../money/money';
import { printableBlocks } from '../documents/printable-text';
import { NON_FISCAL_NOTICE } from '../till/till';
import type { TClientStatement } from './statement-schemas';
import type { TDocumentBlock } from '../documents/schemas';
import { clientTaxIdBlock, shopHeaderBlocks, type TDocumentShop } from '../documents/document-shop';

/**
 * A client's statement — estado de cuenta (design §12): the shop, the client with its cédula or RIF, every sale
 * and payment oldest first with the balance after each, and what is owed in dollars and, with a rate today, in
 * bolívares at that rate; the shop's footer. Non-fiscal, like the receipt.
 */
export function statementBlocks(
  statement: TClientStatement,
  shop: TDocumentShop,
  issuedAt: Date,
): TDocumentBlock[] {
  const blocks = shopHeaderBlocks(STATEMENT_TITLE, shop);
  blocks.push(
    { kind: 'rule' },
    { kind: 'row', label: 'Cliente', value: statement.client.name, bold: true },
    ...clientTaxIdBlock(statement.client.taxId),
  );
  if (statement.client.phone) blocks.push({ kind: 'row', label: 'Teléfono', value: statement.client.phone });
  blocks.push(
    { kind: 'row', label: 'Fecha', value: formatDateTimeEs(issuedAt, shop.timeZone) },
    { kind: 'rule' },
  );
  if (statement.olderEntries > 0) {
    blocks.push({
      kind: 'row',
      label: `Saldo anterior (${statement.olderEntries} movimientos previos)`,
      value: formatUsd(statement.openingBalance),
    });
  }
  if (statement.entries.length === 0) blocks.push({ kind: 'text', text: 'Sin movimientos' });
  for (const entry of statement.entries) {
    blocks.push({
      kind: 'row',
      label: statementEntryHeading(entry, shop.timeZone),
      value: statementEntryAmount(entry),
    });
    const usdValue = statementEntryUsdValue(entry);
    if (usdValue) blocks.push({ kind: 'row', label: 'Equivale a', value: usdValue });
    const igtf = statementEntryIgtf(entry);
    if (igtf) blocks.push({ kind: 'row', label: STATEMENT_IGTF_LABEL, value: igtf });
    // The running balance in both currencies (design §12), the bolívares at today's rate like the total's.
    const bolivares = bolivaresToday(entry.balanceAfter, statement);
    blocks.push({
      kind: 'row',
      label: 'Saldo',
      value: bolivares ? `${formatUsd(entry.balanceAfter)} · ${bolivares}` : formatUsd(entry.balanceAfter),
    });
  }
  blocks.push(
    { kind: 'rule' },
    { kind: 'row', label: 'Saldo pendiente', value: formatUsd(statement.balance), bold: true },
  );
  const bolivares = balanceInBolivares(statement);
  if (bolivares && statement.todayRate) {
    blocks.push(
      { kind: 'row', label: 'Saldo en Bs.', value: bolivares, bold: true },
      { kind: 'text', text: todayRateLine(statement.todayRate) },
    );
  }
  blocks.push({ kind: 'gap' });
  // The shop's own words at the foot of its documents, as on a receipt.
  if (shop.receiptFooter) blocks.push({ kind: 'text', text: shop.receiptFooter });
  blocks.push({ kind: 'text', text: NON_FISCAL_NOTICE });
  return printableBlocks(blocks);
}
