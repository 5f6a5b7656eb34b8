import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateToTag } from '../../backups/migrate-to';
import { readMigrationJournal } from '../../db/migrate';
import { withClient } from '../../db/one-client';
import { MIGRATIONS_DIR } from '../../paths';
import { scratchDatabase } from '../../../test/scratch-database';

// Migration 0032: the IGTF kept per seller and day moves from the sales' days to the payments'. A database written
// under the migration before it (an instalment's IGTF added to its sale, so to the sale's day) comes out with each
// payment's IGTF on the local day it was paid, a day with payments and no sale getting its row, and every other
// figure as it was.

const UPGRADE = '0032_igtf_by_payment_day';
const url = scratchDatabase('cuadre_igtf');

/** The seller's days as kept: local day, sales, revenue and IGTF (shards summed). */
async function keptDays(client: pg.Client, userId: string) {
  const { rows } = await client.query<{ day: string; sales: number; revenue: string; igtf: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(sales_count)::int AS sales, sum(revenue)::text AS revenue,
            sum(igtf_total)::text AS igtf
       FROM seller_daily_sales WHERE user_id = $1 GROUP BY day ORDER BY day`,
    [userId],
  );
  return rows.map((row) => [row.day, row.sales, Number(row.revenue), Number(row.igtf)]);
}

describe(`migration ${UPGRADE}`, () => {
  it("moves the IGTF kept so far to the days its payments were made, and keeps the sales' figures", async () => {
    const journal = readMigrationJournal(MIGRATIONS_DIR);
    const before = journal[journal.findIndex((entry) => entry.tag === UPGRADE) - 1]!.tag;
    await migrateToTag(url, MIGRATIONS_DIR, before);

    const userId = await withClient(url, async (client) => {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO users (id, name, email, password_hash, status, time_zone, igtf_enabled)
         VALUES (gen_random_uuid(), 'Vendedora', 'igtf-upgrade@example.com', 'x', 'APPROVED', 'America/Caracas', true)
         RETURNING id`,
      );
      const seller = rows[0]!.id;
      const sale = async (at: string, receipt: number, total: number) =>
        (
          await client.query<{ id: string }>(
            `INSERT INTO sales (id, user_id, status, total, receipt_number, created_at)
             VALUES (gen_random_uuid(), $1, 'PENDING', $2, $3, $4) RETURNING id`,
            [seller, total, receipt, at],
          )
        ).rows[0]!.id;
      // As POST /payments did: the payment, then its amount and IGTF added to the sale.
      const pay = async (saleId: string, at: string, amount: number, igtf: number) => {
        await client.query(
          `INSERT INTO payments (id, sale_id, user_id, amount, amount_in_currency, igtf_amount, created_at)
           VALUES (gen_random_uuid(), $1, $2, $3, $3::numeric + $4::numeric, $4, $5)`,
          [saleId, seller, amount, igtf, at],
        );
        await client.query(
          `UPDATE sales SET total_paid = total_paid + $2, igtf_total = igtf_total + $3 WHERE id = $1`,
          [saleId, amount, igtf],
        );
      };
      // A fiado of 28 November (Caracas) with $2 paid then; instalments on 3 and 10 December; another sale on the 3rd.
      const fiado = await sale('2025-11-28T15:00:00Z', 1, 10);
      await pay(fiado, '2025-11-28T15:00:00Z', 2, 0.06);
      await pay(fiado, '2025-12-04T02:30:00Z', 4, 0.12); // 22:30 on the 3rd in Caracas
      await pay(fiado, '2025-12-10T14:00:00Z', 1, 0.03);
      await sale('2025-12-03T16:00:00Z', 2, 5);
      // Under the old rule every cent of it sat on the fiado's day.
      expect(await keptDays(client, seller)).toEqual([
        ['2025-11-28', 1, 10, 0.21],
        ['2025-12-03', 1, 5, 0],
      ]);
      return seller;
    });

    // Up to this migration only: the later ones rename what this test writes (0033: user_id is shop_id).
    await migrateToTag(url, MIGRATIONS_DIR, UPGRADE);

    await withClient(url, async (client) => {
      expect(await keptDays(client, userId)).toEqual([
        ['2025-11-28', 1, 10, 0.06],
        ['2025-12-03', 1, 5, 0.12],
        ['2025-12-10', 0, 0, 0.03],
      ]);
      // From now on an instalment's IGTF goes to its own day, and its sale's igtf_total moves no day.
      const { rows } = await client.query<{ id: string }>(`SELECT id FROM sales WHERE receipt_number = 1`);
      await client.query(
        `INSERT INTO payments (id, sale_id, user_id, amount, amount_in_currency, igtf_amount, created_at)
         VALUES (gen_random_uuid(), $1, $2, 1, 1.03, 0.03, '2025-12-10T15:00:00Z')`,
        [rows[0]!.id, userId],
      );
      await client.query(`UPDATE sales SET igtf_total = igtf_total + 0.03 WHERE id = $1`, [rows[0]!.id]);
      expect(await keptDays(client, userId)).toEqual([
        ['2025-11-28', 1, 10, 0.06],
        ['2025-12-03', 1, 5, 0.12],
        ['2025-12-10', 0, 0, 0.06],
      ]);
    });
  });
});
