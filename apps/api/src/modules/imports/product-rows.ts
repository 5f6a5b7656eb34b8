import {
  PRODUCT_IMPORT_ALIASES,
  PRODUCT_IMPORT_FIELDS,
  PRODUCT_IMPORT_LAYOUTS,
  PRODUCT_IMPORT_REQUIRED,
  type TProductImportField,
} from '@cuadre/shared/imports/import-columns';
import { IMPORT_PROBLEMS, IMPORT_WARNINGS } from '@cuadre/shared/imports/import-messages';
import { PRODUCT_UNITS, PRODUCT_UNIT_LABELS, type TProductUnit } from '@cuadre/shared/products/constants';
import { decimalMarkOf, parseDecimalInput, type TDecimalMark } from '@cuadre/shared/money/decimal-input';
import { printableText } from '@cuadre/shared/documents/printable-text';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TImportError, TImportMapping, TProductImportChoice } from '@cuadre/shared/imports/schemas';
import { ZProductUpdateRequest } from '@cuadre/shared/products/schemas';
import { cellOf, chooseColumns, type TColumnIndexes, type TFileFields } from './sheet-columns';
import type { TSheet, TSheetCell } from './sheet';

/** A product row as read and checked; a field absent from the file is undefined (what is stored stays). */
export interface TProductRow {
  line: number;
  name: string;
  sku: string;
  price: number;
  cost: number;
  quantity: number;
  /** Undefined when the file says nothing of it (no Unidad nor Por peso column, or their cells empty). */
  unit: TProductUnit | undefined;
  minStock: number | undefined;
  /** Undefined when the file has no Código de barras column; null when its cell is empty. */
  barcode: string | null | undefined;
  /** As the barcode: undefined without the column, null for an empty cell. */
  category: string | null | undefined;
  description: string | null | undefined;
}

const PRODUCT_FILE: TFileFields<TProductImportField> = {
  labels: PRODUCT_IMPORT_FIELDS,
  aliases: PRODUCT_IMPORT_ALIASES,
  required: PRODUCT_IMPORT_REQUIRED,
  layouts: PRODUCT_IMPORT_LAYOUTS,
};
const LABEL = PRODUCT_IMPORT_FIELDS;

const UNIT_BY_TEXT = new Map<string, TProductUnit>(
  PRODUCT_UNITS.flatMap((unit) => [
    [unit.toLowerCase(), unit],
    [PRODUCT_UNIT_LABELS[unit].toLowerCase(), unit],
  ]),
);
// Other ways a spreadsheet names a unit: Spanish, and Odoo's units of measure ("Units", "kg", "Liters").
for (const [unit, texts] of [
  ['UNIT', ['und', 'unid', 'unidades', 'units', 'unit(s)', 'pza', 'pieza', 'piezas', 'pcs', 'ea']],
  ['KG', ['kilo', 'kilos', 'kgs', 'kilogramo', 'kilogramos', 'kilogram', 'kilograms']],
  ['G', ['gr', 'grs', 'gramo', 'gramos', 'gram', 'grams']],
  ['L', ['lt', 'lts', 'litro', 'litros', 'liter', 'liters', 'litre', 'litres']],
] as const) {
  for (const text of texts) UNIT_BY_TEXT.set(text, unit);
}

/** A yes or a no as spreadsheets write it (Loyverse: Y/N). */
const FLAG_BY_TEXT = new Map<string, boolean>([
  ...['y', 'yes', 's', 'si', 'sí', 'true', 'verdadero', '1', 'x'].map((text) => [text, true] as const),
  ...['n', 'no', 'false', 'falso', '0'].map((text) => [text, false] as const),
]);

/** Fields an item's variants share: Loyverse writes them on the item's first row only. */
const ITEM_FIELDS = ['name', 'category', 'description', 'weighed', 'unit'] as const;
type TItemField = (typeof ITEM_FIELDS)[number];

/** Fields read as numbers, whose text cells show the file's decimal mark. */
const NUMBER_FIELDS = ['price', 'cost', 'quantity', 'minStock'] as const;

type TRead<T> = { ok: true; value: T } | { ok: false; problem: string };

/**
 * A number as Excel kept it, or as typed: with the file's decimal mark when it is known, else with a decimal comma
 * ("1,50", "1.234,56") or a point the shared parser reads for sure — never rounded, never guessed.
 */
function readNumber(
  cell: TSheetCell | undefined,
  column: string,
  options: { maxDecimals: number; quantity?: boolean; decimalMark: TDecimalMark | null },
): TRead<number | undefined> {
  if (!cell || cell.text === '') return { ok: true, value: undefined };
  if (cell.number !== null) return { ok: true, value: cell.number };
  const read = parseDecimalInput(cell.text, {
    maxDecimals: options.maxDecimals,
    quantity: options.quantity ?? false,
    allowNegative: true,
    ...(options.decimalMark ? { decimalMark: options.decimalMark } : {}),
  });
  return read.ok
    ? { ok: true, value: Number(read.value) }
    : { ok: false, problem: `${column}: ${read.message}` };
}

function readUnit(text: string): TRead<TProductUnit | undefined> {
  if (text === '') return { ok: true, value: undefined };
  const unit = UNIT_BY_TEXT.get(text.toLowerCase());
  return unit ? { ok: true, value: unit } : { ok: false, problem: VALIDATION.importUnit };
}

function readFlag(text: string, column: string): TRead<boolean | undefined> {
  if (text === '') return { ok: true, value: undefined };
  const flag = FLAG_BY_TEXT.get(text.toLowerCase());
  return flag === undefined
    ? { ok: false, problem: IMPORT_PROBLEMS.weighedFlag(column) }
    : { ok: true, value: flag };
}

function formulaIn(row: TSheet['rows'][number], indexes: TColumnIndexes<TProductImportField>): string | null {
  for (const field of Object.keys(indexes) as TProductImportField[]) {
    if (cellOf(row, indexes, field)?.formula) return VALIDATION.importFormula(LABEL[field]);
  }
  return null;
}

/**
 * The decimal mark of the file's numbers: its layout's (Loyverse and Odoo write "1.500" for one and a half), else
 * the one every number column typed as text shows together ("3.99" and "1.500": a point), else the one a CSV's
 * delimiter implies (`,` a point, `;` a comma), else none — and then "1.500" stays ambiguous, as the product form
 * has it.
 */
function decimalMarkOfFile(
  sheet: TSheet,
  indexes: TColumnIndexes<TProductImportField>,
  mapping: TImportMapping,
): TDecimalMark | null {
  if (mapping.decimalMark) return mapping.decimalMark;
  const columns = NUMBER_FIELDS.flatMap((field) => {
    const index = indexes[field];
    return index === undefined ? [] : [index];
  });
  function* texts(): Generator<string> {
    for (const row of sheet.rows) {
      for (const index of columns) {
        const cell = row.cells[index];
        if (cell && cell.number === null && cell.text !== '') yield cell.text;
      }
    }
  }
  return decimalMarkOf(texts()) ?? sheet.delimiterDecimalMark ?? null;
}

/**
 * The file's product rows, each checked as the product form checks an edit (0 or more, the unit's decimals, the
 * spec's messages), and each SKU and barcode once in the file. Every problem is said with its line; an empty or a
 * negative stock comes in as 0 with a warning on its line. Variants (rows sharing a Grupo de variantes, Loyverse's
 * Handle) take what their item's first row says of the name, category, description and unit, and are each a
 * product named "<Nombre> — <variante 1> / <variante 2>…".
 */
export function readProductRows(
  sheet: TSheet,
  choice?: TProductImportChoice,
): {
  rows: TProductRow[];
  errors: TImportError[];
  warnings: TImportError[];
  mapping: TImportMapping;
  hasColumn: (field: TProductImportField) => boolean;
} {
  const { indexes, problems, mapping } = chooseColumns(sheet.headers, PRODUCT_FILE, choice);
  const hasColumn = (field: TProductImportField) => indexes[field] !== undefined;
  if (problems.length > 0) {
    return {
      rows: [],
      errors: problems.map((message) => ({ line: 1, message })),
      warnings: [],
      mapping,
      hasColumn,
    };
  }
  const decimalMark = decimalMarkOfFile(sheet, indexes, mapping);

  const rows: TProductRow[] = [];
  const errors: TImportError[] = [];
  const warnings: TImportError[] = [];
  const fail = (line: number, problem: string) =>
    errors.push({ line, message: VALIDATION.importLine(line, problem) });
  const warn = (line: number, note: string) =>
    warnings.push({ line, message: VALIDATION.importLine(line, note) });
  const skuLines = new Map<string, number>();
  const barcodeLines = new Map<string, number>();
  const items = new Map<string, Partial<Record<TItemField, string>>>();
  for (const row of sheet.rows) {
    const formula = formulaIn(row, indexes);
    if (formula) {
      fail(row.line, formula);
      continue;
    }
    const own = (field: TProductImportField) => cellOf(row, indexes, field)?.text ?? '';
    // A variant's empty item fields are its item's: the first row of its group that had them.
    const group = own('variantGroup');
    const item = group === '' ? {} : (items.get(group) ?? {});
    if (group !== '') items.set(group, item);
    for (const field of ITEM_FIELDS)
      if (item[field] === undefined && own(field) !== '') item[field] = own(field);
    const text = (field: TProductImportField) =>
      (ITEM_FIELDS as readonly string[]).includes(field)
        ? own(field) || (item[field as TItemField] ?? '')
        : own(field);

    const empty = (['name', 'sku', 'price', 'cost'] as const).find((field) => text(field) === '');
    if (empty) {
      fail(row.line, VALIDATION.importEmptyCell(LABEL[empty]));
      continue;
    }
    const price = readNumber(cellOf(row, indexes, 'price'), LABEL.price, { maxDecimals: 2, decimalMark });
    const cost = readNumber(cellOf(row, indexes, 'cost'), LABEL.cost, { maxDecimals: 2, decimalMark });
    const quantity = readNumber(cellOf(row, indexes, 'quantity'), LABEL.quantity, {
      maxDecimals: 3,
      quantity: true,
      decimalMark,
    });
    const minStock = readNumber(cellOf(row, indexes, 'minStock'), LABEL.minStock, {
      maxDecimals: 0,
      decimalMark,
    });
    const unit = readUnit(text('unit'));
    const weighed = readFlag(text('weighed'), LABEL.weighed);
    const unread = [price, cost, quantity, minStock, unit, weighed].find((read) => !read.ok);
    if (unread && !unread.ok) {
      fail(row.line, unread.problem);
      continue;
    }
    if (!price.ok || !cost.ok || !quantity.ok || !minStock.ok || !unit.ok || !weighed.ok) continue;

    // An item whose stock is not counted (Loyverse's "Track stock" N) has none; a stock below zero cannot be.
    let stock = quantity.value;
    if (stock === undefined) {
      warn(row.line, IMPORT_WARNINGS.emptyStock);
      stock = 0;
    } else if (stock < 0) {
      warn(row.line, IMPORT_WARNINGS.negativeStock(own('quantity')));
      stock = 0;
    }
    const options = (['option1', 'option2', 'option3'] as const).map(text).filter((value) => value !== '');
    const name = options.length > 0 ? `${text('name')} — ${options.join(' / ')}` : text('name');
    const barcodeCell = cellOf(row, indexes, 'barcode');
    const checked = ZProductUpdateRequest.safeParse({
      name,
      sku: text('sku'),
      price: price.value,
      cost: cost.value,
      quantity: stock,
      unit: unit.value ?? (weighed.value === undefined ? undefined : weighed.value ? 'KG' : 'UNIT'),
      minStock: minStock.value,
      barcode: barcodeCell === undefined ? undefined : barcodeCell.text,
      // Other programs keep line breaks in these; a product's text holds none (the schema refuses them).
      category: hasColumn('category') ? printableText(text('category')) : undefined,
      description: hasColumn('description') ? printableText(text('description')) : undefined,
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
      category: product.category,
      description: hasColumn('description') ? (product.description ?? null) : undefined,
    });
  }
  return { rows, errors, warnings, mapping: { ...mapping, decimalMark }, hasColumn };
}
