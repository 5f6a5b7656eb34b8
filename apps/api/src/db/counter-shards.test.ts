import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../../test/test-app';
import { seedUser } from '../../test/seed';

// A sale adds to its seller's running totals (seller_counters, seller_daily_sales) in the counter row of its
// connection's shard, locked until commit. Connections that shared a shard made each other's sales wait
// (migration 0014): the API's pool must be able to write sixteen sales of one seller at once.
let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const CONNECTIONS = 16;

/** Numbers of its own for each sale: the sale statement's receipt sequence would queue these transactions. */
let receiptNumber = 0;

async function openSale(client: pg.Client, userId: string, total: number): Promise<void> {
  receiptNumber += 1;
  await client.query('BEGIN');
  // A sale stuck behind another transaction's counter row fails here instead of waiting for its commit.
  await client.query(`SET LOCAL lock_timeout = '2s'`);
  await client.query(
    `INSERT INTO sales (id, shop_id, status, total, total_paid, total_cost, total_profit, item_count, receipt_number)
     VALUES (gen_random_uuid(), $1, 'PAID', $2::numeric, $2::numeric, 1, $2::numeric - 1, 1, $3)`,
    [userId, total, receiptNumber],
  );
}

describe('counter shards', () => {
  it('lets sixteen connections write sales of one seller at once, and adds them all up', async () => {
    const seller = await seedUser(ctx);
    // Opened one by one, half of them closed again, as a pool's connections come and go: the sixteen kept
    // have every other backend pid.
    const opened: pg.Client[] = [];
    for (let index = 0; index < 2 * CONNECTIONS; index += 1) {
      const client = new pg.Client({ connectionString: ctx.databaseUrl });
      await client.connect();
      opened.push(client);
    }
    await Promise.all(opened.filter((_, index) => index % 2 === 1).map((client) => client.end()));
    const clients = opened.filter((_, index) => index % 2 === 0);
    try {
      // Every transaction stays open while the next one writes: none may wait for another.
      for (const [index, client] of clients.entries()) await openSale(client, seller.user.id, index + 2);
      await Promise.all(clients.map((client) => client.query('COMMIT')));

      // A connection keeps its shard: a second round adds to the same sixteen rows.
      for (const client of clients) {
        await openSale(client, seller.user.id, 1);
        await client.query('COMMIT');
      }
    } finally {
      await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    }

    const counted = await ctx.pool.query<{ shards: number; sales: number; revenue: number }>(
      `SELECT count(*)::int AS shards, sum(value) FILTER (WHERE kind = 'sales_paid')::int AS sales,
              sum(value) FILTER (WHERE kind = 'sales_revenue')::float8 AS revenue
       FROM seller_counters WHERE shop_id = $1 AND kind IN ('sales_paid', 'sales_revenue')`,
      [seller.user.id],
    );
    const firstRound = Array.from({ length: CONNECTIONS }, (_, index) => index + 2).reduce((a, b) => a + b);
    const revenue = firstRound + CONNECTIONS * 1;
    expect(counted.rows[0]).toEqual({
      shards: 2 * CONNECTIONS,
      sales: 2 * CONNECTIONS,
      revenue,
    });
    const days = await ctx.pool.query<{ shards: number; sales: number }>(
      `SELECT count(DISTINCT shard)::int AS shards, sum(sales_count)::int AS sales FROM seller_daily_sales WHERE shop_id = $1`,
      [seller.user.id],
    );
    expect(days.rows[0]).toEqual({ shards: CONNECTIONS, sales: 2 * CONNECTIONS });
  });
});
