import {
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_REQUIRED,
  type TProductImportField,
} from '@cuadre/shared/imports/import-columns';
import { PRODUCT_UNITS, PRODUCT_UNIT_LABELS, type TProductUnit } from '@cuadre/shared/constants';
import { parseDecimalInput } from '@cuadre/shared/domain/decimal-input';
import { VALIDATION } from '@cuadre/shared/messages';
import type { TImportError } from '@cuadre/shared/schemas/imports';
import { ZProductUpdateRequest } from '@cuadre/shared/schemas/products';
import { cellOf, findColumns, type TColumnIndexes } from './sheet-columns';
import type { TSheet, TSheetCell } from './sheet';

/** A product row as read and checked; a field absent from the file is undefined (what is stored stays). */
export interface TProductRow {
  line: number;
  name: string;
  sku: string;
  price: number;
  cost: number;
  quantity: number;
  /** Undefined when the file has no Unidad column or the cell is empty. */
  unit: TProductUnit | undefined;
  minStock: number | undefined;
  /** Undefined when the file has no Código de barras column; null when its cell is empty. */
  barcode: string | null | undefined;
}

const UNIT_BY_TEXT = new Map<string, TProductUnit>(
  PRODUCT_UNITS.flatMap((unit) => [
    [unit.toLowerCase(), unit],
    [PRODUCT_UNIT_LABELS[unit].toLowerCase(), unit],
  ]),
);
UNIT_BY_TEXT.set('und', 'UNIT')
  .set('unidades', 'UNIT')
  .set('kilo', 'KG')
  .set('kilos', 'KG')
  .set('litro', 'L');

type TRead<T> = { ok: true; value: T } | { ok: false; problem: string };

/** A number as Excel kept it, or as typed with a decimal comma ("1,50", "1.234,56"), never rounded. */
function readNumber(
  cell: TSheetCell | undefined,
  column: string,
  maxDecimals: number,
  quantity = false,
): TRead<number | undefined> {
  if (!cell || cell.text === '') return { ok: true, value: undefined };
  if (cell.number !== null) return { ok: true, value: cell.number };
  const read = parseDecimalInput(cell.text, { maxDecimals, quantity, allowNegative: true });
  return read.ok
    ? { ok: true, value: Number(read.value) }
    : { ok: false, problem: `${column}: ${read.message}` };
}

function readUnit(cell: TSheetCell | undefined): TRead<TProductUnit | undefined> {
  if (!cell || cell.text === '') return { ok: true, value: undefined };
  const unit = UNIT_BY_TEXT.get(cell.text.toLowerCase());
  return unit ? { ok: true, value: unit } : { ok: false, problem: VALIDATION.importUnit };
}

function formulaIn(row: TSheet['rows'][number], indexes: TColumnIndexes<TProductImportField>): string | null {
  for (const field of Object.keys(indexes) as TProductImportField[]) {
    if (cellOf(row, indexes, field)?.formula) return VALIDATION.importFormula(PRODUCT_IMPORT_COLUMNS[field]);
  }
  return null;
}

/**
 * The file's product rows, each checked as the product form checks an edit (0 or more, the unit's decimals, the
 * spec's messages), and each SKU and barcode once in the file. Every problem is said with its line.
 */
export function readProductRows(sheet: TSheet): {
  rows: TProductRow[];
  errors: TImportError[];
  hasColumn: (field: TProductImportField) => boolean;
} {
  const { indexes, problems } = findColumns(sheet.headers, PRODUCT_IMPORT_COLUMNS, PRODUCT_IMPORT_REQUIRED);
  const hasColumn = (field: TProductImportField) => indexes[field] !== undefined;
  if (problems.length > 0)
    return { rows: [], errors: problems.map((message) => ({ line: 1, message })), hasColumn };

  const rows: TProductRow[] = [];
  const errors: TImportError[] = [];
  const fail = (line: number, problem: string) =>
    errors.push({ line, message: VALIDATION.importLine(line, problem) });
  const skuLines = new Map<string, number>();
  const barcodeLines = new Map<string, number>();
  for (const row of sheet.rows) {
    const formula = formulaIn(row, indexes);
    if (formula) {
      fail(row.line, formula);
      continue;
    }
    const text = (field: TProductImportField) => cellOf(row, indexes, field)?.text ?? '';
    const price = readNumber(cellOf(row, indexes, 'price'), PRODUCT_IMPORT_COLUMNS.price, 2);
    const cost = readNumber(cellOf(row, indexes, 'cost'), PRODUCT_IMPORT_COLUMNS.cost, 2);
    const quantity = readNumber(cellOf(row, indexes, 'quantity'), PRODUCT_IMPORT_COLUMNS.quantity, 3, true);
    const minStock = readNumber(cellOf(row, indexes, 'minStock'), PRODUCT_IMPORT_COLUMNS.minStock, 0);
    const unit = readUnit(cellOf(row, indexes, 'unit'));
    const empty = (['name', 'sku', 'price', 'cost', 'quantity'] as const).find((field) => text(field) === '');
    if (empty) {
      fail(row.line, VALIDATION.importEmptyCell(PRODUCT_IMPORT_COLUMNS[empty]));
      continue;
    }
    const unread = [price, cost, quantity, minStock, unit].find((read) => !read.ok);
    if (unread && !unread.ok) {
      fail(row.line, unread.problem);
      continue;
    }
    const barcodeCell = cellOf(row, indexes, 'barcode');
    const checked = ZProductUpdateRequest.safeParse({
      name: text('name'),
      sku: text('sku'),
      price: price.ok ? price.value : undefined,
      cost: cost.ok ? cost.value : undefined,
      quantity: quantity.ok ? quantity.value : undefined,
      unit: unit.ok ? unit.value : undefined,
      minStock: minStock.ok ? minStock.value : undefined,
      barcode: barcodeCell === undefined ? undefined : barcodeCell.text,
    });
    if (!checked.success) {
      fail(row.line, checked.error.issues[0]?.message ?? VALIDATION.importUnreadable);
      continue;
    }
    const product = checked.data;
    const skuKey = product.sku.toLowerCase();
    const firstSku = skuLines.get(skuKey);
    if (firstSku !== undefined) {
      fail(row.line, VALIDATION.importRepeatedSku(firstSku));
      continue;
    }
    skuLines.set(skuKey, row.line);
    if (product.barcode) {
      const firstBarcode = barcodeLines.get(product.barcode);
      if (firstBarcode !== undefined) {
        fail(row.line, VALIDATION.importRepeatedBarcode(firstBarcode));
        continue;
      }
      barcodeLines.set(product.barcode, row.line);
    }
    rows.push({
      line: row.line,
      name: product.name,
      sku: product.sku,
      price: product.price,
      cost: product.cost,
      quantity: product.quantity,
      unit: product.unit,
      minStock: product.minStock,
      barcode: barcodeCell === undefined ? undefined : (product.barcode ?? null),
    });
  }
  return { rows, errors, hasColumn };
}
