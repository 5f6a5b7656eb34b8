import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrate, migrateToTag } from '../../backups/migrate-to';
import { readMigrationJournal } from '../../db/migrate';
import { withClient } from '../../db/one-client';
import { MIGRATIONS_DIR } from '../../paths';
import { scratchDatabase } from '../../../test/scratch-database';

// Migration 0033: a seller's account becomes the owner of a shop that owns the data. A database written under the
// migration before it comes out with each account's shop (its id, settings and owner member), every row of the
// shop's data under the same id, and the kept daily sums still following the shop's time zone.

const UPGRADE = '0033_shops_and_members';
const url = scratchDatabase('cuadre_shops');

async function keptDays(client: pg.Client, shopId: string) {
  const { rows } = await client.query<{ day: string; sales: number; revenue: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(sales_count)::int AS sales, sum(revenue)::text AS revenue
       FROM seller_daily_sales WHERE shop_id = $1 GROUP BY day HAVING sum(sales_count) <> 0 ORDER BY day`,
    [shopId],
  );
  return rows.map((row) => [row.day, row.sales, Number(row.revenue)]);
}

describe(`migration ${UPGRADE}`, () => {
  it("gives every account its own shop with its settings, and keeps the shop's data and sums", async () => {
    const journal = readMigrationJournal(MIGRATIONS_DIR);
    const before = journal[journal.findIndex((entry) => entry.tag === UPGRADE) - 1]!.tag;
    await migrateToTag(url, MIGRATIONS_DIR, before);

    const sellerId = await withClient(url, async (client) => {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO users (id, name, email, password_hash, status, time_zone, igtf_enabled, igtf_rate,
                            business_name, tax_id, currency)
         VALUES (gen_random_uuid(), 'Vendedora', 'shops-upgrade@example.com', 'x', 'APPROVED', 'America/Caracas',
                 true, 3, 'Bodega La Esquina', 'J-12345678-9', 'VES')
         RETURNING id`,
      );
      const seller = rows[0]!.id;
      // 22:30 on 27 November in Caracas, already the 28th in UTC.
      await client.query(
        `INSERT INTO sales (id, user_id, status, total, receipt_number, created_at)
         VALUES (gen_random_uuid(), $1, 'PAID', 12.5, 1, '2025-11-28T02:30:00Z')`,
        [seller],
      );
      await client.query(`INSERT INTO clients (id, user_id, name) VALUES (gen_random_uuid(), $1, 'Ana')`, [
        seller,
      ]);
      return seller;
    });

    await migrate(url, MIGRATIONS_DIR);

    await withClient(url, async (client) => {
      const shop = await client.query(
        `SELECT business_name, tax_id, time_zone, igtf_enabled, igtf_rate::text, currency FROM shops WHERE id = $1`,
        [sellerId],
      );
      expect(shop.rows).toEqual([
        {
          business_name: 'Bodega La Esquina',
          tax_id: 'J-12345678-9',
          time_zone: 'America/Caracas',
          igtf_enabled: true,
          igtf_rate: '3.00',
          currency: 'VES',
        },
      ]);
      const members = await client.query(
        `SELECT id, user_id, role, status FROM shop_members WHERE shop_id = $1`,
        [sellerId],
      );
      expect(members.rows).toEqual([{ id: sellerId, user_id: sellerId, role: 'OWNER', status: 'ACTIVE' }]);
      const owned = await client.query(
        `SELECT (SELECT count(*)::int FROM sales WHERE shop_id = $1) AS sales,
                (SELECT count(*)::int FROM clients WHERE shop_id = $1) AS clients`,
        [sellerId],
      );
      expect(owned.rows).toEqual([{ sales: 1, clients: 1 }]);
      expect(await keptDays(client, sellerId)).toEqual([['2025-11-27', 1, 12.5]]);

      // The triggers read the shop's zone now: a new sale lands on its local day, a new zone moves the days.
      await client.query(
        `INSERT INTO sales (id, shop_id, status, total, receipt_number, created_at)
         VALUES (gen_random_uuid(), $1, 'PAID', 2.5, 2, '2025-11-28T03:00:00Z')`,
        [sellerId],
      );
      expect(await keptDays(client, sellerId)).toEqual([['2025-11-27', 2, 15]]);
      await client.query(`UPDATE shops SET time_zone = 'UTC' WHERE id = $1`, [sellerId]);
      expect(await keptDays(client, sellerId)).toEqual([['2025-11-28', 2, 15]]);

      // Deleting the owner's account deletes the shop and everything in it, as deleting a seller did.
      await client.query(`DELETE FROM users WHERE id = $1`, [sellerId]);
      const left = await client.query(
        `SELECT (SELECT count(*)::int FROM shops) AS shops, (SELECT count(*)::int FROM sales) AS sales,
                (SELECT count(*)::int FROM seller_daily_sales WHERE shop_id = $1) AS days`,
        [sellerId],
      );
      expect(left.rows).toEqual([{ shops: 0, sales: 0, days: 0 }]);
    });
  });
});
