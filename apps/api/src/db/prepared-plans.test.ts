import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../../test/test-app';
import { seedSellerNetwork } from '../../test/seed';
import { keptTotalAndWalkStatement } from '../modules/products/products.repository';
import { lockProductsStatement } from '../modules/sales/sales.repository';
import { saleStatementValues, writeSalesStatement } from '../modules/sales/write-sales.statement';
import { plannedSale } from '../../test/planned-sale';
import type { TNamedStatement } from './named-statement';

// A named statement is planned once per connection and, after five runs, usually with a generic plan that
// knows no parameter's value. Written as `shop_id = $1 AND id = ANY($2)`, the sale's product lock got a
// generic plan that walked the seller's whole created_at index, a cost that grows with the catalogue and that
// every sale paid. These tests plan each busy statement as PostgreSQL would after those five runs, on a network
// of sellers shaped like the benchmark's, and check it reads what it should.
let ctx: TTestContext;
const SELLERS = 300;
const PRODUCTS_PER_SELLER = 40;
let seller = '';
let productIds: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  await seedSellerNetwork(ctx, SELLERS, 'plan');
  await ctx.db.execute(sql`
    INSERT INTO products (id, shop_id, name, sku, price, cost, quantity, created_at)
    SELECT gen_random_uuid(), u.id, 'Harina ' || n, 'SKU-' || n, 2, 1, 100, now() - n * interval '1 minute'
    FROM users AS u CROSS JOIN generate_series(1, ${PRODUCTS_PER_SELLER}) AS n`);
  // Vacuumed as a settled catalogue is: the walk can then skip the table (an index-only scan).
  await ctx.db.execute(sql`VACUUM ANALYZE users, products`);
  const picked = await ctx.db.execute<{ id: string; shop_id: string }>(
    sql`SELECT id, shop_id FROM products ORDER BY id LIMIT 1`,
  );
  seller = picked.rows[0]!.shop_id;
  const owned = await ctx.db.execute<{ id: string }>(
    sql`SELECT id FROM products WHERE shop_id = ${seller} ORDER BY id LIMIT 3`,
  );
  productIds = owned.rows.map((row) => row.id);
});
afterAll(() => ctx.close());

/** The generic plan of a named statement for these values, as text; without costs, the plan's shape alone. */
async function genericPlan<TValues extends object>(
  statement: TNamedStatement<unknown, TValues>,
  values: TValues,
  { costs = true } = {},
): Promise<string> {
  const client = await ctx.pool.connect();
  try {
    await client.query(`SET plan_cache_mode = force_generic_plan`);
    const explained = await client.query<{ 'QUERY PLAN': string }>({
      text: `EXPLAIN (COSTS ${costs ? 'ON' : 'OFF'}) ${statement.text}`,
      values: statement.parametersOf(values),
    });
    return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query(`RESET plan_cache_mode`);
    client.release();
  }
}

describe('the generic plans of the busiest statements', () => {
  it('locks a sale’s products by primary key, never by walking the seller’s products', async () => {
    const plan = await genericPlan(lockProductsStatement, { shopId: seller, productIds });
    expect(plan).toContain('products_pkey');
    expect(plan).not.toContain('products_shop_created_live_idx');
    expect(plan).not.toMatch(/Seq Scan on products/);
  });

  it('locks and decrements a sale’s stock by primary key', async () => {
    const sale = await plannedSale(
      ctx.db,
      seller,
      productIds.map((productId) => ({ productId, quantity: 1, price: 2 })),
      'k',
    );
    const plan = await genericPlan(writeSalesStatement, saleStatementValues([sale.entry]));
    expect(plan).toMatch(/Index Scan using products_pkey on products/);
    expect(plan).not.toMatch(/Seq Scan on products/);
  });

  it('walks a page of a search down the seller’s newest-first index alone, without reading the table', async () => {
    const plan = await genericPlan(keptTotalAndWalkStatement, {
      shopId: seller,
      pattern: '%harina%',
      reach: 20,
      limit: 10,
      offset: 10,
    });
    expect(plan).toMatch(/Index Only Scan Backward using products_shop_created_live_idx on products/);
    expect(plan).not.toMatch(/Seq Scan on products/);
  });
});

// The sales statement is the one every sale passes through: its SQL and its plan are kept beside it, generated
// (`npx vitest run --project api src/db/prepared-plans.test.ts -u`) and reviewed in the commit that changes them.
// CI never writes them: a statement or plan that differs from the reviewed one fails here until it is reviewed.
describe('the sales statement as reviewed', () => {
  it('has the SQL text kept in write-sales.statement.sql', async () => {
    await expect(`${writeSalesStatement.text.trim()}\n`).toMatchFileSnapshot(
      '../modules/sales/write-sales.statement.sql',
    );
  });

  it('has the generic plan kept for this PostgreSQL major version', async () => {
    const sale = await plannedSale(
      ctx.db,
      seller,
      productIds.map((productId) => ({ productId, quantity: 1, price: 2 })),
      'k',
    );
    const plan = await genericPlan(writeSalesStatement, saleStatementValues([sale.entry]), { costs: false });
    const version = await ctx.db.execute<{ major: string }>(
      sql`SELECT current_setting('server_version_num')::int / 10000 AS major`,
    );
    await expect(`${plan}\n`).toMatchFileSnapshot(
      `../modules/sales/write-sales.statement.plan-pg${version.rows[0]?.major}.txt`,
    );
  });
});
