import type pg from 'pg';

/**
 * Proof that a request changed nothing, cheap enough to take thousands of times: per table of the public
 * schema (read from the catalogue, so a new table is covered the day it is created), the row count and the
 * newest row version's xmin. Every committed INSERT or UPDATE leaves a row version whose xmin is a transaction id
 * newer than any before it; a DELETE alone lowers the count. So any committed change moves the fingerprint,
 * while reads and row locks (SELECT … FOR UPDATE) leave it as it was. Rolled-back work leaves no visible
 * version, which is exactly the guarantee: a rejected request leaves no trace.
 */
export interface TFingerprinter {
  take: () => Promise<string>;
  tables: string[];
}

export async function createFingerprinter(pool: pg.Pool): Promise<TFingerprinter> {
  const { rows } = await pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const tables = rows.map((row) => row.table_name);
  const text = tables
    .map(
      (table) =>
        `SELECT '${table}' AS t, count(*) AS n, coalesce(max(xmin::text::bigint), 0) AS x FROM "${table}"`,
    )
    .join(' UNION ALL ');
  return {
    tables,
    take: async () => {
      // A named statement is planned once per connection: thousands of calls stay cheap.
      const result = await pool.query<{ t: string; n: string; x: string }>({ name: 'db-fingerprint', text });
      return result.rows.map((row) => `${row.t}:${row.n}:${row.x}`).join(' ');
    },
  };
}

/** Tables whose rows belong to one seller (they have a shop_id column). */
export async function tenantTables(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c
       JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = 'public' AND c.column_name = 'shop_id' AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** Every row a seller owns, table by table, in a stable order: to compare before and after, value by value. */
export async function rowsOfSeller(
  pool: pg.Pool,
  tables: string[],
  userId: string,
): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of tables) {
    const { rows } = await pool.query(
      `SELECT to_jsonb(t) AS row FROM "${table}" t WHERE shop_id = $1 ORDER BY to_jsonb(t)::text`,
      [userId],
    );
    snapshot[table] = rows.map((row: { row: unknown }) => row.row);
  }
  const { rows } = await pool.query(`SELECT to_jsonb(u) AS row FROM users u WHERE id = $1`, [userId]);
  snapshot.users = rows.map((row: { row: unknown }) => row.row);
  return snapshot;
}
