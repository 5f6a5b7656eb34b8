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
