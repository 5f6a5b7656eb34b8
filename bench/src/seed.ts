// Fills a migrated database with a shop network in bulk SQL (generate_series), not through the API:
// minutes for a million sales. Idempotent per scale: a database already seeded at this scale is left alone.
import type pg from 'pg';
import { hashPassword } from '../../apps/api/src/lib/password';
import { BENCH_PASSWORD, BIG_SELLER_EMAIL, REFERENCE_SELLER_EMAIL, type TBenchScale } from './scale';

const log = (message: string) => console.log(`[seed] ${message}`);

/** Raised whenever the generator changes what it writes: the bench then seeds a new database (database.ts). */
export const SEED_VERSION = 2;

// A time-ordered UUID like the app's (v7) for the tables that use one; sales, open accounts and clients take
// random ids as in the app (docs/decisions/005).
const UUID7_FUNCTION = `
CREATE OR REPLACE FUNCTION bench_uuid7(ts timestamptz) RETURNS uuid LANGUAGE sql VOLATILE AS $$
  SELECT (lpad(to_hex((extract(epoch FROM ts) * 1000)::bigint), 12, '0') || '7' ||
          substr(md5(random()::text), 1, 3) || to_hex(8 + floor(random() * 4)::int) ||
          substr(md5(random()::text), 1, 15))::uuid
$$`;

async function timed(client: pg.PoolClient, label: string, sql: string, params: unknown[] = []) {
  const started = Date.now();
  const result = await client.query(sql, params);
  log(`${label}: ${result.rowCount ?? 0} rows in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

export async function isSeeded(pool: pg.Pool, scale: TBenchScale): Promise<boolean> {
  await pool.query(`CREATE TABLE IF NOT EXISTS bench_meta (scale text PRIMARY KEY, seeded_at timestamptz)`);
  const { rows } = await pool.query<{ scale: string }>(`SELECT scale FROM bench_meta`);
  const other = rows.find((row) => row.scale !== scale.name);
  // The two scales share the sellers' e-mails: one database holds one of them (DATABASE_URL: use another one).
  if (other) throw new Error(`the bench database is seeded at scale "${other.scale}", not "${scale.name}"`);
  return rows.length > 0;
}

export async function seedBenchData(pool: pg.Pool, scale: TBenchScale): Promise<void> {
  if (await isSeeded(pool, scale)) {
    log(`already seeded at scale "${scale.name}"`);
    return;
  }
  const started = Date.now();
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const client = await pool.connect();
  try {
    await client.query(`SET synchronous_commit = off`);
    await client.query(UUID7_FUNCTION);
    await client.query('BEGIN');
    // Seller 1 is the big one, seller 2 the reference one, the rest share the other sales.
    await client.query(
      `
      CREATE TEMP TABLE seller_plan ON COMMIT DROP AS
      SELECT n,
             bench_uuid7(now() - interval '400 days' + n * interval '1 second') AS shop_id,
             CASE n WHEN 1 THEN $1::int WHEN 2 THEN $2::int ELSE $3::int END AS products,
             CASE n WHEN 1 THEN $4::int WHEN 2 THEN $5::int ELSE $6::int END AS clients,
             CASE n WHEN 1 THEN $7::int WHEN 2 THEN $8::int ELSE ($9::int / greatest($10::int - 2, 1)) END AS sales
      FROM generate_series(1, $10::int) AS n`,
      [
        scale.bigSeller.products,
        scale.referenceSeller.products,
        scale.productsPerOtherSeller,
        scale.bigSeller.clients,
        scale.referenceSeller.clients,
        scale.clientsPerOtherSeller,
        scale.bigSeller.sales,
        scale.referenceSeller.sales,
        scale.otherSales,
        scale.sellers,
      ],
    );
    await timed(
      client,
      'sellers',
      `WITH accounts AS (
         INSERT INTO users (id, name, lastname, email, password_hash, role, status, email_verified_at,
                            password_changed_at, created_at)
         SELECT shop_id, 'Vendedor ' || n, 'Bench',
                CASE n WHEN 1 THEN $2 WHEN 2 THEN $3 ELSE 'seller' || n || '@bench.cuadre' END,
                $1, 'USER', 'APPROVED', now() - interval '400 days',
                now() - interval '400 days', now() - interval '400 days'
         FROM seller_plan
         RETURNING id
       ), own_shops AS (
         INSERT INTO shops (id, country, country_code, currency, currency_name, currency_symbol, time_zone,
                            created_at)
         SELECT id, 'Venezuela', 'VE', 'VES', 'bolívar', 'Bs.', 'America/Caracas', now() - interval '400 days'
         FROM accounts
         RETURNING id
       )
       INSERT INTO shop_members (id, shop_id, user_id, role) SELECT id, id, id, 'OWNER' FROM own_shops`,
      [passwordHash, BIG_SELLER_EMAIL, REFERENCE_SELLER_EMAIL],
    );
    await timed(
      client,
      'products',
      `INSERT INTO products (id, shop_id, name, sku, price, cost, quantity, created_at, updated_at)
       SELECT bench_uuid7(t), s.shop_id,
              (ARRAY['Harina','Arroz','Café','Azúcar','Aceite','Pasta','Leche','Queso','Jabón','Refresco'])[1 + i % 10]
                || ' ' || (ARRAY['PAN','Mary','Fama','Montalbán','Vatel','Primor','La Campiña','Rikesa','Las Llaves','Frescolita'])[1 + (i / 10) % 10]
                || ' ' || i,
              'SKU-' || lpad(i::text, 7, '0'),
              round((1 + (i * 37 % 9900) / 100.0)::numeric, 2),
              round(((1 + (i * 37 % 9900) / 100.0) * 0.6)::numeric, 2),
              1000000, t, t
       FROM seller_plan s
       CROSS JOIN LATERAL generate_series(1, s.products) AS i
       CROSS JOIN LATERAL (SELECT now() - interval '380 days' + i * interval '1 second') AS x(t)`,
    );
    await timed(
      client,
      'clients',
      `INSERT INTO clients (id, shop_id, name, email, phone, created_at, updated_at)
       SELECT gen_random_uuid(), s.shop_id,
              (ARRAY['María','José','Luis','Carmen','Ana','Pedro','Rosa','Carlos','Elena','Jesús'])[1 + i % 10]
                || ' ' || (ARRAY['González','Rodríguez','Pérez','Hernández','García','Martínez','López','Díaz'])[1 + (i / 10) % 8]
                || ' ' || i,
              'cliente' || i || '@correo.ve', '0414' || lpad(i::text, 7, '0'), t, t
       FROM seller_plan s
       CROSS JOIN LATERAL generate_series(1, s.clients) AS i
       CROSS JOIN LATERAL (SELECT now() - interval '370 days' + i * interval '1 second') AS x(t)`,
    );
    await client.query(`
      CREATE TEMP TABLE product_pick ON COMMIT DROP AS
      SELECT shop_id, row_number() OVER (PARTITION BY shop_id ORDER BY id) AS rn, id, name, price, cost FROM products;
      CREATE INDEX ON product_pick (shop_id, rn);
      CREATE TEMP TABLE client_pick ON COMMIT DROP AS
      SELECT shop_id, row_number() OVER (PARTITION BY shop_id ORDER BY id) AS rn, id FROM clients;
      CREATE INDEX ON client_pick (shop_id, rn);
      ANALYZE product_pick; ANALYZE client_pick;`);
    // One year of sales; 1 to 3 lines each; one in five PENDING (half of those with a first payment).
    await timed(
      client,
      'sale plan',
      `CREATE TEMP TABLE sale_plan ON COMMIT DROP AS
       SELECT gen_random_uuid() AS id, s.shop_id, ts, 1 + (i % 3) AS lines,
              CASE WHEN i % 5 = 0 THEN 'PENDING' ELSE 'PAID' END AS status,
              1 + (i * 7919 % s.clients) AS client_rn, i, s.products
       FROM seller_plan s
       CROSS JOIN LATERAL generate_series(1, s.sales) AS i
       -- i * 0 ties the subquery to the row: uncorrelated, PostgreSQL would draw ONE instant for every sale.
       CROSS JOIN LATERAL (SELECT now() - random() * interval '365 days' + i * interval '0 seconds') AS x(ts)`,
    );
    await timed(
      client,
      'line plan',
      `CREATE TEMP TABLE line_plan ON COMMIT DROP AS
       SELECT bench_uuid7(sp.ts) AS id, sp.id AS sale_id, sp.shop_id, p.id AS product_id, p.name,
              1 + (sp.i + g) % 4 AS quantity, p.price, p.cost
       FROM sale_plan sp
       CROSS JOIN LATERAL generate_series(1, sp.lines) AS g
       JOIN product_pick p ON p.shop_id = sp.shop_id AND p.rn = 1 + ((sp.i * 31 + g * 7) % sp.products)`,
    );
    await client.query(`CREATE INDEX ON line_plan (sale_id); ANALYZE line_plan; ANALYZE sale_plan;`);
    await timed(
      client,
      'open accounts',
      `INSERT INTO open_accounts (id, shop_id, client_id, status, created_at)
       SELECT gen_random_uuid(), sp.shop_id, c.id, 'OPEN', min(sp.ts)
       FROM sale_plan sp JOIN client_pick c ON c.shop_id = sp.shop_id AND c.rn = sp.client_rn
       WHERE sp.status = 'PENDING'
       GROUP BY sp.shop_id, c.id`,
    );
    await timed(
      client,
      'sales',
      `INSERT INTO sales (id, shop_id, client_id, open_account_id, status, total, total_paid, total_cost,
                          total_profit, item_count, payment_method, seller_name, created_at, receipt_number,
                          due_date)
       SELECT sp.id, sp.shop_id, c.id, oa.id, sp.status::sale_status, t.total,
              CASE WHEN sp.status = 'PAID' THEN t.total WHEN sp.i % 2 = 0 THEN round(t.total / 2, 2) ELSE 0 END,
              t.cost, t.total - t.cost, sp.lines,
              (ARRAY['CASH','CARD','TRANSFER','OTHER'])[1 + sp.i % 4]::payment_method,
              (ARRAY['Ana','Luis','Carmen'])[1 + sp.i % 3], sp.ts,
              row_number() OVER (PARTITION BY sp.shop_id ORDER BY sp.ts, sp.id),
              -- A credit sale falls due at the default term (decision record 030): over a year, most are late.
              CASE WHEN sp.status = 'PENDING' THEN (sp.ts AT TIME ZONE 'America/Caracas')::date + 15 END
       FROM sale_plan sp
       JOIN (SELECT sale_id, sum(quantity * price) AS total, sum(quantity * cost) AS cost
             FROM line_plan GROUP BY sale_id) t ON t.sale_id = sp.id
       LEFT JOIN client_pick c ON sp.status = 'PENDING' AND c.shop_id = sp.shop_id AND c.rn = sp.client_rn
       LEFT JOIN open_accounts oa ON oa.client_id = c.id AND oa.status = 'OPEN'`,
    );
    await timed(
      client,
      'receipt sequences',
      `INSERT INTO receipt_sequences (shop_id, last_number)
       SELECT shop_id, max(receipt_number) FROM sales GROUP BY shop_id`,
    );
    await timed(
      client,
      'sale items',
      `INSERT INTO sale_items (id, sale_id, shop_id, product_id, name, quantity, unit_price, unit_cost)
       SELECT id, sale_id, shop_id, product_id, name, quantity, price, cost FROM line_plan`,
    );
    await timed(
      client,
      'payments',
      // Handed over in dollars, as the spec's payload records it (design §10).
      `INSERT INTO payments (id, sale_id, shop_id, amount, method, amount_in_currency, created_at)
       SELECT bench_uuid7(created_at), id, shop_id, total_paid, payment_method, total_paid, created_at
       FROM sales WHERE total_paid > 0 AND shop_id IN (SELECT shop_id FROM seller_plan)`,
    );
    await timed(
      client,
      'expenses',
      `INSERT INTO expenses (id, shop_id, description, amount, category, date, created_at, updated_at)
       SELECT bench_uuid7(d), s.shop_id, 'Gasto ' || i, round((5 + i % 200)::numeric, 2),
              (ARRAY['RENT','UTILITIES','MARKETING','SUPPLIES','TRANSPORT','MAINTENANCE','INSURANCE','TAXES',
                     'SALARY','PROFESSIONAL','OTHER'])[1 + i % 11]::expense_category, d, d, d
       FROM seller_plan s
       CROSS JOIN LATERAL generate_series(1, CASE WHEN s.n <= 2 THEN 1000 ELSE 20 END) AS i
       CROSS JOIN LATERAL (SELECT now() - random() * interval '365 days' + i * interval '0 seconds') AS x(d)`,
    );
    await client.query(`INSERT INTO bench_meta (scale, seeded_at) VALUES ($1, now())`, [scale.name]);
    await client.query('COMMIT');
    // VACUUM, not only ANALYZE: a fresh visibility map lets the list and stats queries scan index-only.
    await timed(client, 'vacuum', 'VACUUM (ANALYZE)');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  log(`seeded scale "${scale.name}" in ${((Date.now() - started) / 1000).toFixed(0)}s`);
}
