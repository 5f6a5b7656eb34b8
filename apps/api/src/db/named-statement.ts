import { createHash } from 'node:crypto';
import { fillPlaceholders, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from './client';

const dialect = new PgDialect();

/** A value, or the placeholder a named statement fills in at each run. */
export type TSqlValue<T> = T | Placeholder;

export interface TNamedStatement<TRow, TValues extends object> {
  readonly name: string;
  /** The SQL text with $n parameters, and the parameters' values for `values` (for EXPLAIN in tests). */
  readonly text: string;
  parametersOf(values: TValues): unknown[];
  run(db: TDbOrTx, values: TValues): Promise<TRow[]>;
}

/**
 * A statement of the busiest calls, turned into SQL once and sent as a named (prepared) statement: each
 * pooled connection parses and plans it once instead of on every request. For short statements run this
 * often, parsing and planning is a large share of PostgreSQL's work, on cores it shares with the app
 * (docs/history/performance-sessions-1-8.md, "The busiest statements are prepared once per connection").
 * Values go in through `sql.placeholder(name)`; the rows come back as `db.execute` gives them (numeric and
 * timestamptz as strings).
 *
 * The name is derived from the text, so two different statements can never share one (node-postgres
 * refuses a name reused with another text on the same connection).
 */
export function namedStatement<TRow, TValues extends object>(query: SQL): TNamedStatement<TRow, TValues> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `s_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  return {
    name,
    text,
    parametersOf: (values) => fillPlaceholders(params, values as Record<string, unknown>),
    async run(db, values) {
      const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
      // Without selected fields drizzle hands back node-postgres's own result; its type says `unknown`.
      const result = (await prepared.execute(values as Record<string, unknown>)) as { rows: TRow[] };
      return result.rows;
    },
  };
}
