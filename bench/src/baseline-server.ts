// The benchmark's baseline: bare Fastify routes that send the SAME SQL as the app's handlers through
// raw `pg`, with no auth, no validation and no response schema. Each figure is measured against it in the same
// run, so the ratio says what the app's own layers cost, whatever the machine's noise.
// The statements the app sends as named (prepared) statements (apps/api/src/db/named-statement.ts) are named
// here too, so that both sides plan them once per connection.
// Started in its own process by run.ts: `tsx src/baseline-server.ts` with PORT and DATABASE_URL; the seller is
// named by the `x-user-id` header. The busiest statements are imported from the app; keep the few SQL texts
// written here in step with the repository each mirrors.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import type { TPaymentMethod } from '@cuadre/shared/payments/constants';
import type { TProductUnit } from '@cuadre/shared/products/constants';
import type { TTaxClass } from '@cuadre/shared/tax/constants';
import { newTimeOrderedId } from '../../apps/api/src/lib/time-ordered-id';
import { createWriteBatches } from '../../apps/api/src/lib/write-batches';
import { SALE_BATCH_MAX, SALE_QUEUE_MAX, SALE_WRITERS } from '../../apps/api/src/modules/sales/sale-writer';
import {
  keptTotalAndWalkStatement,
  rememberedPageStatement,
} from '../../apps/api/src/modules/products/products.repository';
import { readProductsStatement } from '../../apps/api/src/modules/sales/sales.repository';
import {
  saleStatementValues,
  writeSalesStatement,
  type TPlannedSaleAnswer,
  type TSaleEntry,
} from '../../apps/api/src/modules/sales/write-sales.statement';

pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

const port = Number(process.env.PORT ?? 3501);
// The app's pool size (apps/api/src/db/client.ts), so both sides queue alike.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined);

const app = Fastify({ logger: false });

interface TPageQuery {
  page?: string;
  pageSize?: string;
  search?: string;
}

function pageOf(query: TPageQuery): { page: number; pageSize: number; offset: number } {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? 10);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

const userOf = (headers: Record<string, unknown>) => String(headers['x-user-id']);

// apps/api/src/modules/products/products.repository.ts findProductPage with a search: the kept total and the
// catalogue's size, then the page by walking the newest-first index (a common word) or from the trigram index.
// The two named statements are the app's own; the rarer first reads of a pattern mirror its query builder.
const CATALOGUE_VERSION = `coalesce((SELECT value FROM seller_counters
  WHERE shop_id = $1 AND kind = 'products_version' AND shard = 0), 0)`;
const PRODUCT_COLUMNS = `"id", "name", "sku", "price", "cost", "quantity", "image_url", "description", "created_at", "unit"`;
const SEARCH_MATCHES = `"products"."shop_id" = $1 AND "products"."deleted_at" IS NULL
  AND "products"."search_text" LIKE lower($2)`;
const COUNTED_PAGE_SQL = `
  WITH "matches" AS (SELECT ${PRODUCT_COLUMNS} FROM "products" WHERE ${SEARCH_MATCHES})
  SELECT ${PRODUCT_COLUMNS}, (SELECT count(*) FROM "matches") AS total, (${CATALOGUE_VERSION})::text AS version
  FROM "matches" ORDER BY "matches"."created_at" DESC, "matches"."id" DESC LIMIT $3 OFFSET $4`;
const KEEP_TOTAL_SQL = `
  INSERT INTO product_search_totals AS t (shop_id, pattern, version, total) VALUES ($1, $2, $3::numeric, $4)
  ON CONFLICT (shop_id, pattern) DO UPDATE SET version = excluded.version, total = excluded.total
  WHERE t.version < excluded.version`;
const INDEXED_PAGE_SQL = `
  SELECT ${PRODUCT_COLUMNS} FROM "products" WHERE ${SEARCH_MATCHES}
  ORDER BY "products"."created_at" DESC, "products"."id" DESC LIMIT $3 OFFSET $4`;

// products.repository.ts readRememberedPage, and search-pages.ts: a page read before, by id, while the
// catalogue version is the same.
const rememberedPages = new Map<string, { version: string; total: number; ids: string[] }>();

async function searchPage(shopId: string, pattern: string, limit: number, offset: number) {
  const pageKey = `${shopId}/${limit}/${offset}/${pattern}`;
  const remembered = rememberedPages.get(pageKey);
  if (remembered) {
    const page = await pool.query<{ current: boolean }>({
      name: rememberedPageStatement.name,
      text: rememberedPageStatement.text,
      values: rememberedPageStatement.parametersOf({
        shopId,
        ids: remembered.ids,
        version: remembered.version,
      }),
    });
    if (page.rows.length === remembered.ids.length && page.rows.every((row) => row.current)) {
      return { rows: page.rows, total: remembered.total };
    }
  }
  const kept = await pool.query<{
    kept_total: number | null;
    walked: boolean | null;
    version: string;
    id: string | null;
  }>({
    name: keptTotalAndWalkStatement.name,
    text: keptTotalAndWalkStatement.text,
    values: keptTotalAndWalkStatement.parametersOf({ shopId, pattern, reach: offset + limit, limit, offset }),
  });
  const total = kept.rows[0]?.kept_total ?? null;
  if (total === null) {
    const counted = await pool.query<{ total: number; version: string }>(COUNTED_PAGE_SQL, [
      shopId,
      pattern,
      limit,
      offset,
    ]);
    const first = counted.rows[0];
    if (first && first.total >= 100)
      await pool.query(KEEP_TOTAL_SQL, [shopId, pattern, first.version, first.total]);
    return { rows: counted.rows, total: first?.total ?? 0 };
  }
  if (offset >= total) return { rows: [], total };
  const rows = kept.rows.filter((row) => row.id !== null);
  if (kept.rows[0]?.walked && rows.length === Math.min(limit, total - offset)) {
    const version = kept.rows[0].version;
    rememberedPages.set(pageKey, { version, total, ids: rows.map((row) => row.id ?? '') });
    return { rows, total };
  }
  return { rows: (await pool.query(INDEXED_PAGE_SQL, [shopId, pattern, limit, offset])).rows, total };
}

app.get<{ Querystring: TPageQuery }>('/products', async (request) => {
  const { page, pageSize, offset } = pageOf(request.query);
  const pattern = `%${request.query.search ?? ''}%`;
  const { rows, total } = await searchPage(userOf(request.headers), pattern, pageSize, offset);
  return { data: rows, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
});

// apps/api/src/modules/sales/sales.repository.ts findSalePage (no filter) and loadSaleViews.
const SALES_PAGE_SQL = `
  SELECT "id", (SELECT coalesce(sum("value"), 0) FROM "seller_counters"
    WHERE ("seller_counters"."shop_id" = $1 AND "seller_counters"."kind" IN ('sales_paid', 'sales_pending'))) AS total
  FROM "sales" WHERE "sales"."shop_id" = $1
  ORDER BY "sales"."created_at" DESC, "sales"."id" DESC LIMIT $2 OFFSET $3`;
const SALE_ROWS_SQL = `
  SELECT "sales"."id", "sales"."created_at", "sales"."status", "sales"."total", "sales"."total_paid",
         "sales"."total_profit", "sales"."seller_name", "sales"."payment_method", "sales"."reference_number",
         "clients"."id" AS client_id, "clients"."name" AS client_name
  FROM "sales" LEFT JOIN "clients" ON "clients"."id" = "sales"."client_id"
  WHERE "sales"."shop_id" = $1 AND "sales"."id" = ANY($2::uuid[])`;
const SALE_ITEMS_SQL = `
  SELECT "sale_items"."id", "sale_items"."sale_id", "sale_items"."product_id", "sale_items"."name",
         "sale_items"."quantity", "sale_items"."unit", "sale_items"."unit_price", "products"."name" AS product_name
  FROM "sale_items" LEFT JOIN "products" ON "products"."id" = "sale_items"."product_id"
  WHERE "sale_items"."sale_id" = ANY($1::uuid[]) ORDER BY "sale_items"."id"`;
const SALE_PAYMENTS_SQL = `
  SELECT "id", "sale_id", "shop_id", "amount", "method", "reference_number", "created_at"
  FROM "payments" WHERE "payments"."sale_id" = ANY($1::uuid[])
  ORDER BY "payments"."created_at", "payments"."id"`;

app.get<{ Querystring: TPageQuery }>('/sales', async (request) => {
  const { page, pageSize, offset } = pageOf(request.query);
  const shopId = userOf(request.headers);
  const ids = await pool.query<{ id: string; total: string }>(SALES_PAGE_SQL, [shopId, pageSize, offset]);
  const saleIds = ids.rows.map((row) => row.id);
  const sales = await pool.query(SALE_ROWS_SQL, [shopId, saleIds]);
  const items = await pool.query(SALE_ITEMS_SQL, [saleIds]);
  const payments = await pool.query(SALE_PAYMENTS_SQL, [saleIds]);
  const total = Number(ids.rows[0]?.total ?? 0);
  return {
    data: sales.rows.map((sale: { id: string }) => ({
      ...sale,
      items: items.rows.filter((item: { sale_id: string }) => item.sale_id === sale.id),
      payments: payments.rows.filter((payment: { sale_id: string }) => payment.sale_id === sale.id),
    })),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
});

// apps/api/src/modules/stats/stats.repository.ts dailySalesRows (the per-day rows kept by migration 0008).
const DAILY_STATS_SQL = `
  SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
         sum(d.sales_count)::int AS sales_count,
         sum(d.revenue)::text AS revenue,
         sum(d.cost)::text AS cost,
         sum(d.profit)::text AS profit
  FROM shops u
  LEFT JOIN seller_daily_sales d
    ON d.shop_id = u.id AND d.day >= $2::date AND d.day <= $3::date
  WHERE u.id = $1 AND u.time_zone = $4::text
  GROUP BY d.day
  HAVING d.day IS NULL OR sum(d.sales_count) > 0
  ORDER BY d.day`;

app.get<{ Querystring: { startDate: string; endDate: string } }>('/sales/stats/daily', async (request) => {
  const shopId = userOf(request.headers);
  const { startDate, endDate } = request.query;
  const { rows } = await pool.query(DAILY_STATS_SQL, [shopId, startDate, endDate, 'America/Caracas']);
  return { data: { dateRange: { startDate, endDate }, dailyStats: rows } };
});

// apps/api/src/modules/sales/create-sale.ts: a PAID sale read (unless its products are remembered, as the
// app's product-snapshots.ts does), then written by the app's own sales statement (write-sales.statement.ts)
// with its key and answer, alone or with the sales that waited meanwhile (sale-writer.ts), and answered with the
// JSON text the statement gives back and stores. The benchmark changes no product, so no sale is ever stale.
interface TSaleBody {
  items: { productId: string; quantity: number; price: number }[];
  paymentMethod?: string;
}

const saleWriter = createWriteBatches<TSaleEntry, { answer: string | null }>({
  writers: SALE_WRITERS,
  maxBatch: SALE_BATCH_MAX,
  maxWaiting: SALE_QUEUE_MAX,
  whenFull: () => new Error('sale queue full'),
  writeMany: async (entries) => {
    const written = await pool.query<{ stale: boolean; answer: string | null }>({
      name: writeSalesStatement.name,
      text: writeSalesStatement.text,
      values: writeSalesStatement.parametersOf(saleStatementValues(entries)),
    });
    return written.rows;
  },
  // The benchmark's sales never fail on their data; any failure fails the batch's sales.
  wroteNothing: () => false,
  conflictKeyOf: ({ sale, claim }) => (claim ? `${sale.shopId} ${claim.route} ${claim.key}` : null),
});

interface TProductRow {
  id: string;
  name: string;
  cost: string;
  quantity: number;
  unit: TProductUnit;
  taxClass: TTaxClass;
}
const rememberedProducts = new Map<string, TProductRow>();
/** A rate kept in memory, as the app keeps the rate in force: every baseline sale writes it. */
const BASELINE_EXCHANGE_RATE = 245.6789;
const BASELINE_EXCHANGE_RATE_DATE = '2026-01-02';

app.post<{ Body: TSaleBody }>('/sales', async (request, reply) => {
  const shopId = userOf(request.headers);
  const key = String(request.headers['idempotency-key']);
  const { items } = request.body;
  const method = (request.body.paymentMethod ?? 'CASH') as TPaymentMethod;
  const productIds = [...new Set(items.map((item) => item.productId))].sort();
  const byId = new Map<string, TProductRow>();
  for (const id of productIds) {
    const remembered = rememberedProducts.get(`${shopId}/${id}`);
    if (remembered) byId.set(id, remembered);
  }
  if (byId.size < productIds.length) {
    const read = await pool.query<TProductRow>({
      name: readProductsStatement.name,
      text: readProductsStatement.text,
      values: readProductsStatement.parametersOf({ shopId, productIds }),
    });
    for (const row of read.rows) {
      byId.set(row.id, row);
      rememberedProducts.set(`${shopId}/${row.id}`, row);
    }
  }
  let totalCents = 0;
  let costCents = 0;
  for (const item of items) {
    totalCents += Math.round(item.price * 100) * item.quantity;
    costCents += Math.round(Number(byId.get(item.productId)?.cost ?? 0) * 100) * item.quantity;
  }
  const total = totalCents / 100;
  const saleId = randomUUID();
  const itemIds = items.map(() => newTimeOrderedId());
  const paymentId = newTimeOrderedId();
  // The baseline answers the ids only, as it always has; the statement adds the instants, till and number.
  const answer = {
    id: saleId,
    items: itemIds.map((id) => ({ id })),
    payments: [{ id: paymentId }],
  } as unknown as TPlannedSaleAnswer;
  const written = await saleWriter.write({
    ids: { saleId, itemIds, paymentIds: [paymentId] },
    sale: {
      shopId,
      // A sale records who made it (decision record 029): the bare write does too, as the owner's.
      memberId: shopId,
      clientId: null,
      openAccountId: null,
      status: 'PAID',
      total,
      totalPaid: total,
      totalCost: costCents / 100,
      totalProfit: (totalCents - costCents) / 100,
      itemCount: items.length,
      paymentMethod: method,
      referenceNumber: null,
      sellerName: null,
      // The app writes the rate in force it keeps in memory: the baseline writes one too.
      exchangeRate: BASELINE_EXCHANGE_RATE,
      exchangeRateDate: BASELINE_EXCHANGE_RATE_DATE,
      exchangeRateEur: null,
      igtfTotal: 0,
      changeCurrency: null,
      changeAmount: null,
      occurredAt: null,
      dueDate: null,
      priceListId: null,
      discountTotal: 0,
      discounts: null,
      taxLines: null,
      taxTotal: 0,
      ivaOnTop: false,
    },
    lines: items.map((item) => ({
      productId: item.productId,
      name: byId.get(item.productId)?.name ?? '',
      quantity: item.quantity,
      unit: byId.get(item.productId)?.unit ?? 'UNIT',
      unitPrice: item.price,
      unitCost: Number(byId.get(item.productId)?.cost ?? 0),
      discount: 0,
      taxClass: byId.get(item.productId)?.taxClass ?? 'GENERAL',
    })),
    stock: productIds.map((id) => ({
      productId: id,
      quantity: items.filter((item) => item.productId === id).reduce((sum, item) => sum + item.quantity, 0),
      name: byId.get(id)?.name ?? '',
      cost: Number(byId.get(id)?.cost ?? 0),
      unit: byId.get(id)?.unit ?? 'UNIT',
      taxClass: byId.get(id)?.taxClass ?? 'GENERAL',
    })),
    payments: [
      {
        method,
        currency: 'USD',
        amountInCurrency: total,
        exchangeRate: null,
        amount: total,
        igtfAmount: 0,
        referenceNumber: null,
      },
    ],
    answer,
    claim: { route: 'POST /sales', key, requestHash: 'baseline' },
  });
  return reply.status(201).type('application/json; charset=utf-8').send(written.answer);
});

app.get('/health', async () => ({ ok: true }));

await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
