import { sql } from 'drizzle-orm';
import type { TTestContext } from './test-app';

/**
 * `count` receipt numbers of the seller, taken from the seller's sequence as the sales statement takes them: for
 * tests that write sales straight to the table, so that a sale made later through the API gets the next number.
 */
export async function takeReceiptNumbers(
  ctx: TTestContext,
  userId: string,
  count: number,
): Promise<number[]> {
  const result = await ctx.db.execute<{ last_number: number }>(sql`
    INSERT INTO receipt_sequences AS q (shop_id, last_number) VALUES (${userId}, ${count})
    ON CONFLICT (shop_id) DO UPDATE SET last_number = q.last_number + excluded.last_number
    RETURNING q.last_number`);
  const last = Number(result.rows[0]?.last_number);
  return Array.from({ length: count }, (_, index) => last - count + index + 1);
}
