import { sql } from 'drizzle-orm';
import { fitsUnit } from '@cuadre/shared/stock/quantity';
import {
  isScientificNotation,
  lostLeadingZeros,
  ROUND_TRIP_MESSAGES,
  roundsToStored,
} from '@cuadre/shared/imports/spreadsheet-codes';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TImportError } from '@cuadre/shared/imports/schemas';
import { DEFAULT_MIN_STOCK } from '@cuadre/shared/stock/constants';
import type { TProductUnit } from '@cuadre/shared/products/constants';
import type { TDbOrTx } from '../../db/client';
import { newTimeOrderedId } from '../../lib/time-ordered-id';
import { stockMovementsInsert } from '../stock/stock-movements.writer';
import type { TProductRow } from './product-rows';
import type { TActor, TShopId } from '../../lib/auth/shop-scope';

/** A live product of the seller with a SKU of the file, as stored. */
type TStoredProduct = {
  id: string;
  sku_key: string;
  name: string;
  sku: string;
  price: number;
  cost: number;
  quantity: number;
  unit: TProductUnit;
  min_stock: number;
  barcode: string | null;
  category: string | null;
  description: string | null;
};

/** What a row becomes: a new product, a change of one (its id), or nothing. */
export interface TProductPlan {
  created: TProductRow[];
  updated: { id: string; row: TProductValues }[];
  unchanged: number;
  errors: TImportError[];
}

/** A row with what the file left out taken from the stored product (or the defaults of a new one). */
type TProductValues = Omit<TProductRow, 'unit' | 'minStock' | 'barcode' | 'category' | 'description'> & {
  unit: TProductUnit;
  minStock: number | null;
  barcode: string | null;
  category: string | null;
  description: string | null;
};

const STORED_COLUMNS = sql`p.id, lower(p.sku) AS sku_key, p.name, p.sku, p.price::float8 AS price,
  p.cost::float8 AS cost, p.quantity::float8 AS quantity, p.unit, p.min_stock::float8 AS min_stock, p.barcode,
  p.category, p.description`;

/** The seller's live products with these SKUs (any case), through products_shop_sku_live_key. */
async function storedBySku(
  db: TDbOrTx,
  shopId: TShopId,
  skus: string[],
): Promise<Map<string, TStoredProduct>> {
  const result = await db.execute<TStoredProduct>(sql`
    SELECT ${STORED_COLUMNS}
    FROM unnest(${sql.param(skus.map((sku) => sku.toLowerCase()))}::text[]) AS wanted(sku_key)
    JOIN products AS p ON p.shop_id = ${shopId} AND p.deleted_at IS NULL AND lower(p.sku) = wanted.sku_key`);
  return new Map(result.rows.map((row) => [row.sku_key, row]));
}

/**
 * The seller's live products the file's ID column names: an id of another shop's product, or of a deleted one,
 * finds nothing.
 */
async function storedById(db: TDbOrTx, shopId: TShopId, ids: string[]): Promise<Map<string, TStoredProduct>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute<TStoredProduct>(sql`
    SELECT ${STORED_COLUMNS}
    FROM products AS p
    WHERE p.id = ANY(${sql.param(ids)}::uuid[]) AND p.shop_id = ${shopId} AND p.deleted_at IS NULL`);
  return new Map(result.rows.map((row) => [row.id, row]));
}

/**
 * The seller's live products whose SKU is one of these digits with leading zeros (00123 for 123: a spreadsheet
 * dropped them), each only when a single product fits.
 */
async function storedByZeroSku(
  db: TDbOrTx,
  shopId: TShopId,
  digits: string[],
): Promise<Map<string, TStoredProduct>> {
  if (digits.length === 0) return new Map();
  const result = await db.execute<TStoredProduct & { digits: string }>(sql`
    SELECT ${STORED_COLUMNS}, ltrim(p.sku, '0') AS digits
    FROM products AS p
    WHERE p.shop_id = ${shopId} AND p.deleted_at IS NULL AND p.sku ~ '^0+[0-9]+$'
      AND ltrim(p.sku, '0') = ANY(${sql.param(digits)}::text[])`);
  const found = new Map<string, TStoredProduct | null>();
  for (const row of result.rows) found.set(row.digits, found.has(row.digits) ? null : row);
  return new Map([...found].flatMap(([key, row]) => (row ? [[key, row] as const] : [])));
}

/** Barcodes of the file already on another of the seller's live products: each names one product (design §13). */
async function takenBarcodes(db: TDbOrTx, shopId: TShopId, barcodes: string[]): Promise<Map<string, string>> {
  if (barcodes.length === 0) return new Map();
  const result = await db.execute<{ barcode: string; id: string }>(sql`
    SELECT p.barcode, p.id
    FROM products AS p
    WHERE p.shop_id = ${shopId} AND p.deleted_at IS NULL AND p.barcode = ANY(${sql.param(barcodes)}::text[])`);
  return new Map(result.rows.map((row) => [row.barcode, row.id]));
}

/**
 * The stored barcode a row's stands for: the same, or as a spreadsheet wrote it back (leading zeros dropped, or
 * rounded to 7,59123E+12 by Excel). Undefined: a rounded barcode that is not the stored one, which nobody can
 * read back.
 */
function barcodeOf(row: TProductRow, existing: TStoredProduct | undefined): string | null | undefined {
  if (row.barcode === undefined) return existing?.barcode ?? null;
  const stored = existing?.barcode;
  if (row.barcode && stored && (lostLeadingZeros(row.barcode, stored) || roundsToStored(row.barcode, stored)))
    return stored;
  return row.barcode && isScientificNotation(row.barcode) ? undefined : row.barcode;
}

/**
 * Matches the rows with the seller's products (design §15, docs/imports.md): by the file's ID column first, then
 * by SKU (any case; a SKU of digits also with the leading zeros a spreadsheet dropped). A new SKU is a new
 * product; a known one is changed only where the file says something else — a second import of the same file, or
 * an export opened and saved in a spreadsheet, changes nothing. A fraction for a product sold by the unit,
 * another product's barcode or SKU, or two rows of one product, is a row's problem.
 */
export async function planProductImport(
  db: TDbOrTx,
  shopId: TShopId,
  rows: TProductRow[],
  ids: ReadonlyMap<number, string> = new Map(),
): Promise<TProductPlan> {
  const stored = await storedBySku(
    db,
    shopId,
    rows.map((row) => row.sku),
  );
  const byId = await storedById(db, shopId, [...new Set(ids.values())]);
  const byZeroSku = await storedByZeroSku(
    db,
    shopId,
    rows.flatMap((row) => (/^\d+$/.test(row.sku) && !stored.has(row.sku) ? [row.sku] : [])),
  );
  const barcodes = await takenBarcodes(
    db,
    shopId,
    rows.flatMap((row) => (row.barcode ? [row.barcode] : [])),
  );
  const plan: TProductPlan = { created: [], updated: [], unchanged: 0, errors: [] };
  const fail = (line: number, problem: string) =>
    plan.errors.push({ line, message: VALIDATION.importLine(line, problem) });
  const matchedLines = new Map<string, number>();
  for (const row of rows) {
    const id = ids.get(row.line);
    const existing =
      (id === undefined ? undefined : byId.get(id)) ??
      stored.get(row.sku.toLowerCase()) ??
      byZeroSku.get(row.sku);
    const firstLine = existing ? matchedLines.get(existing.id) : undefined;
    if (existing && firstLine !== undefined) {
      fail(row.line, ROUND_TRIP_MESSAGES.sameRecord('producto', firstLine));
      continue;
    }
    if (existing) matchedLines.set(existing.id, row.line);
    const sku = existing && lostLeadingZeros(row.sku, existing.sku) ? existing.sku : row.sku;
    const skuOwner = stored.get(sku.toLowerCase());
    if (existing && skuOwner && skuOwner.id !== existing.id) {
      fail(row.line, ROUND_TRIP_MESSAGES.skuOfAnother(sku));
      continue;
    }
    const barcode = barcodeOf(row, existing);
    if (barcode === undefined) {
      fail(row.line, ROUND_TRIP_MESSAGES.barcodeRounded(row.barcode ?? ''));
      continue;
    }
    const values: TProductValues = {
      ...row,
      sku,
      unit: row.unit ?? existing?.unit ?? 'UNIT',
      minStock: row.minStock ?? existing?.min_stock ?? null,
      category: row.category === undefined ? (existing?.category ?? null) : row.category,
      description: row.description === undefined ? (existing?.description ?? null) : row.description,
      barcode,
    };
    if (!fitsUnit(values.quantity, values.unit)) {
      plan.errors.push({
        line: row.line,
        message: VALIDATION.importLine(row.line, VALIDATION.productQuantityInteger),
      });
      continue;
    }
    const barcodeOwner = values.barcode ? barcodes.get(values.barcode) : undefined;
    if (barcodeOwner !== undefined && barcodeOwner !== existing?.id) {
      plan.errors.push({
        line: row.line,
        message: VALIDATION.importLine(row.line, VALIDATION.importBarcodeTaken),
      });
      continue;
    }
    if (!existing) {
      plan.created.push({ ...row, sku, unit: values.unit, minStock: row.minStock, barcode: values.barcode });
      continue;
    }
    const same =
      existing.name === values.name &&
      existing.sku === values.sku &&
      existing.price === values.price &&
      existing.cost === values.cost &&
      existing.quantity === values.quantity &&
      existing.unit === values.unit &&
      existing.min_stock === values.minStock &&
      existing.barcode === values.barcode &&
      existing.category === values.category &&
      existing.description === values.description;
    if (same) plan.unchanged += 1;
    else plan.updated.push({ id: existing.id, row: values });
  }
  return plan;
}

/**
 * Writes the plan in one statement, inside the caller's transaction (a race it detects throws and undoes it): the changed products (locked in id order, as a sale locks them) and the new
 * ones, and an IMPORT movement for every stock that changed or opened (design §13, §15) — all or nothing.
 * Answers the ids of the changed products (the sales forget what they remembered of them).
 */
export async function writeProductImport(
  db: TDbOrTx,
  { shopId, memberId }: TActor,
  plan: TProductPlan,
): Promise<string[]> {
  const importId = newTimeOrderedId();
  const updated = plan.updated.map(({ id, row }) => ({ id, ...row }));
  const created = plan.created.map((row) => ({ ...row, id: newTimeOrderedId() }));
  const result = await db.execute<{ id: string }>(sql`
    WITH changed AS (
      SELECT * FROM unnest(${sql.param(updated.map((row) => row.id))}::uuid[],
                           ${sql.param(updated.map((row) => row.name))}::text[],
                           ${sql.param(updated.map((row) => row.sku))}::text[],
                           ${sql.param(updated.map((row) => row.price))}::numeric[],
                           ${sql.param(updated.map((row) => row.cost))}::numeric[],
                           ${sql.param(updated.map((row) => row.quantity))}::numeric[],
                           ${sql.param(updated.map((row) => row.unit))}::product_unit[],
                           ${sql.param(updated.map((row) => row.minStock))}::numeric[],
                           ${sql.param(updated.map((row) => row.barcode))}::text[],
                           ${sql.param(updated.map((row) => row.category))}::text[],
                           ${sql.param(updated.map((row) => row.description))}::text[])
             AS v(id, name, sku, price, cost, quantity, unit, min_stock, barcode, category, description)
    ), locked AS (
      SELECT p.id, p.quantity, clock_timestamp() AS at
      FROM products AS p
      WHERE p.id IN (SELECT id FROM changed) AND p.shop_id = ${shopId} AND p.deleted_at IS NULL
      ORDER BY p.id
      FOR UPDATE
    ), updated AS (
      UPDATE products AS p
      SET name = v.name, sku = v.sku, price = v.price, cost = v.cost, quantity = v.quantity, unit = v.unit,
          min_stock = coalesce(v.min_stock, p.min_stock), barcode = v.barcode, category = v.category,
          description = v.description, updated_at = now()
      FROM changed AS v JOIN locked AS l ON l.id = v.id
      WHERE p.id = v.id
      RETURNING p.id, l.quantity AS before, p.quantity AS after, p.cost, l.at
    ), inserted AS (
      INSERT INTO products (id, shop_id, name, sku, price, cost, quantity, unit, min_stock, barcode, category,
                            description)
      SELECT v.id, ${shopId}::uuid, v.name, v.sku, v.price, v.cost, v.quantity, v.unit,
             coalesce(v.min_stock, ${DEFAULT_MIN_STOCK}), v.barcode, v.category, v.description
      FROM unnest(${sql.param(created.map((row) => row.id))}::uuid[],
                  ${sql.param(created.map((row) => row.name))}::text[],
                  ${sql.param(created.map((row) => row.sku))}::text[],
                  ${sql.param(created.map((row) => row.price))}::numeric[],
                  ${sql.param(created.map((row) => row.cost))}::numeric[],
                  ${sql.param(created.map((row) => row.quantity))}::numeric[],
                  ${sql.param(created.map((row) => row.unit))}::product_unit[],
                  ${sql.param(created.map((row) => row.minStock ?? null))}::numeric[],
                  ${sql.param(created.map((row) => row.barcode))}::text[],
                  ${sql.param(created.map((row) => row.category ?? null))}::text[],
                  ${sql.param(created.map((row) => row.description ?? null))}::text[])
           AS v(id, name, sku, price, cost, quantity, unit, min_stock, barcode, category, description)
      RETURNING id, quantity, cost
    ), moved AS (${stockMovementsInsert(
      'IMPORT',
      // A changed product's stock moves by the difference, a new one's opens with its stock.
      sql`
        SELECT ${shopId}::uuid AS shop_id, ${memberId}::uuid AS member_id, u.id AS product_id,
               u.after - u.before AS quantity, u.after AS stock,
               u.cost AS unit_cost, ${importId}::uuid AS document_id, NULL AS reason, NULL AS note,
               u.at AS created_at, 1 AS ordinal
        FROM updated AS u
        WHERE u.after <> u.before
        UNION ALL
        SELECT ${shopId}::uuid, ${memberId}::uuid, i.id, i.quantity, i.quantity, i.cost, ${importId}::uuid, NULL,
               NULL,
               clock_timestamp(), 1
        FROM inserted AS i`,
    )}
    )
    SELECT id FROM updated`);
  if (result.rows.length !== updated.length) throw new ImportRaceError();
  return result.rows.map((row) => row.id);
}

/** A product of the file was deleted or changed by another request meanwhile: nothing was written; try again. */
export class ImportRaceError extends Error {}
