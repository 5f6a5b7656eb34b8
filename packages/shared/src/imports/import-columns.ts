/**
 * The spreadsheet columns a catalogue or a client list is imported from (design §15): Spanish headers, as a shop
 * keeps them and as the downloadable templates carry them. A header is matched without case or accents; the
 * English headers and other programs' exports are recognised by the aliases below (docs/decisions/026).
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
  category: 'Categoría',
  description: 'Descripción',
} as const;

/**
 * What only other programs' exports carry: Loyverse's "Sold by weight" flag, and its variants — rows that share a
 * Handle, each one product named after its option values.
 */
export const PRODUCT_IMPORT_PEER_FIELDS = {
  weighed: 'Por peso',
  variantGroup: 'Grupo de variantes',
  option1: 'Variante 1',
  option2: 'Variante 2',
  option3: 'Variante 3',
} as const;

/** Every field a column of a product file can feed, in the order the mapping shows them. */
export const PRODUCT_IMPORT_FIELDS = { ...PRODUCT_IMPORT_COLUMNS, ...PRODUCT_IMPORT_PEER_FIELDS } as const;
export type TProductImportField = keyof typeof PRODUCT_IMPORT_FIELDS;
export const PRODUCT_IMPORT_FIELD_KEYS = Object.keys(PRODUCT_IMPORT_FIELDS) as [
  TProductImportField,
  ...TProductImportField[],
];
export const PRODUCT_IMPORT_REQUIRED: readonly TProductImportField[] = [
  'name',
  'sku',
  'price',
  'cost',
  'quantity',
];

/**
 * Other headers each field is recognised by, as normalizeHeader leaves them and with a trailing "[…]" dropped
 * (Loyverse names its store there: "Price [Centro]"). Earlier ones win when a file has two: Loyverse's store price
 * before its default price, a phone before a mobile. Spanish, English, Loyverse's items export, Odoo's product
 * export (its labels in English and Spanish, and its field names when exported "compatible with import").
 */
export const PRODUCT_IMPORT_ALIASES: Readonly<Record<TProductImportField, readonly string[]>> = {
  name: [
    'name',
    'nombre del producto',
    'producto',
    'product name',
    'product',
    'articulo',
    'item name',
    'item',
  ],
  sku: [
    'codigo',
    'referencia interna',
    'internal reference',
    'default_code',
    'referencia',
    'reference',
    'codigo del producto',
    'product code',
    'item code',
    'ref',
  ],
  price: [
    'price',
    'precio de venta',
    'sales price',
    'list_price',
    'default price',
    'precio venta',
    'sale price',
    'selling price',
    'pvp',
  ],
  cost: [
    'cost',
    'coste',
    'precio de costo',
    'costo unitario',
    'unit cost',
    'standard_price',
    'purchase cost',
  ],
  quantity: [
    'in stock',
    'quantity on hand',
    'cantidad a mano',
    'qty_available',
    'quantity',
    'stock',
    'existencia',
    'existencias',
    'cantidad disponible',
    'on hand',
    'qty',
    'inventario',
  ],
  barcode: ['barcode', 'codigo de barra', 'ean', 'ean13', 'upc', 'gtin'],
  unit: ['unit of measure', 'unidad de medida', 'uom_id', 'udm', 'uom', 'unit', 'medida'],
  minStock: ['low stock', 'stock minimo', 'minimo', 'min stock', 'minimum stock', 'existencia minima'],
  category: [
    'category',
    'product category',
    'categoria del producto',
    'categoria de producto',
    'categ_id',
    'familia',
    'rubro',
  ],
  description: ['description', 'descripcion de venta', 'sales description', 'description_sale', 'detalle'],
  weighed: ['sold by weight', 'vendido por peso', 'se vende por peso', 'pesable'],
  variantGroup: ['handle'],
  option1: ['option 1 value', 'opcion 1 valor', 'valor de opcion 1'],
  option2: ['option 2 value', 'opcion 2 valor', 'valor de opcion 2'],
  option3: ['option 3 value', 'opcion 3 valor', 'valor de opcion 3'],
};

/**
 * Exports Cuadre knows by their headers (each set of a layout, all present, names it), and the decimal mark their
 * numbers are written with: both write "1.500" for one and a half kilos, with commas between the columns.
 */
export const PRODUCT_IMPORT_LAYOUTS = {
  loyverse: {
    label: 'Exportación de artículos de Loyverse',
    decimalMark: '.',
    signatures: [
      ['handle', 'sold by weight'],
      ['handle', 'in stock'],
    ],
  },
  odoo: {
    label: 'Exportación de productos de Odoo',
    decimalMark: '.',
    signatures: [
      ['internal reference', 'sales price'],
      ['referencia interna', 'precio de venta'],
      ['default_code', 'list_price'],
    ],
  },
} as const;

export const CLIENT_IMPORT_COLUMNS = {
  name: 'Nombre',
  email: 'Email',
  phone: 'Teléfono',
  taxId: 'RIF',
} as const;
export type TClientImportField = keyof typeof CLIENT_IMPORT_COLUMNS;
export const CLIENT_IMPORT_FIELDS = CLIENT_IMPORT_COLUMNS;
export const CLIENT_IMPORT_FIELD_KEYS = Object.keys(CLIENT_IMPORT_FIELDS) as [
  TClientImportField,
  ...TClientImportField[],
];
export const CLIENT_IMPORT_REQUIRED: readonly TClientImportField[] = ['name'];

/** As PRODUCT_IMPORT_ALIASES: Spanish and English headers, Loyverse's customers and Odoo's contacts. */
export const CLIENT_IMPORT_ALIASES: Readonly<Record<TClientImportField, readonly string[]>> = {
  name: [
    'name',
    'nombre del cliente',
    'cliente',
    'customer name',
    'customer',
    'nombre completo',
    'full name',
    'razon social',
    'contact name',
  ],
  email: ['e-mail', 'correo electronico', 'correo', 'email address', 'mail'],
  phone: [
    'phone',
    'telefono movil',
    'movil',
    'celular',
    'mobile',
    'phone number',
    'numero de telefono',
    'whatsapp',
    'tlf',
    'telf',
  ],
  taxId: [
    'cedula',
    'rif/cedula',
    'cedula/rif',
    'rif o cedula',
    'cedula o rif',
    'ci',
    'c.i.',
    'tax id',
    'vat',
    'nif',
    'nit',
    'ruc',
    'identificacion fiscal',
    'documento de identidad',
  ],
};

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
/** The most work, in CPU time of its reader, a file may take to read; past it the file is refused. */
export const IMPORT_READ_CPU_MS = 8_000;
/** Rows the preview shows before the seller confirms. */
export const IMPORT_PREVIEW_ROWS = 10;

/**
 * A header as compared: trimmed, lower case, without accents, its spaces one ("Código  de barras" = "codigo de
 * barras").
 */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
