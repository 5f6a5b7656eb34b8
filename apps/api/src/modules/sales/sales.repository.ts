import { v7 as uuidv7 } from 'uuid';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TPaymentMethod, TSaleStatus } from '@cuadre/shared/constants';
import type { TSale } from '@cuadre/shared/schemas/sales';
import type { TDbOrTx } from '../../db/client';
import { clients, products } from '../../db/schema/catalog';
import { openAccounts, payments, saleItems, sales } from '../../db/schema/sales';

export interface TLockedProduct {
  id: string;
  name: string;
  cost: number;
  quantity: number;
}

/**
 * Locks the seller's live products of a sale in id order: two sales that share products always lock them in
 * the same order, so they queue instead of deadlocking.
 */
export function lockSellerProducts(
  tx: TDbOrTx,
  userId: string,
  productIds: string[],
): Promise<TLockedProduct[]> {
  return tx
    .select({ id: products.id, name: products.name, cost: products.cost, quantity: products.quantity })
    .from(products)
    .where(and(eq(products.userId, userId), inArray(products.id, productIds), isNull(products.deletedAt)))
    .orderBy(asc(products.id))
    .for('update');
}

export async function decrementStock(
  tx: TDbOrTx,
  lines: { productId: string; quantity: number }[],
): Promise<void> {
  if (lines.length === 0) return;
  // One statement for every line; the CHECK (quantity >= 0) is the last guard should a rule ever slip.
  await tx.execute(sql`
    UPDATE products AS p
    SET quantity = p.quantity - v.quantity, updated_at = now()
    FROM (SELECT unnest(${sql.param(lines.map((line) => line.productId))}::uuid[]) AS id,
                 unnest(${sql.param(lines.map((line) => line.quantity))}::int[]) AS quantity) AS v
    WHERE p.id = v.id`);
}

export async function findSellerClient(tx: TDbOrTx, userId: string, clientId: string) {
  const [client] = await tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.userId, userId), isNull(clients.deletedAt)))
    .limit(1);
  return client ?? null;
}

/**
 * The client's OPEN account, opened if there is none. The partial unique index makes two concurrent first
 * PENDING sales share one account; the row lock keeps a concurrent check-and-close from closing it under us.
 */
export async function joinOrOpenAccount(tx: TDbOrTx, userId: string, clientId: string): Promise<string> {
  await tx.execute(sql`
    INSERT INTO open_accounts (id, user_id, client_id, status)
    VALUES (${uuidv7()}, ${userId}, ${clientId}, 'OPEN')
    ON CONFLICT (client_id) WHERE status = 'OPEN' DO NOTHING`);
  const [account] = await tx
    .select({ id: openAccounts.id })
    .from(openAccounts)
    .where(and(eq(openAccounts.clientId, clientId), eq(openAccounts.status, 'OPEN')))
    .for('update');
  if (!account) throw new Error('open account vanished inside its own transaction');
  return account.id;
}

export interface TNewSale {
  userId: string;
  clientId: string | null;
  openAccountId: string | null;
  status: TSaleStatus;
  total: number;
  totalPaid: number;
  totalCost: number;
  totalProfit: number;
  itemCount: number;
  paymentMethod: TPaymentMethod;
  referenceNumber: string | null;
  sellerName: string | null;
}

export async function insertSale(tx: TDbOrTx, sale: TNewSale) {
  const [row] = await tx.insert(sales).values(sale).returning({ id: sales.id, createdAt: sales.createdAt });
  if (!row) throw new Error('sale insert returned nothing');
  return row;
}

export function insertSaleItems(
  tx: TDbOrTx,
  items: {
    saleId: string;
    userId: string;
    productId: string | null;
    name: string;
    quantity: number;
    unitPrice: number;
    unitCost: number | null;
  }[],
) {
  return tx.insert(saleItems).values(items);
}

export function insertPayment(
  tx: TDbOrTx,
  payment: {
    saleId: string;
    userId: string;
    amount: number;
    method: TPaymentMethod;
    referenceNumber: string | null;
  },
) {
  return tx.insert(payments).values(payment);
}

/** Sales as the API shows them (spec §3 Sale), in the order of `saleIds`: three queries, whatever the count. */
export async function loadSaleViews(tx: TDbOrTx, userId: string, saleIds: string[]): Promise<TSale[]> {
  if (saleIds.length === 0) return [];
  // Sequential on purpose: inside a transaction the three queries share one connection anyway.
  const saleRows = await tx
    .select({
      id: sales.id,
      createdAt: sales.createdAt,
      status: sales.status,
      total: sales.total,
      totalPaid: sales.totalPaid,
      totalProfit: sales.totalProfit,
      sellerName: sales.sellerName,
      paymentMethod: sales.paymentMethod,
      referenceNumber: sales.referenceNumber,
      clientId: clients.id,
      clientName: clients.name,
    })
    .from(sales)
    .leftJoin(clients, eq(clients.id, sales.clientId))
    .where(and(eq(sales.userId, userId), inArray(sales.id, saleIds)));
  const itemRows = await tx
    .select({
      id: saleItems.id,
      saleId: saleItems.saleId,
      productId: saleItems.productId,
      name: saleItems.name,
      quantity: saleItems.quantity,
      price: saleItems.unitPrice,
      productName: products.name,
    })
    .from(saleItems)
    .leftJoin(products, eq(products.id, saleItems.productId))
    .where(inArray(saleItems.saleId, saleIds))
    .orderBy(asc(saleItems.id));
  const paymentRows = await tx
    .select()
    .from(payments)
    .where(inArray(payments.saleId, saleIds))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const byId = new Map(saleRows.map((row) => [row.id, row]));
  return saleIds.flatMap((saleId) => {
    const row = byId.get(saleId);
    if (!row) return [];
    return [
      {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        status: row.status,
        total: row.total,
        totalPaid: row.totalPaid,
        totalProfit: row.totalProfit,
        sellerName: row.sellerName,
        paymentMethod: row.paymentMethod,
        referenceNumber: row.referenceNumber,
        client: row.clientId && row.clientName !== null ? { id: row.clientId, name: row.clientName } : null,
        items: itemRows
          .filter((item) => item.saleId === saleId)
          .map((item) => ({
            id: item.id,
            productId: item.productId,
            name: item.name,
            quantity: item.quantity,
            price: item.price,
            product:
              item.productId && item.productName !== null
                ? { id: item.productId, name: item.productName }
                : null,
          })),
        payments: paymentRows
          .filter((payment) => payment.saleId === saleId)
          .map((payment) => ({
            id: payment.id,
            saleId: payment.saleId,
            amount: payment.amount,
            method: payment.method,
            referenceNumber: payment.referenceNumber,
            createdAt: payment.createdAt.toISOString(),
          })),
      },
    ];
  });
}
