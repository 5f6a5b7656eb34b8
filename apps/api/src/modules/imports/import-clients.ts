import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { clientKey, type TClientRow } from './client-rows';

export interface TClientPlan {
  created: TClientRow[];
  updated: { id: string; row: TClientRow }[];
  unchanged: number;
}

/**
 * Matches the rows with the seller's live clients (by e-mail, else by name and phone): a new one is created, a
 * known one changed only where the file differs — importing the same file twice changes nothing.
 */
export async function planClientImport(
  db: TDbOrTx,
  userId: string,
  rows: TClientRow[],
): Promise<TClientPlan> {
  const emails = rows.flatMap((row) => (row.email ? [row.email.toLowerCase()] : []));
  const names = rows.flatMap((row) => (row.email ? [] : [row.name.toLowerCase()]));
  const result = await db.execute<{
    id: string;
    name: string;
    email: string | null;
    phone: string | null;
    tax_id: string | null;
  }>(sql`
    SELECT c.id, c.name, c.email, c.phone, c.tax_id
    FROM clients AS c
    WHERE c.user_id = ${userId} AND c.deleted_at IS NULL
      AND (lower(c.email) = ANY(${sql.param(emails)}::text[])
           OR (c.email IS NULL AND lower(c.name) = ANY(${sql.param(names)}::text[])))`);
  const stored = new Map(result.rows.map((client) => [clientKey(client), client]));
  const plan: TClientPlan = { created: [], updated: [], unchanged: 0 };
  for (const row of rows) {
    const existing = stored.get(clientKey(row));
    if (!existing) plan.created.push(row);
    else if (
      existing.name === row.name &&
      existing.email === row.email &&
      existing.phone === row.phone &&
      (row.taxId === undefined || existing.tax_id === row.taxId)
    )
      plan.unchanged += 1;
    else plan.updated.push({ id: existing.id, row });
  }
  return plan;
}

/** Writes the plan in one statement inside the caller's transaction. */
export async function writeClientImport(db: TDbOrTx, userId: string, plan: TClientPlan): Promise<void> {
  const updated = plan.updated;
  const created = plan.created.map((row) => ({ ...row, id: randomUUID() }));
  await db.execute(sql`
    WITH changed AS (
      UPDATE clients AS c
      SET name = v.name, email = v.email, phone = v.phone,
          tax_id = CASE WHEN v.keep_tax_id THEN c.tax_id ELSE v.tax_id END, updated_at = now()
      FROM unnest(${sql.param(updated.map((client) => client.id))}::uuid[],
                  ${sql.param(updated.map((client) => client.row.name))}::text[],
                  ${sql.param(updated.map((client) => client.row.email))}::text[],
                  ${sql.param(updated.map((client) => client.row.phone))}::text[],
                  ${sql.param(updated.map((client) => client.row.taxId ?? null))}::text[],
                  ${sql.param(updated.map((client) => client.row.taxId === undefined))}::boolean[])
           AS v(id, name, email, phone, tax_id, keep_tax_id)
      WHERE c.id = v.id AND c.user_id = ${userId} AND c.deleted_at IS NULL
      RETURNING c.id
    )
    INSERT INTO clients (id, user_id, name, email, phone, tax_id)
    SELECT v.id, ${userId}::uuid, v.name, v.email, v.phone, v.tax_id
    FROM unnest(${sql.param(created.map((client) => client.id))}::uuid[],
                ${sql.param(created.map((client) => client.name))}::text[],
                ${sql.param(created.map((client) => client.email))}::text[],
                ${sql.param(created.map((client) => client.phone))}::text[],
                ${sql.param(created.map((client) => client.taxId ?? null))}::text[])
           AS v(id, name, email, phone, tax_id)`);
}
