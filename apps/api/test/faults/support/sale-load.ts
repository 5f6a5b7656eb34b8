// A shop under load for the crash tests: a seller, products and clients written straight into the embedded
// database; a few clients posting sales with Idempotency-Keys; a ledger of what each client was told; and
// the checks that the database agrees with that ledger after a crash.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { connectDatabase } from '../../../src/db/client';
import { clients, products } from '../../../src/db/schema/catalog';
import { openingMovementSql } from '../../stock-invariant';
import { insertUser } from '../../../src/modules/auth/auth.repository';
import { createAccessTokens } from '../../../src/lib/auth/access-token';
import { hashPassword } from '../../../src/lib/password';
import { CRASH_JWT_SECRET } from './server-process';

export interface TShop {
  shopId: string;
  token: string;
  products: { id: string; price: number; initialStock: number }[];
  clientIds: string[];
}

interface TSaleBody {
  items: { productId: string; quantity: number; price: number }[];
  status: 'PAID' | 'PENDING';
  clientId?: string;
  initialPaymentAmount?: number;
}

/** One request as its client saw it. `lost` = no answer, or a 5xx: the client cannot know what happened. */
export interface TAttempt {
  key: string;
  body: TSaleBody;
  outcome: 'acknowledged' | 'refused' | 'lost';
  status?: number;
  saleId?: string;
  total?: number;
  /** The server answered from the stored result of an earlier request with this key. */
  replayed?: boolean;
}

const PRODUCTS = [
  { name: 'Harina PAN', price: 1.25, stock: 1_000_000 },
  { name: 'Arroz 1 kg', price: 2.1, stock: 1_000_000 },
  { name: 'Aceite 1 L', price: 4.99, stock: 1_000_000 },
  { name: 'Café 500 g', price: 7.35, stock: 1_000_000 },
  // Scarce: under load it runs out, so refusals (409) and "never below zero" are exercised too.
  { name: 'Queso llanero', price: 6.4, stock: 300 },
];

export async function seedShop(databaseUrl: string): Promise<TShop> {
  const { pool, db } = connectDatabase(databaseUrl, { max: 1 });
  try {
    const user = await insertUser(
      db,
      {
        name: 'Carmen',
        lastname: 'Crash',
        email: `vendedora-${Date.now()}@example.com`,
        passwordHash: await hashPassword('Vendedor#Crash1'),
        role: 'USER',
        status: 'APPROVED',
        emailVerifiedAt: new Date(),
        passwordChangedAt: new Date(Date.now() - 60_000),
      },
      {
        country: 'Venezuela',
        countryCode: 'VE',
        currency: 'VES',
        currencyName: 'bolívar soberano',
        currencySymbol: 'Bs.',
        timeZone: 'America/Caracas',
      },
    );
    if (!user) throw new Error('seed failed');
    const rows = await db
      .insert(products)
      .values(
        PRODUCTS.map((product, i) => ({
          shopId: user.id,
          name: product.name,
          sku: `CRASH-${i}`,
          price: product.price,
          cost: product.price / 2,
          quantity: product.stock,
        })),
      )
      .returning({ id: products.id, price: products.price, quantity: products.quantity });
    await db.execute(openingMovementSql(rows.map((row) => row.id)));
    const seededClients = await db
      .insert(clients)
      .values(['Pedro', 'Luisa', 'Ana'].map((name) => ({ shopId: user.id, name })))
      .returning({ id: clients.id });
    const token = createAccessTokens(CRASH_JWT_SECRET).sign({ sub: user.id, role: 'USER', shop: user.id });
    return {
      shopId: user.id,
      token,
      products: rows.map((row) => ({ id: row.id, price: row.price, initialStock: row.quantity })),
      clientIds: seededClients.map((client) => client.id),
    };
  } finally {
    await pool.end();
  }
}

const cents = (amount: number) => Math.round(amount * 100);

function randomSale(shop: TShop): TSaleBody {
  const pick = [...shop.products].sort(() => Math.random() - 0.5).slice(0, 1 + Math.floor(Math.random() * 3));
  const items = pick.map((product) => ({
    productId: product.id,
    quantity: 1 + Math.floor(Math.random() * 3),
    price: product.price,
  }));
  if (Math.random() < 0.75) return { items, status: 'PAID' };
  const totalCents = items.reduce((sum, item) => sum + cents(item.price) * item.quantity, 0);
  return {
    items,
    status: 'PENDING',
    clientId: shop.clientIds[Math.floor(Math.random() * shop.clientIds.length)]!,
    initialPaymentAmount: Math.floor(totalCents * Math.random() * 0.9) / 100,
  };
}

export async function postSale(
  baseUrl: string,
  shop: TShop,
  key: string,
  body: TSaleBody,
): Promise<TAttempt> {
  try {
    const response = await fetch(`${baseUrl}/api/sales`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${shop.token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    if (response.status === 201) {
      const sale = JSON.parse(text).data as { id: string; total: number };
      return {
        key,
        body,
        outcome: 'acknowledged',
        status: 201,
        saleId: sale.id,
        total: sale.total,
        replayed: response.headers.get('idempotent-replayed') === 'true',
      };
    }
    return { key, body, outcome: response.status >= 500 ? 'lost' : 'refused', status: response.status };
  } catch {
    // Connection refused or reset: the server died with this request in flight, or before it.
    return { key, body, outcome: 'lost' };
  }
}

export interface TLoad {
  /** Stops the clients; resolves with every attempt once their requests in flight have ended. */
  stop: () => Promise<TAttempt[]>;
}

/** `clients` loops, each posting one sale at a time with a fresh Idempotency-Key, until stopped. */
export function startSaleLoad(baseUrl: string, shop: TShop, clients: number, keyPrefix: string): TLoad {
  let stopping = false;
  const attempts: TAttempt[] = [];
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let n = 0; !stopping; n += 1) {
      const attempt = await postSale(
        baseUrl,
        shop,
        `${keyPrefix}-${client}-${n}-${randomUUID()}`,
        randomSale(shop),
      );
      attempts.push(attempt);
      // A dead server refuses at once; do not spin on it.
      if (attempt.outcome === 'lost') await sleep(50);
    }
  });
  return {
    stop: async () => {
      stopping = true;
      await Promise.all(loops);
      return attempts;
    },
  };
}

export interface TLedgerCheck {
  acknowledged: number;
  present: number;
  sales: number;
  keys: number;
  unitsSold: number;
  stockBalanced: boolean;
  /** Design §13: each product's movements add up to its stock, whatever crashed. */
  movementsBalanced: boolean;
  paymentsBalanced: boolean;
  paidSalesTotal: string;
  paidSalesPayments: string;
  countersBalanced: boolean;
  missing: string[];
}

/**
 * What the database holds against what the clients were told: every acknowledged sale present with its total;
 * stock + units sold = initial stock for every product (and never below zero); each sale's payments sum to its
 * total_paid, which is its total when PAID; the seller's counters agree with the rows; one sale per key.
 */
export async function checkLedger(
  databaseUrl: string,
  shop: TShop,
  acknowledged: Map<string, { saleId: string; total: number }>,
): Promise<TLedgerCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = [...acknowledged.values()].map((sale) => sale.saleId);
    const { rows: found } = await client.query<{ id: string; total: string }>(
      `SELECT id, total::text FROM sales WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    const totals = new Map(found.map((row) => [row.id, Number(row.total)]));
    const missing = [...acknowledged.values()]
      .filter((sale) => totals.get(sale.saleId) !== sale.total)
      .map((sale) => sale.saleId);

    const { rows: stock } = await client.query<{ id: string; quantity: number; sold: number; moved: string }>(
      `SELECT p.id, p.quantity::float8 AS quantity,
              coalesce((SELECT sum(i.quantity) FROM sale_items i WHERE i.product_id = p.id), 0)::float8 AS sold,
              coalesce((SELECT sum(m.quantity) FROM stock_movements m WHERE m.product_id = p.id), 0)::text AS moved
         FROM products p WHERE p.shop_id = $1`,
      [shop.shopId],
    );
    const initial = new Map(shop.products.map((product) => [product.id, product.initialStock]));
    const stockBalanced = stock.every(
      (row) => row.quantity >= 0 && row.quantity + row.sold === initial.get(row.id),
    );
    const unitsSold = stock.reduce((sum, row) => sum + row.sold, 0);
    const movementsBalanced = stock.every((row) => Number(row.moved) === row.quantity);

    const { rows: unbalanced } = await client.query(
      `SELECT s.id FROM sales s
         LEFT JOIN (SELECT sale_id, sum(amount) AS paid FROM payments GROUP BY sale_id) p ON p.sale_id = s.id
        WHERE s.shop_id = $1
          AND (coalesce(p.paid, 0) <> s.total_paid OR (s.status = 'PAID' AND s.total_paid <> s.total))`,
      [shop.shopId],
    );
    const {
      rows: [paid],
    } = await client.query<{ total: string; payments: string }>(
      `SELECT coalesce(sum(s.total), 0)::text AS total,
              coalesce((SELECT sum(p.amount) FROM payments p JOIN sales x ON x.id = p.sale_id
                         WHERE x.shop_id = $1 AND x.status = 'PAID'), 0)::text AS payments
         FROM sales s WHERE s.shop_id = $1 AND s.status = 'PAID'`,
      [shop.shopId],
    );

    const {
      rows: [counts],
    } = await client.query<{
      sales: number;
      keys: number;
      revenue: string;
      counted: number;
      counted_revenue: string;
    }>(
      `SELECT (SELECT count(*) FROM sales WHERE shop_id = $1)::int AS sales,
              (SELECT count(*) FROM idempotency_keys WHERE shop_id = $1 AND route = 'POST /sales')::int AS keys,
              (SELECT coalesce(sum(total), 0) FROM sales WHERE shop_id = $1)::text AS revenue,
              (SELECT coalesce(sum(value), 0) FROM seller_counters
                WHERE shop_id = $1 AND kind IN ('sales_paid', 'sales_pending'))::int AS counted,
              (SELECT coalesce(sum(value), 0) FROM seller_counters
                WHERE shop_id = $1 AND kind = 'sales_revenue')::text AS counted_revenue`,
      [shop.shopId],
    );

    return {
      acknowledged: acknowledged.size,
      present: acknowledged.size - missing.length,
      sales: counts!.sales,
      keys: counts!.keys,
      unitsSold,
      stockBalanced,
      movementsBalanced,
      paymentsBalanced: unbalanced.length === 0 && paid!.total === paid!.payments,
      paidSalesTotal: paid!.total,
      paidSalesPayments: paid!.payments,
      countersBalanced:
        counts!.counted === counts!.sales && Number(counts!.counted_revenue) === Number(counts!.revenue),
      missing,
    };
  } finally {
    await client.end();
  }
}
