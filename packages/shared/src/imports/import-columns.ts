/**
 * The spreadsheet columns a catalogue or a client list is imported from (design §15): Spanish headers, as a shop
 * keeps them and as the downloadable templates carry them. A header is matched without case or accents.
 */
export const PRODUCT_IMPORT_COLUMNS = {
  name: 'Nombre',
  sku: 'SKU',
  price: 'Precio',
  cost: 'Costo',
  quantity: 'Cantidad',
  barcode: 'Código de barras',
  unit: 'Unidad',
  minStock: 'Mínimo',
} as const;
export type TProductImportField = keyof typeof PRODUCT_IMPORT_COLUMNS;
export const PRODUCT_IMPORT_REQUIRED: readonly TProductImportField[] = [
  'name',
  'sku',
  'price',
  'cost',
  'quantity',
];

export const CLIENT_IMPORT_COLUMNS = {
  name: 'Nombre',
  email: 'Email',
  phone: 'Teléfono',
  taxId: 'RIF',
} as const;
export type TClientImportField = keyof typeof CLIENT_IMPORT_COLUMNS;
export const CLIENT_IMPORT_REQUIRED: readonly TClientImportField[] = ['name'];

/** The largest file an import takes, and the most rows: a shop's catalogue, not a warehouse's. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/**
 * What an Excel file may unpack to, all its parts together: a sheet of 20,000 rows takes a few megabytes, so this
 * leaves room for any real catalogue while a small ZIP that would unpack to gigabytes is refused from its
 * directory, before anything is inflated.
 */
export const XLSX_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** The most a part of 1 MB or more may shrink in the ZIP: spreadsheets' XML packs ~5–30×, bombs thousands×. */
export const XLSX_MAX_COMPRESSION_RATIO = 200;
/** The most parts an Excel file may carry (a workbook with one sheet has about 10). */
export const XLSX_MAX_PARTS = 500;
/** The longest a file may take to read; past it the reading is stopped and the file refused. */
export const IMPORT_READ_TIMEOUT_MS = 8_000;
/** Rows the preview shows before the seller confirms. */
export const IMPORT_PREVIEW_ROWS = 10;

/** A header as compared: trimmed, lower case, without accents ("Código de barras" = "codigo de barras"). */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}
