import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TReceipt, TSellerReceipt } from '@cuadre/shared/documents/schemas';
import type { TDbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { shopIdOf, type TShopId } from '../../lib/auth/shop-scope';
import { findActiveToken, findLinkedSale, revokeReceiptLink, shareReceipt } from './receipt-links.repository';
import { findSaleSeller, loadReceipt } from './receipt-source';

// A sale's receipt (design §12, §17), as each of its readers asks for it: the shop's own (with its public link),
// a customer's through the link, the admin's of any shop. `linkUrl` turns a link's token into the address a
// customer opens (the app's APP_URL).

function found(receipt: TReceipt | null, message: string = SERVER_MESSAGES.SALE_NOT_FOUND): TReceipt {
  if (!receipt) throw notFound(message);
  return receipt;
}

/** The shop's receipt of its sale, with its public link when one is active; 404 for another shop's. */
export async function shopReceipt(
  db: TDbOrTx,
  shopId: TShopId,
  saleId: string,
  linkUrl: (token: string) => string,
): Promise<TSellerReceipt> {
  const [receipt, token] = await Promise.all([
    loadReceipt(db, shopId, saleId),
    findActiveToken(db, shopId, saleId),
  ]);
  return { ...found(receipt), link: token ? { url: linkUrl(token) } : null };
}

/** The shop's receipt of its sale, to print; 404 for another shop's. */
export async function receiptToPrint(db: TDbOrTx, shopId: TShopId, saleId: string): Promise<TReceipt> {
  return found(await loadReceipt(db, shopId, saleId));
}

/** The sale's public link, the same one while it is not revoked. */
export async function receiptLink(
  db: TDbOrTx,
  shopId: TShopId,
  saleId: string,
  linkUrl: (token: string) => string,
): Promise<{ url: string }> {
  const token = await shareReceipt(db, shopId, saleId);
  if (!token) throw notFound(SERVER_MESSAGES.SALE_NOT_FOUND);
  return { url: linkUrl(token) };
}

/** Revokes the sale's public link: it stops opening. */
export async function revokeLink(db: TDbOrTx, shopId: TShopId, saleId: string): Promise<{ message: string }> {
  if (!(await revokeReceiptLink(db, shopId, saleId))) throw notFound(SERVER_MESSAGES.SALE_NOT_FOUND);
  return { message: SERVER_MESSAGES.RECEIPT_LINK_REVOKED };
}

/** The receipt a public link opens, without an account; 404 for a revoked or unknown link. */
export async function linkedReceipt(db: TDbOrTx, token: string): Promise<TReceipt> {
  const linked = await findLinkedSale(db, token);
  const receipt = linked ? await loadReceipt(db, shopIdOf(linked.sellerId), linked.saleId) : null;
  return found(receipt, SERVER_MESSAGES.RECEIPT_LINK_NOT_FOUND);
}

/** Any shop's receipt, for the admin. */
export async function adminReceipt(db: TDbOrTx, saleId: string): Promise<TReceipt> {
  const sellerId = await findSaleSeller(db, saleId);
  return found(sellerId ? await loadReceipt(db, shopIdOf(sellerId), saleId) : null);
}
