import { IMPORT_PREVIEW_ROWS } from '@cuadre/shared/imports/import-columns';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type {
  TClientImportChoice,
  TImportError,
  TImportMapping,
  TImportResult,
  TProductImportChoice,
} from '@cuadre/shared/imports/schemas';
import type { TDb, TTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TProductEvents } from '../../lib/product-events';
import { withStockLimits } from '../stock/stock-limits';
import { readClientRows } from './client-rows';
import { planClientImport, writeClientImport } from './import-clients';
import { ImportRaceError, planProductImport, writeProductImport } from './import-products';
import { readProductRows } from './product-rows';
import { recordIdsOf } from './record-ids';
import type { TSheet } from './sheet';
import { SheetError } from './sheet-error';
import { readSheetOffThread } from './sheet-reading';
import type { TActor, TShopId } from '../../lib/auth/shop-scope';

/** Errors an answer lists: enough to fix a file, not a wall of 20,000 lines. */
const MAX_LISTED_ERRORS = 100;

function previewOf(sheet: TSheet): Pick<TImportResult, 'columns' | 'preview'> {
  return {
    columns: sheet.headers,
    preview: sheet.rows
      .slice(0, IMPORT_PREVIEW_ROWS)
      .map((row) => ({ line: row.line, cells: row.cells.map((cell) => (cell.formula ? '=…' : cell.text)) })),
  };
}

/** The file's sheet, or the answer that says why it cannot be read (nothing to preview). */
async function sheetOf(file: Uint8Array<ArrayBuffer>, dryRun: boolean): Promise<TSheet | TImportResult> {
  try {
    return await readSheetOffThread(file);
  } catch (error) {
    if (!(error instanceof SheetError)) throw error;
    return refusedOrAnswered(
      {
        dryRun,
        rows: 0,
        created: 0,
        updated: 0,
        unchanged: 0,
        columns: [],
        preview: [],
        mapping: null,
        warnings: [],
      },
      [{ line: null, message: error.message }],
    );
  }
}

/**
 * A dry run answers what would happen, errors included; a real import with any error writes nothing and is a
 * 400 naming every line (design §15: all or nothing).
 */
function refusedOrAnswered(result: Omit<TImportResult, 'errors'>, errors: TImportError[]): TImportResult {
  const listed = errors.slice(0, MAX_LISTED_ERRORS);
  if (errors.length > 0 && !result.dryRun) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      VALIDATION.importFailed(errors.length),
      listed.map((error) => error.message),
    );
  }
  return { ...result, errors: listed };
}

/** Undoes a write another request raced (a product of the file deleted meanwhile): the seller imports again. */
async function inTransaction(db: TDb, write: (tx: TTx) => Promise<void>): Promise<void> {
  try {
    await db.transaction(write);
  } catch (error) {
    if (error instanceof ImportRaceError) {
      throw new AppError(409, 'VALIDATION_ERROR', VALIDATION.importRaced, [VALIDATION.importRaced]);
    }
    throw error;
  }
}

/** The counts and the preview of a read file, whatever it imports, with the columns it read and its warnings. */
function resultOf(
  sheet: TSheet,
  dryRun: boolean,
  plan: { created: unknown[]; updated: unknown[]; unchanged: number } | null,
  read: { mapping: TImportMapping; warnings?: TImportError[] },
): Omit<TImportResult, 'errors'> {
  return {
    dryRun,
    rows: sheet.rows.length,
    created: plan?.created.length ?? 0,
    updated: plan?.updated.length ?? 0,
    unchanged: plan?.unchanged ?? 0,
    ...previewOf(sheet),
    mapping: read.mapping,
    warnings: (read.warnings ?? []).slice(0, MAX_LISTED_ERRORS),
  };
}

/** POST /products/import (design §15): a catalogue from CSV or XLSX, matched by id or SKU, its stock as IMPORT movements. */
export async function importProducts(
  db: TDb,
  events: TProductEvents,
  actor: TActor,
  file: Uint8Array<ArrayBuffer>,
  dryRun: boolean,
  choice?: TProductImportChoice,
): Promise<TImportResult> {
  const { shopId } = actor;
  const sheet = await sheetOf(file, dryRun);
  if (!('headers' in sheet)) return sheet;
  const { rows, errors, warnings, mapping } = readProductRows(sheet, choice);
  const plan = errors.length === 0 ? await planProductImport(db, shopId, rows, recordIdsOf(sheet)) : null;
  const allErrors = [...errors, ...(plan?.errors ?? [])].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const result = refusedOrAnswered(resultOf(sheet, dryRun, plan, { mapping, warnings }), allErrors);
  if (dryRun || !plan) return result;
  let changed: string[] = [];
  await withStockLimits(() =>
    inTransaction(db, async (tx) => {
      changed = await writeProductImport(tx, actor, plan);
    }),
  );
  // Sales remember products' names, costs and units (sales/product-snapshots.ts).
  for (const productId of changed) events.productChanged(shopId, productId);
  return result;
}

/** POST /clients/import (design §15): a client list from CSV or XLSX, matched by id, RIF, e-mail, or name and phone. */
export async function importClients(
  db: TDb,
  shopId: TShopId,
  file: Uint8Array<ArrayBuffer>,
  dryRun: boolean,
  choice?: TClientImportChoice,
): Promise<TImportResult> {
  const sheet = await sheetOf(file, dryRun);
  if (!('headers' in sheet)) return sheet;
  const { rows, errors, mapping } = readClientRows(sheet, choice);
  const plan = errors.length === 0 ? await planClientImport(db, shopId, rows, recordIdsOf(sheet)) : null;
  const allErrors = [...errors, ...(plan?.errors ?? [])].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const result = refusedOrAnswered(resultOf(sheet, dryRun, plan, { mapping }), allErrors);
  if (!dryRun && plan) await inTransaction(db, (tx) => writeClientImport(tx, shopId, plan));
  return result;
}
