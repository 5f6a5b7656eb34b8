/** What a seller can download, and in which formats (design §15). */

/** What a seller can download as a table: one file per kind (GET /exports/{kind}.{csv|xlsx}). */
export const EXPORT_KINDS = [
  'products',
  'clients',
  'sales',
  'payments',
  'expenses',
  'returns',
  'stock-movements',
  'cash-sessions',
] as const;
export type TExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_KIND_LABELS: Record<TExportKind, string> = {
  products: 'Productos',
  clients: 'Clientes',
  sales: 'Ventas (con sus líneas)',
  payments: 'Pagos y abonos',
  expenses: 'Gastos',
  returns: 'Devoluciones',
  'stock-movements': 'Movimientos de inventario',
  'cash-sessions': 'Cajas (cuadres)',
};
/** What the date range of an export filters on, said to the seller beside the Desde/Hasta fields. */
export const EXPORT_KIND_DATE_LABELS: Record<TExportKind, string> = {
  products: 'fecha de alta del producto',
  clients: 'fecha de alta del cliente',
  sales: 'fecha de la venta',
  payments: 'fecha del pago',
  expenses: 'fecha del gasto',
  returns: 'fecha de la devolución',
  'stock-movements': 'fecha del movimiento',
  'cash-sessions': 'fecha de apertura de la caja',
};
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];
/** The sales book is also a document (decision record 032). */
export const SALES_BOOK_FORMATS = ['xlsx', 'csv', 'pdf'] as const;
export type TSalesBookFormat = (typeof SALES_BOOK_FORMATS)[number];
export const EXPORT_FORMAT_LABELS: Record<TSalesBookFormat, string> = {
  csv: 'CSV',
  xlsx: 'Excel (.xlsx)',
  pdf: 'PDF',
};
export const EXPORT_CONTENT_TYPES: Record<TExportFormat | 'zip' | 'pdf', string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  pdf: 'application/pdf',
};
