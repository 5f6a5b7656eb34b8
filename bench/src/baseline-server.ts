// The benchmark's baseline (issue 8): bare Fastify routes that send the SAME SQL as the app's handlers through
// raw `pg`, with no auth, no validation and no response schema. Each figure is measured against it in the same
// run, so the ratio says what the app's own layers cost, whatever the machine's noise.
// The statements the app sends as named (prepared) statements (apps/api/src/db/named-statement.ts) are named
// here too, so that both sides plan them once per connection.
// Started in its own process by run.ts: `tsx src/baseline-server.ts` with PORT and DATABASE_URL; the seller is
// named by the `x-user-id` header. Keep each SQL text in step with the app's repository it mirrors.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import type { TPaymentMethod } from '@cuadre/shared/constants';
import { newTimeOrderedId } from '../../apps/api/src/lib/time-ordered-id';
import { createWriteBatches } from '../../apps/api/src/lib/write-batches';
import { SALE_BATCH_MAX, SALE_WRITERS } from '../../apps/api/src/modules/sales/sale-writes';
import {
  salesBatchValues,
  writeSalesStatement,
  type TSaleBatchEntry,
  type TSaleBatchOutcome,
} from '../../apps/api/src/modules/sales/sales-batch.repository';

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
const CATALOGUE_VERSION = `coalesce((SELECT value FROM seller_counters
  WHERE user_id = $1 AND kind = 'products_version' AND shard = 0), 0)`;
const KEPT_TOTAL_AND_WALK_SQL = `
  WITH version AS MATERIALIZED (
    SELECT ${CATALOGUE_VERSION} AS value
  ), state AS MATERIALIZED (
    SELECT t.total, version.value::text AS version, (SELECT coalesce(sum(value), 0) FROM seller_counters
                     WHERE user_id = $1 AND kind IN ('products')) AS live
    FROM version
    LEFT JOIN product_search_totals t ON t.user_id = $1 AND t.pattern = $2 AND t.version = version.value
  ), plan AS (
    SELECT state.total, state.version,
           state.total > 0 AND ceil(($3)::numeric * state.live / state.total) <= state.total AS walked,
           least(state.live, ceil(($3)::numeric * state.live / nullif(state.total, 0)) * 2 + 100) AS walk_window
    FROM state
  )
  SELECT plan.total AS kept_total, plan.walked, plan.version, p.id, p.name, p.sku, p.price, p.cost, p.quantity, p.image_url,
         p.description, p.created_at
  FROM plan
  LEFT JOIN LATERAL (
    SELECT newest.id, newest.created_at
    FROM (
      SELECT "id", "created_at", "search_text"
      FROM "products"
      WHERE ("products"."user_id" = $1 AND "products"."deleted_at" IS NULL) AND plan.walked
      ORDER BY "products"."created_at" DESC, "products"."id" DESC
      LIMIT plan.walk_window::bigint
    ) AS newest
    WHERE newest.search_text LIKE lower($2)
    ORDER BY newest.created_at DESC, newest.id DESC
    LIMIT $4 OFFSET $5
  ) AS page ON true
  LEFT JOIN "products" AS p ON p.id = page.id
  ORDER BY page.created_at DESC, page.id DESC`;
const PRODUCT_COLUMNS = `"id", "name", "sku", "price", "cost", "quantity", "image_url", "description", "created_at"`;
const SEARCH_MATCHES = `"products"."user_id" = $1 AND "products"."deleted_at" IS NULL
  AND "products"."search_text" LIKE lower($2)`;
const COUNTED_PAGE_SQL = `
  WITH "matches" AS (SELECT ${PRODUCT_COLUMNS} FROM "products" WHERE ${SEARCH_MATCHES})
  SELECT ${PRODUCT_COLUMNS}, (SELECT count(*) FROM "matches") AS total, (${CATALOGUE_VERSION})::text AS version
  FROM "matches" ORDER BY "matches"."created_at" DESC, "matches"."id" DESC LIMIT $3 OFFSET $4`;
const KEEP_TOTAL_SQL = `
  INSERT INTO product_search_totals AS t (user_id, pattern, version, total) VALUES ($1, $2, $3::numeric, $4)
  ON CONFLICT (user_id, pattern) DO UPDATE SET version = excluded.version, total = excluded.total
  WHERE t.version < excluded.version`;
const INDEXED_PAGE_SQL = `
  SELECT ${PRODUCT_COLUMNS} FROM "products" WHERE ${SEARCH_MATCHES}
  ORDER BY "products"."created_at" DESC, "products"."id" DESC LIMIT $3 OFFSET $4`;

// products.repository.ts readRememberedPage, and search-pages.ts: a page read before, by id, while the
// catalogue version is the same.
const REMEMBERED_PAGE_SQL = `
  SELECT (${CATALOGUE_VERSION})::text = $3::text AS current,
         p.id, p.name, p.sku, p.price, p.cost, p.quantity, p.image_url, p.description, p.created_at
  FROM unnest($2::uuid[]) WITH ORDINALITY AS page(id, position)
  JOIN products AS p ON p.id = page.id AND p.user_id = $1
  ORDER BY page.position`;
const rememberedPages = new Map<string, { version: string; total: number; ids: string[] }>();

async function searchPage(userId: string, pattern: string, limit: number, offset: number) {
  const pageKey = `${userId}/${limit}/${offset}/${pattern}`;
  const remembered = rememberedPages.get(pageKey);
  if (remembered) {
    const page = await pool.query<{ current: boolean }>({
      name: 'remembered_page',
      text: REMEMBERED_PAGE_SQL,
      values: [userId, remembered.ids, remembered.version],
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
    name: 'kept_total_and_walk',
    text: KEPT_TOTAL_AND_WALK_SQL,
    values: [userId, pattern, offset + limit, limit, offset],
  });
  const total = kept.rows[0]?.kept_total ?? null;
  if (total === null) {
    const counted = await pool.query<{ total: number; version: string }>(COUNTED_PAGE_SQL, [
      userId,
      pattern,
      limit,
      offset,
    ]);
    const first = counted.rows[0];
    if (first && first.total >= 100)
      await pool.query(KEEP_TOTAL_SQL, [userId, pattern, first.version, first.total]);
    return { rows: counted.rows, total: first?.total ?? 0 };
  }
  if (offset >= total) return { rows: [], total };
  const rows = kept.rows.filter((row) => row.id !== null);
  if (kept.rows[0]?.walked && rows.length === Math.min(limit, total - offset)) {
    const version = kept.rows[0].version;
    rememberedPages.set(pageKey, { version, total, ids: rows.map((row) => row.id ?? '') });
    return { rows, total };
  }
  return { rows: (await pool.query(INDEXED_PAGE_SQL, [userId, pattern, limit, offset])).rows, total };
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
    WHERE ("seller_counters"."user_id" = $1 AND "seller_counters"."kind" IN ('sales_paid', 'sales_pending'))) AS total
  FROM "sales" WHERE "sales"."user_id" = $1
  ORDER BY "sales"."created_at" DESC, "sales"."id" DESC LIMIT $2 OFFSET $3`;
const SALE_ROWS_SQL = `
  SELECT "sales"."id", "sales"."created_at", "sales"."status", "sales"."total", "sales"."total_paid",
         "sales"."total_profit", "sales"."seller_name", "sales"."payment_method", "sales"."reference_number",
         "clients"."id" AS client_id, "clients"."name" AS client_name
  FROM "sales" LEFT JOIN "clients" ON "clients"."id" = "sales"."client_id"
  WHERE "sales"."user_id" = $1 AND "sales"."id" = ANY($2::uuid[])`;
const SALE_ITEMS_SQL = `
  SELECT "sale_items"."id", "sale_items"."sale_id", "sale_items"."product_id", "sale_items"."name",
         "sale_items"."quantity", "sale_items"."unit_price", "products"."name" AS product_name
  FROM "sale_items" LEFT JOIN "products" ON "products"."id" = "sale_items"."product_id"
  WHERE "sale_items"."sale_id" = ANY($1::uuid[]) ORDER BY "sale_items"."id"`;
const SALE_PAYMENTS_SQL = `
  SELECT "id", "sale_id", "user_id", "amount", "method", "reference_number", "created_at"
  FROM "payments" WHERE "payments"."sale_id" = ANY($1::uuid[])
  ORDER BY "payments"."created_at", "payments"."id"`;

app.get<{ Querystring: TPageQuery }>('/sales', async (request) => {
  const { page, pageSize, offset } = pageOf(request.query);
  const userId = userOf(request.headers);
  const ids = await pool.query<{ id: string; total: string }>(SALES_PAGE_SQL, [userId, pageSize, offset]);
  const saleIds = ids.rows.map((row) => row.id);
  const sales = await pool.query(SALE_ROWS_SQL, [userId, saleIds]);
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
  FROM users u
  LEFT JOIN seller_daily_sales d
    ON d.user_id = u.id AND d.day >= $2::date AND d.day <= $3::date
  WHERE u.id = $1 AND u.time_zone = $4::text
  GROUP BY d.day
  HAVING d.day IS NULL OR sum(d.sales_count) > 0
  ORDER BY d.day`;

app.get<{ Querystring: { startDate: string; endDate: string } }>('/sales/stats/daily', async (request) => {
  const userId = userOf(request.headers);
  const { startDate, endDate } = request.query;
  const { rows } = await pool.query(DAILY_STATS_SQL, [userId, startDate, endDate, 'America/Caracas']);
  return { data: { dateRange: { startDate, endDate }, dailyStats: rows } };
});

// apps/api/src/modules/sales/sell-paid.ts: a PAID sale read (unless its products are remembered, as the app's
// product-snapshots.ts does), then written in one statement with its key and answer (sales.repository.ts
// readSellerProducts and writeSale). The benchmark changes no product, so no write ever finds a stale copy.
interface TSaleBody {
  items: { productId: string; quantity: number; price: number }[];
  paymentMethod?: string;
}

const READ_PRODUCTS_SQL = `
  SELECT p.id, p.name, p.cost, p.quantity FROM unnest($2::uuid[]) AS wanted(id)
  JOIN products AS p ON p.id = wanted.id WHERE p.user_id = $1 AND p.deleted_at IS NULL ORDER BY p.id`;
const WRITE_SALE_SQL = `
  WITH instant AS (
    SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS iso
  ), claim AS (
    INSERT INTO idempotency_keys (user_id, route, key, request_hash, status_code, response_body)
    SELECT $2::uuid, 'POST /sales', $16::text, $17::text, 201,
           replace($18::text, '"createdAt":""', '"createdAt":"' || instant.iso || '"')
    FROM instant
    ON CONFLICT DO NOTHING
    RETURNING 1
  ), gate AS (
    SELECT EXISTS (SELECT 1 FROM claim) AS open
  ), stock AS (
    UPDATE products AS p SET quantity = p.quantity - v.quantity, updated_at = now()
    FROM unnest($3::uuid[], $4::int[], $21::text[], $22::numeric[]) AS v(id, quantity, name, cost)
    WHERE p.id = v.id AND p.user_id = $2::uuid AND p.deleted_at IS NULL AND p.name = v.name AND p.cost = v.cost
      AND (SELECT open FROM gate)
    RETURNING p.id
  ), sale AS (
    INSERT INTO sales (id, user_id, client_id, open_account_id, status, total, total_paid, total_cost,
                       total_profit, item_count, payment_method, reference_number, seller_name)
    SELECT $1::uuid, $2::uuid, NULL, NULL, 'PAID', $5::numeric, $5::numeric, $6::numeric, $7::numeric,
           CASE WHEN (SELECT count(*) FROM stock) = $19::int THEN $8::int END, $9::payment_method, NULL, NULL
    FROM gate WHERE gate.open
    RETURNING id
  ), lines AS (
    INSERT INTO sale_items (id, sale_id, user_id, product_id, name, quantity, unit_price, unit_cost)
    SELECT l.id, $1::uuid, $2::uuid, l.product_id, l.name, l.quantity, l.unit_price, l.unit_cost
    FROM unnest($10::uuid[], $11::uuid[], $12::text[], $13::int[], $14::numeric[], $15::numeric[])
         AS l(id, product_id, name, quantity, unit_price, unit_cost)
    WHERE (SELECT open FROM gate)
    RETURNING id
  ), payment AS (
    INSERT INTO payments (id, sale_id, user_id, amount, method, reference_number)
    SELECT $20::uuid, $1::uuid, $2::uuid, $5::numeric, $9::payment_method, NULL
    WHERE (SELECT open FROM gate)
    RETURNING id
  )
  SELECT gate.open AS claimed, instant.iso AS created_at FROM gate, instant`;

/** apps/api/src/modules/sales/sale-writes.ts: one sale alone, or the sales that waited meanwhile together. */
async function writeOneSale({ ids, write, claim }: TSaleBatchEntry): Promise<TSaleBatchOutcome> {
  const { sale, lines, stock } = write;
  const written = await pool.query<{ claimed: boolean; created_at: string }>({
    name: 'write_sale',
    text: WRITE_SALE_SQL,
    values: [
      ids.saleId,
      sale.userId,
      stock.map((line) => line.productId),
      stock.map((line) => line.quantity),
      sale.total,
      sale.totalCost,
      sale.totalProfit,
      sale.itemCount,
      sale.paymentMethod,
      ids.itemIds,
      lines.map((line) => line.productId),
      lines.map((line) => line.name),
      lines.map((line) => line.quantity),
      lines.map((line) => line.unitPrice),
      lines.map((line) => line.unitCost),
      claim?.key,
      claim?.requestHash,
      claim?.answer,
      stock.length,
      ids.paymentId,
      stock.map((line) => line.name),
      stock.map((line) => line.cost),
    ],
  });
  const [row] = written.rows;
  return { claimed: row?.claimed ?? false, createdAt: row?.created_at ?? '' };
}

async function writeManySales(entries: TSaleBatchEntry[]): Promise<TSaleBatchOutcome[]> {
  const written = await pool.query<{ claimed: boolean; created_at: string }>({
    name: writeSalesStatement.name,
    text: writeSalesStatement.text,
    values: writeSalesStatement.parametersOf(salesBatchValues(entries)),
  });
  return written.rows.map((row) => ({ claimed: row.claimed, createdAt: row.created_at }));
}

const saleWrites = createWriteBatches<TSaleBatchEntry, TSaleBatchOutcome>({
  writers: SALE_WRITERS,
  maxBatch: SALE_BATCH_MAX,
  writeOne: writeOneSale,
  writeMany: writeManySales,
  // The benchmark's sales never fail on their data; any failure fails the batch's sales.
  wroteNothing: () => false,
  conflictKeyOf: ({ write, claim }) => (claim ? `${write.sale.userId} ${claim.route} ${claim.key}` : null),
});

interface TProductRow {
  id: string;
  name: string;
  cost: string;
  quantity: number;
}
const rememberedProducts = new Map<string, TProductRow>();

app.post<{ Body: TSaleBody }>('/sales', async (request, reply) => {
  const userId = userOf(request.headers);
  const key = String(request.headers['idempotency-key']);
  const { items } = request.body;
  const method = request.body.paymentMethod ?? 'CASH';
  const productIds = [...new Set(items.map((item) => item.productId))].sort();
  const byId = new Map<string, TProductRow>();
  for (const id of productIds) {
    const remembered = rememberedProducts.get(`${userId}/${id}`);
    if (remembered) byId.set(id, remembered);
  }
  if (byId.size < productIds.length) {
    const read = await pool.query<TProductRow>({
      name: 'read_products',
      text: READ_PRODUCTS_SQL,
      values: [userId, productIds],
    });
    for (const row of read.rows) {
      byId.set(row.id, row);
      rememberedProducts.set(`${userId}/${row.id}`, row);
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
  const stock = productIds.map((id) =>
    items.filter((item) => item.productId === id).reduce((sum, item) => sum + item.quantity, 0),
  );
  const answer = (createdAt: string) => ({
    data: {
      id: saleId,
      createdAt,
      items: itemIds.map((id) => ({ id })),
      payments: [{ id: paymentId, createdAt }],
    },
  });
  const productNames = productIds.map((id) => byId.get(id)?.name ?? '');
  const productCosts = productIds.map((id) => Number(byId.get(id)?.cost ?? 0));
  const written = await saleWrites.write({
    ids: { saleId, itemIds, paymentId },
    write: {
      sale: {
        userId,
        clientId: null,
        openAccountId: null,
        status: 'PAID',
        total,
        totalPaid: total,
        totalCost: costCents / 100,
        totalProfit: (totalCents - costCents) / 100,
        itemCount: items.length,
        paymentMethod: method as TPaymentMethod,
        referenceNumber: null,
        sellerName: null,
      },
      lines: items.map((item) => ({
        productId: item.productId,
        name: byId.get(item.productId)?.name ?? '',
        quantity: item.quantity,
        unitPrice: item.price,
        unitCost: Number(byId.get(item.productId)?.cost ?? 0),
      })),
      stock: productIds.map((id, index) => ({
        productId: id,
        quantity: stock[index] ?? 0,
        name: productNames[index] ?? '',
        cost: productCosts[index] ?? 0,
      })),
      payment: { amount: total, method: method as TPaymentMethod, referenceNumber: null },
    },
    claim: { route: 'POST /sales', key, requestHash: 'baseline', answer: JSON.stringify(answer('')) },
  });
  return reply.status(201).send(answer(written.createdAt));
});

app.get('/health', async () => ({ ok: true }));

await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
