import pg from 'pg';
import { withClient } from '../src/db/one-client';
import { qualified, readAppSequences, readAppTables } from '../src/backups/app-tables';

/** A table as a restore must give it back: its row count, the sum of each numeric column, a digest of its rows. */
export interface TTableFigures {
  rows: number;
  sums: Record<string, string | null>;
  digest: string;
}

const NUMERIC_TYPES = ['numeric', 'integer', 'bigint', 'smallint', 'real', 'double precision'];

/**
 * Every table of the app's schema (whatever tables a later migration adds) with its figures, and every sequence
 * with its value: two databases with equal figures hold the same rows. The sums make a failure readable
 * (sales.total, payments.amount, products.quantity, seller_counters.value …); the digest catches the rest.
 */
export async function tableFigures(url: string): Promise<{
  tables: Record<string, TTableFigures>;
  sequences: Awaited<ReturnType<typeof readAppSequences>>;
}> {
  return withClient(url, async (client) => {
    const tables: Record<string, TTableFigures> = {};
    for (const table of await readAppTables(client)) {
      const { rows: numeric } = await client.query<{ column_name: string }>(
        `SELECT column_name::text FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = $1 AND data_type = ANY($2) ORDER BY ordinal_position`,
        [table.name, NUMERIC_TYPES],
      );
      const sums = numeric.map(({ column_name: column }) => `sum(t.${pg.escapeIdentifier(column)})::text`);
      const { rows } = await client.query<{ count: string; digest: string; sums: (string | null)[] }>(
        `SELECT count(*)::text AS count,
                md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest,
                ARRAY[${sums.length > 0 ? sums.join(', ') : ''}]::text[] AS sums
           FROM ${qualified(table.name)} AS t`,
      );
      const row = rows[0]!;
      tables[table.name] = {
        rows: Number(row.count),
        digest: row.digest,
        sums: Object.fromEntries(numeric.map(({ column_name: column }, i) => [column, row.sums[i] ?? null])),
      };
    }
    return { tables, sequences: await readAppSequences(client) };
  });
}
