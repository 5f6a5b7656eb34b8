import { formatReceiptNumber, receiptBlocks, receiptShareText } from '@cuadre/shared/receipts/receipt';
import type { TPaper, TReceipt } from '@cuadre/shared/documents/schemas';
import { saleBalance } from '@cuadre/shared/sales/schemas';
import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { clients } from '../../db/schema/catalog';
import { sales } from '../../db/schema/sales';
import { findDocumentShop } from '../documents/document-shop';
import { renderPdf } from '../documents/pdf-document';
import { findSaleReturns } from '../returns/returns.repository';
import { loadSaleViews } from '../sales/sales.repository';
import type { TShopId } from '../../lib/auth/shop-scope';

/**
 * A sale's receipt (design §12), or null when the seller has no such sale. Every medium — the screen, the public
 * page, the PDF, the thermal printer — draws these blocks.
 */
export async function loadReceipt(db: TDbOrTx, shopId: TShopId, saleId: string): Promise<TReceipt | null> {
  // The sale as its details show it, without the lines' costs: a receipt shows none.
  const [[sale], shop, returns, clientTaxId] = await Promise.all([
    loadSaleViews(db, shopId, [saleId]),
    findDocumentShop(db, shopId),
    findSaleReturns(db, shopId, saleId),
    findSaleClientTaxId(db, shopId, saleId),
  ]);
  if (!sale) return null;
  const owed = { ...sale, balance: saleBalance(sale), clientTaxId };
  return {
    receiptNumber: formatReceiptNumber(sale.receiptNumber),
    blocks: receiptBlocks(owed, shop, returns),
    shareText: receiptShareText(owed, shop),
  };
}

export function renderReceiptPdf(receipt: TReceipt, paper: TPaper): Promise<Buffer> {
  return renderPdf(receipt.blocks, paper, `Nota de entrega ${receipt.receiptNumber}`);
}

/**
 * The cédula or RIF of the sale's client as the client's form holds it now: a receipt is drawn when it is opened,
 * so one given after the sale is printed too.
 */
async function findSaleClientTaxId(db: TDbOrTx, shopId: TShopId, saleId: string): Promise<string | null> {
  const [row] = await db
    .select({ taxId: clients.taxId })
    .from(sales)
    .innerJoin(clients, and(eq(clients.id, sales.clientId), eq(clients.shopId, sales.shopId)))
    .where(and(eq(sales.id, saleId), eq(sales.shopId, shopId)));
  return row?.taxId ?? null;
}

/** Whose sale it is: the admin opens any seller's receipt. */
export async function findSaleSeller(db: TDbOrTx, saleId: string): Promise<string | null> {
  const [row] = await db.select({ shopId: sales.shopId }).from(sales).where(eq(sales.id, saleId));
  return row?.shopId ?? null;
}
