import { describe, expect, it } from 'vitest';
import { migrateToTag } from '../../backups/migrate-to';
import { withClient } from '../../db/one-client';
import { MIGRATIONS_DIR } from '../../paths';
import { scratchDatabase } from '../../../test/scratch-database';

// Migrations 0051 and 0052 (decision record 033): a shop that sold before them has its hours and its payments'
// days kept from its first sale, in its own zone, as if the triggers had always run.

const url = scratchDatabase('cuadre_report_sums');

describe('migrations 0051_hourly_sales and 0052_daily_payments', () => {
  it('fill the kept hours and payment days from the sales and payments made before them', async () => {
    await migrateToTag(url, MIGRATIONS_DIR, '0050_euro_reference');
    await withClient(url, async (client) => {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO users (id, name, email, password_hash, status)
         VALUES (gen_random_uuid(), 'Dueña', 'report-sums-upgrade@example.com', 'x', 'APPROVED') RETURNING id`,
      );
      const shop = rows[0]!.id;
      await client.query(
        `INSERT INTO shops (id, time_zone) VALUES ($1, 'America/Caracas')
         ON CONFLICT (id) DO UPDATE SET time_zone = excluded.time_zone`,
        [shop],
      );
      const sale = async (receipt: number, total: number, rate: number | null, at: string) =>
        (
          await client.query<{ id: string }>(
            `INSERT INTO sales (id, shop_id, status, total, total_paid, receipt_number, exchange_rate, created_at)
             VALUES (gen_random_uuid(), $1, 'PAID', $2, $2, $3, $4, $5) RETURNING id`,
            [shop, total, receipt, rate, at],
          )
        ).rows[0]!.id;
      // Monday 2 March 2026 at 09:15 and 09:40 in Caracas, the second paid by Pago Móvil; Tuesday at 18:00.
      const first = await sale(1, 10, 40.5, '2026-03-02T13:15:00Z');
      const second = await sale(2, 5, null, '2026-03-02T13:40:00Z');
      await sale(3, 2, 41, '2026-03-03T22:00:00Z');
      await client.query(
        `INSERT INTO payments (id, sale_id, shop_id, amount, amount_in_currency, igtf_amount, created_at)
         VALUES (gen_random_uuid(), $1, $2, 10, 10.3, 0.3, '2026-03-02T13:15:00Z')`,
        [first, shop],
      );
      await client.query(
        `INSERT INTO payments (id, sale_id, shop_id, amount, method, currency, amount_in_currency, exchange_rate,
                               created_at)
         VALUES (gen_random_uuid(), $1, $2, 5, 'PAGO_MOVIL', 'VES', 202.5, 40.5, '2026-03-02T13:40:00Z')`,
        [second, shop],
      );
    });

    await migrateToTag(url, MIGRATIONS_DIR, '0052_daily_payments');

    await withClient(url, async (client) => {
      const hours = await client.query<Record<string, string | number>>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, hour, sum(sales_count)::int AS sales,
                sum(revenue)::text AS revenue, sum(revenue_ves)::text AS ves, sum(unrated_revenue)::text AS unrated
           FROM shop_hourly_sales GROUP BY day, hour ORDER BY day, hour`,
      );
      expect(
        hours.rows.map((row) => [row.day, row.hour, row.sales, Number(row.revenue), Number(row.ves)]),
      ).toEqual([
        ['2026-03-02', 9, 2, 15, 405],
        ['2026-03-03', 18, 1, 2, 82],
      ]);
      expect(Number(hours.rows[0]!.unrated)).toBe(5);
      const days = await client.query<Record<string, string | number>>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, method, currency, sum(payments_count)::int AS count,
                sum(amount)::text AS usd, sum(amount_in_currency)::text AS handed, sum(igtf_amount)::text AS igtf
           FROM shop_daily_payments GROUP BY day, method, currency ORDER BY method`,
      );
      expect(
        days.rows.map((row) => [
          row.day,
          row.method,
          row.currency,
          row.count,
          Number(row.usd),
          Number(row.handed),
        ]),
      ).toEqual([
        ['2026-03-02', 'CASH', 'USD', 1, 10, 10.3],
        ['2026-03-02', 'PAGO_MOVIL', 'VES', 1, 5, 202.5],
      ]);
      expect(Number(days.rows[0]!.igtf)).toBe(0.3);
    });
  });
});
