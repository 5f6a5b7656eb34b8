import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { isVenezuela } from '@cuadre/shared/money/constants';
import { phoneDigitsKey, restoredPhone, ROUND_TRIP_MESSAGES } from '@cuadre/shared/imports/spreadsheet-codes';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TImportError } from '@cuadre/shared/imports/schemas';
import type { TDbOrTx } from '../../db/client';
import type { TClientRow } from './client-rows';
import type { TShopId } from '../../lib/auth/shop-scope';

export interface TClientPlan {
  created: TClientRow[];
  updated: { id: string; row: TClientRow }[];
  unchanged: number;
  errors: TImportError[];
}

type TStoredClient = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  tax_id: string | null;
};

/** Stored clients by a key; a key two of them share names neither (null). */
function indexBy(clients: readonly TStoredClient[], keyOf: (client: TStoredClient) => string | null) {
  const index = new Map<string, TStoredClient | null>();
  for (const client of clients) {
    const key = keyOf(client);
    if (key !== null) index.set(key, index.has(key) ? null : client);
  }
  return (key: string | null) => (key === null ? undefined : (index.get(key) ?? undefined));
}

const nameAndPhone = (name: string, phone: string | null) =>
  `${name.toLowerCase()}|${phone ? phoneDigitsKey(phone) : ''}`;

/**
 * Matches the rows with the seller's live clients (docs/imports.md): by the file's ID column first (another
 * shop's id, or a deleted client's, finds nothing), then by RIF or cédula, then by e-mail (any case), then — a
 * row without e-mail, a client without one — by name and the phone's digits (leading zeros aside: a spreadsheet
 * drops them). Only a key one client has matches: a family that shares a phone keeps two clients. A new one is
 * created, a known one changed only where the file differs — importing the same file twice, or an export opened
 * and saved in a spreadsheet, changes nothing — and two rows of one client are a row's problem. A phone a
 * spreadsheet turned into a number gets its zeros back (restoredPhone).
 */
export async function planClientImport(
  db: TDbOrTx,
  shopId: TShopId,
  rows: TClientRow[],
  ids: ReadonlyMap<number, string> = new Map(),
): Promise<TClientPlan> {
  const emails = rows.flatMap((row) => (row.email ? [row.email.toLowerCase()] : []));
  const names = rows.flatMap((row) => (row.email ? [] : [row.name.toLowerCase()]));
  const taxIds = rows.flatMap((row) => (row.taxId ? [row.taxId] : []));
  const seller = await db.execute<{ currency: string | null }>(
    sql`SELECT u.currency FROM shops AS u WHERE u.id = ${shopId}`,
  );
  const isVenezuelan = isVenezuela({ currency: seller.rows[0]?.currency });
  const result = await db.execute<TStoredClient>(sql`
    SELECT c.id, c.name, c.email, c.phone, c.tax_id
    FROM clients AS c
    WHERE c.shop_id = ${shopId} AND c.deleted_at IS NULL
      AND (c.id = ANY(${sql.param([...new Set(ids.values())])}::uuid[])
           OR c.tax_id = ANY(${sql.param(taxIds)}::text[])
           OR lower(c.email) = ANY(${sql.param(emails)}::text[])
           OR (c.email IS NULL AND lower(c.name) = ANY(${sql.param(names)}::text[])))`);
  const byId = indexBy(result.rows, (client) => client.id);
  const byTaxId = indexBy(result.rows, (client) => client.tax_id);
  const byEmail = indexBy(result.rows, (client) => client.email?.toLowerCase() ?? null);
  const byNameAndPhone = indexBy(result.rows, (client) =>
    client.email ? null : nameAndPhone(client.name, client.phone),
  );
  const plan: TClientPlan = { created: [], updated: [], unchanged: 0, errors: [] };
  const matchedLines = new Map<string, number>();
  for (const fileRow of rows) {
    const existing =
      byId(ids.get(fileRow.line) ?? null) ??
      byTaxId(fileRow.taxId ?? null) ??
      (fileRow.email
        ? byEmail(fileRow.email.toLowerCase())
        : byNameAndPhone(nameAndPhone(fileRow.name, fileRow.phone)));
    const row = {
      ...fileRow,
      phone: restoredPhone(fileRow.phone, { stored: existing?.phone, isVenezuelan }),
    };
    if (!existing) {
      plan.created.push(row);
      continue;
    }
    const firstLine = matchedLines.get(existing.id);
    if (firstLine !== undefined) {
      plan.errors.push({
        line: row.line,
        message: VALIDATION.importLine(row.line, ROUND_TRIP_MESSAGES.sameRecord('cliente', firstLine)),
      });
      continue;
    }
    matchedLines.set(existing.id, row.line);
    if (
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
export async function writeClientImport(db: TDbOrTx, shopId: TShopId, plan: TClientPlan): Promise<void> {
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
      WHERE c.id = v.id AND c.shop_id = ${shopId} AND c.deleted_at IS NULL
      RETURNING c.id
    )
    INSERT INTO clients (id, shop_id, name, email, phone, tax_id)
    SELECT v.id, ${shopId}::uuid, v.name, v.email, v.phone, v.tax_id
    FROM unnest(${sql.param(created.map((client) => client.id))}::uuid[],
                ${sql.param(created.map((client) => client.name))}::text[],
                ${sql.param(created.map((client) => client.email))}::text[],
                ${sql.param(created.map((client) => client.phone))}::text[],
                ${sql.param(created.map((client) => client.taxId ?? null))}::text[])
           AS v(id, name, email, phone, tax_id)`);
}
