import { fromBigCents, sumBigCents } from '@cuadre/shared/money/money';
import type { TOpenAccount, TOpenAccountSale } from '@cuadre/shared/open-accounts/schemas';
import type { TDbOrTx } from '../../db/client';
import { loadSaleViews } from '../sales/sales.repository';
import { findAccountSaleIds } from './open-accounts.repository';
import type { TShopId } from '../../lib/auth/shop-scope';

/** An account as its page found it, before its sales are read. */
export interface TAccountRow {
  id: string;
  status: TOpenAccount['status'];
  createdAt: Date;
  closedAt: Date | null;
  clientId: string;
  clientName: string;
}

/**
 * The accounts of one page as the seller's list and the admin's show them (design §6): each with its sales, oldest
 * first, and its totals. Three queries whatever the page holds; the caller reads the page in the snapshot it wants.
 */
export async function openAccountViews(
  tx: TDbOrTx,
  shopId: TShopId,
  accounts: readonly TAccountRow[],
): Promise<TOpenAccount[]> {
  const saleRefs = await findAccountSaleIds(
    tx,
    shopId,
    accounts.map((account) => account.id),
  );
  const views = await loadSaleViews(
    tx,
    shopId,
    saleRefs.map((ref) => ref.id),
  );
  const salesByAccount = new Map<string, TOpenAccountSale[]>();
  views.forEach((view, index) => {
    const accountId = saleRefs[index]?.openAccountId;
    if (!accountId) return;
    const list = salesByAccount.get(accountId) ?? [];
    list.push({
      id: view.id,
      createdAt: view.createdAt,
      status: view.status,
      total: view.total,
      totalPaid: view.totalPaid,
      items: view.items,
      payments: view.payments,
      exchangeRate: view.exchangeRate,
      exchangeRateDate: view.exchangeRateDate,
      receiptNumber: view.receiptNumber,
      dueDate: view.dueDate,
    });
    salesByAccount.set(accountId, list);
  });
  return accounts.map((account): TOpenAccount => {
    const accountSales = salesByAccount.get(account.id) ?? [];
    // In bigint cents: an account's sales may sum past what number cents hold exactly (design §10).
    const totalCents = sumBigCents(accountSales.map((sale) => sale.total));
    const paidCents = sumBigCents(accountSales.map((sale) => sale.totalPaid));
    return {
      id: account.id,
      status: account.status,
      createdAt: account.createdAt.toISOString(),
      closedAt: account.closedAt?.toISOString() ?? null,
      client: { id: account.clientId, name: account.clientName },
      sales: accountSales,
      totalAmount: fromBigCents(totalCents),
      totalPaidOnThisAccount: fromBigCents(paidCents),
      totalOwed: fromBigCents(totalCents - paidCents),
    };
  });
}
