import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TTestContext } from '../../test/test-app';
import { seedSellerNetwork } from '../../test/seed';
import { findClientPage as findAdminClientPage } from '../modules/admin/admin.repository';
import { findClientPage } from '../modules/clients/clients.repository';
import { saleOwesMoney } from './owes-money';
import { sales } from './schema/sales';
import { shopIdOf } from '../lib/auth/shop-scope';

// The debt filters are quick only while PostgreSQL can prove that their condition implies the predicate of
// the partial index sales_shop_client_debt_idx. These tests pin that the rule and the index say the same thing,
// and plan the clients' debt queries on a network where most sales are paid, as in a shop.
let ctx: TTestContext;
const SELLERS = 200;
const CLIENTS_PER_SELLER = 20;
const SALES_PER_CLIENT = 10;
let seller = '';

beforeAll(async () => {
  ctx = await createTestContext();
  await seedSellerNetwork(ctx, SELLERS, 'debt');
  await ctx.db.execute(sql`
    INSERT INTO clients (id, shop_id, name, created_at)
    SELECT gen_random_uuid(), u.id, 'Cliente ' || n, now() - n * interval '1 minute'
    FROM users AS u CROSS JOIN generate_series(1, ${CLIENTS_PER_SELLER}) AS n`);
  // One client in ten owes one sale (a PENDING sale with a balance); every client also has a PENDING sale
  // settled in full, and the rest are paid.
  await ctx.db.execute(sql`
    INSERT INTO sales (id, shop_id, client_id, status, total, total_paid, created_at, receipt_number)
    SELECT gen_random_uuid(), c.shop_id, c.id,
           (CASE WHEN n <= 2 THEN 'PENDING' ELSE 'PAID' END)::sale_status,
           10, CASE WHEN n = 1 AND c.name LIKE '%0' THEN 4 ELSE 10 END, now() - n * interval '1 hour',
           row_number() OVER (PARTITION BY c.shop_id ORDER BY c.id, n)
    FROM clients AS c CROSS JOIN generate_series(1, ${SALES_PER_CLIENT}) AS n`);
  await ctx.db.execute(sql`VACUUM ANALYZE users, clients, sales`);
  const picked = await ctx.db.execute<{ shop_id: string }>(
    sql`SELECT shop_id FROM sales WHERE status = 'PENDING' AND total_paid < total ORDER BY id LIMIT 1`,
  );
  seller = picked.rows[0]!.shop_id;
});
afterAll(() => ctx.close());

/** The plans of every statement `act` sent through the pool, run again under EXPLAIN with the same values. */
async function plansOf(act: () => Promise<unknown>): Promise<string[]> {
  const sent = vi.spyOn(ctx.pool, 'query');
  let statements: { text: string; values?: unknown[] }[];
  try {
    await act();
    // drizzle passes the values beside the query config, a named statement inside it.
    statements = sent.mock.calls.map(([query, values]) => {
      const config =
        typeof query === 'string' ? { text: query } : (query as { text: string; values?: unknown[] });
      return { text: config.text, values: (values as unknown[] | undefined) ?? config.values };
    });
  } finally {
    sent.mockRestore();
  }
  const plans: string[] = [];
  for (const statement of statements) {
    const explained = await ctx.pool.query<{ 'QUERY PLAN': string }>({
      text: `EXPLAIN ${statement.text}`,
      values: statement.values ?? [],
    });
    plans.push(explained.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return plans;
}

describe('the rule "the client owes money"', () => {
  it('is, word for word as PostgreSQL reads it, the predicate of sales_shop_client_debt_idx', async () => {
    const rule = new PgDialect().sqlToQuery(saleOwesMoney(sales));
    expect(rule.params).toEqual([]);
    const predicateOf = async (index: string) => {
      const result = await ctx.pool.query<{ predicate: string }>(
        `SELECT pg_get_expr(i.indpred, i.indrelid) AS predicate
           FROM pg_index AS i JOIN pg_class AS c ON c.oid = i.indexrelid
          WHERE c.relname = $1`,
        [index],
      );
      return result.rows[0]?.predicate;
    };
    // PostgreSQL's own rendering of the rule, from an index built on it and thrown away.
    const client = await ctx.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`CREATE INDEX owes_money_probe ON sales (shop_id, client_id) WHERE ${rule.sql}`);
      const probe = await client.query<{ predicate: string }>(
        `SELECT pg_get_expr(indpred, indrelid) AS predicate FROM pg_index
          WHERE indexrelid = 'owes_money_probe'::regclass`,
      );
      const indexed = await predicateOf('sales_shop_client_debt_idx');
      expect(indexed).toBeDefined();
      expect(probe.rows[0]?.predicate).toBe(indexed);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('sends the seller’s debt flags and debtStatus filters to the partial index', async () => {
    for (const debtStatus of [undefined, 'with_debt', 'without_debt'] as const) {
      const plans = await plansOf(() =>
        findClientPage(ctx.db, shopIdOf(seller), { limit: 10, offset: 0, debtStatus }),
      );
      const debtPlans = plans.filter((plan) => plan.includes('sales'));
      expect(debtPlans.length, String(debtStatus)).toBeGreaterThan(0);
      for (const plan of debtPlans) {
        // Either partial index whose predicate is the rule holds only the owed sales; the planner picks by size.
        expect(plan, String(debtStatus)).toMatch(/sales_shop_(client_debt|debt_due)_idx/);
        expect(plan, String(debtStatus)).not.toMatch(/Seq Scan on sales/);
      }
    }
  });

  it('reads the admin’s debt flags by index, never by reading every sale', async () => {
    const plans = await plansOf(() => findAdminClientPage(ctx.db, {}, { page: 1, pageSize: 10 }, 1000));
    const debtPlans = plans.filter((plan) => / on sales\b/.test(plan));
    expect(debtPlans.length).toBeGreaterThan(0);
    for (const plan of debtPlans) {
      expect(plan).toMatch(/(using|Scan on) sales_(shop_client_debt|client)_idx/);
      expect(plan).not.toMatch(/Seq Scan on sales/);
    }
  });
});
