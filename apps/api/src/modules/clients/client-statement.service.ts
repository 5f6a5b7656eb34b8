import type { TDocumentShop } from '@cuadre/shared/documents/document-shop';
import { statementBlocks } from '@cuadre/shared/clients/statement-document';
import { isUsableRate } from '@cuadre/shared/money/money';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TClientStatement, TClientStatementEntry } from '@cuadre/shared/clients/statement-schemas';
import type { TPaper } from '@cuadre/shared/documents/schemas';
import type { TDbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findDocumentShop } from '../documents/document-shop';
import { renderPdf } from '../documents/pdf-document';
import type { TSaleRate } from '../dollar-rate/sale-rate';
import { findLedger, type TLedgerRow } from './client-statement.repository';
import { findLiveClient } from './clients.repository';
import type { TShopId } from '../../lib/auth/shop-scope';

/**
 * A client's statement (design §12) and the shop it is headed with. Another seller's client, or a deleted one,
 * is not found. `todayRate`: the rate in force now for a Venezuelan seller, else null (no bolívares).
 */
export async function getClientStatement(
  db: TDbOrTx,
  shopId: TShopId,
  clientId: string,
  todayRate: TSaleRate | null,
): Promise<{ statement: TClientStatement; shop: TDocumentShop }> {
  const [client, ledger, shop] = await Promise.all([
    findLiveClient(db, shopId, clientId),
    findLedger(db, shopId, clientId),
    findDocumentShop(db, shopId),
  ]);
  if (!client) throw notFound(SERVER_MESSAGES.CLIENT_NOT_FOUND);
  const first = ledger[0];
  const last = ledger.at(-1);
  const statement: TClientStatement = {
    client,
    shopName: shop.name,
    entries: ledger.map(entryOf),
    olderEntries: first ? Number(first.entry_count) - ledger.length : 0,
    openingBalance: first ? Number(first.balance_before) : 0,
    balance: last ? Number(last.balance_after) : 0,
    todayRate: todayRate && isUsableRate(todayRate.rate) ? todayRate : null,
  };
  return { statement, shop };
}

// One client's amounts and balances fit a number exactly to the cent (a sale is at most USD 100,000,000).
function entryOf(row: TLedgerRow): TClientStatementEntry {
  const common = {
    id: row.id,
    at: row.at,
    receiptNumber: row.receipt_number,
    amount: Number(row.amount),
    balanceAfter: Number(row.balance_after),
  };
  if (row.kind === 'SALE') return { kind: 'SALE', ...common, dueDate: row.due_date };
  if (row.kind === 'RETURN') {
    return {
      kind: 'RETURN',
      ...common,
      returned: Number(row.returned),
      refund:
        row.method && row.currency && row.amount_in_currency !== null
          ? { method: row.method, currency: row.currency, amountInCurrency: Number(row.amount_in_currency) }
          : null,
    };
  }
  if (!row.method || !row.currency || row.amount_in_currency === null) {
    throw new Error('payment row without its method, currency or amount');
  }
  return {
    kind: 'PAYMENT',
    ...common,
    method: row.method,
    currency: row.currency,
    amountInCurrency: Number(row.amount_in_currency),
    igtf: Number(row.igtf ?? 0),
  };
}

export function renderStatementPdf(
  statement: TClientStatement,
  shop: TDocumentShop,
  paper: TPaper,
  issuedAt: Date,
): Promise<Buffer> {
  return renderPdf(
    statementBlocks(statement, shop, issuedAt),
    paper,
    `Estado de cuenta - ${statement.client.name}`,
  );
}
