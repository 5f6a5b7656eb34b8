import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../../test/test-app';
import { seedUser } from '../../test/seed';
import { seedProduct } from '../../test/seed-catalog';
import { REFUSAL_BY_CONSTRAINT, refusalOf } from './pg-error';

// The refusals are told apart by the names of constraints and unique indexes: a migration that renamed one would
// turn a Spanish 409 into a 500 without a word. The names are checked against the migrated database itself.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the database refusals the app answers for', () => {
  it('name constraints and unique indexes the migrated database has', async () => {
    const { rows } = await ctx.db.execute<{ name: string }>(sql`
      SELECT conname AS name FROM pg_constraint
      UNION SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()`);
    const names = new Set(rows.map((row) => row.name));
    expect(Object.keys(REFUSAL_BY_CONSTRAINT).filter((name) => !names.has(name))).toEqual([]);
  });

  it('tell a stock taken meanwhile from a duplicate SKU, as PostgreSQL reports them', async () => {
    const seller = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id, { sku: 'DUP-1', quantity: 1 });
    const failure = (statement: ReturnType<typeof sql>) =>
      ctx.db.execute(statement).then(
        () => null,
        (error: unknown) => refusalOf(error),
      );
    expect(await failure(sql`UPDATE products SET quantity = quantity - 2 WHERE id = ${product.id}`)).toBe(
      'stock-short',
    );
    const duplicate = await seedProduct(ctx, seller.user.id, { sku: 'dup-1' }).then(
      () => null,
      (error: unknown) => refusalOf(error),
    );
    expect(duplicate).toBe('sku-taken');
    expect(await failure(sql`SELECT 1`)).toBeNull();
  });
});
