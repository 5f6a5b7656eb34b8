/**
 * The Spanish column headers of every export (design §15; docs/exports.md says what each column holds). Amounts
 * say their currency in the header; a column without one is a count, a quantity or a text.
 */
import { CLIENT_IMPORT_COLUMNS, PRODUCT_IMPORT_COLUMNS } from '../imports/import-columns';

/**
 * The first column of the catalogue and of the client list: each row's id, by which an import of the file
 * recognises the product or client it came from, whatever else was changed in the row (docs/imports.md).
 */
export const RECORD_ID_HEADER = 'ID';

// The catalogue and the client list carry their id and then the import's own headers, so an export can be edited
// and imported back (the import ignores the columns it does not know).
export const PRODUCT_EXPORT_COLUMNS = {
  id: RECORD_ID_HEADER,
  ...PRODUCT_IMPORT_COLUMNS,
  createdAt: 'Fecha de alta',
} as const;

export const CLIENT_EXPORT_COLUMNS = {
  id: RECORD_ID_HEADER,
  ...CLIENT_IMPORT_COLUMNS,
  balance: 'Saldo pendiente (USD)',
  createdAt: 'Fecha de alta',
} as const;

/** A sale's own fields, repeated on each of its lines. */
export const SALE_EXPORT_COLUMNS = {
  receiptNumber: 'Recibo',
  date: 'Fecha',
  status: 'Estado',
  client: 'Cliente',
  sellerName: 'Vendedor',
  paymentMethod: 'Método de pago',
  reference: 'Referencia',
  total: 'Total (USD)',
  totalPaid: 'Pagado (USD)',
  igtf: 'IGTF (USD)',
  rate: 'Tasa (Bs. por USD)',
  rateDate: 'Fecha valor de la tasa',
  totalVes: 'Total (Bs.)',
  line: 'Línea',
  product: 'Producto',
  quantity: 'Cantidad',
  unit: 'Unidad',
  unitPrice: 'Precio unitario (USD)',
  unitCost: 'Costo unitario (USD)',
  lineTotal: 'Importe (USD)',
} as const;

export const PAYMENT_EXPORT_COLUMNS = {
  date: 'Fecha',
  receiptNumber: 'Recibo',
  client: 'Cliente',
  method: 'Método',
  currency: 'Moneda',
  amountInCurrency: 'Monto entregado',
  rate: 'Tasa (Bs. por USD)',
  amount: 'Monto (USD)',
  igtf: 'IGTF (USD)',
  reference: 'Referencia',
} as const;

export const EXPENSE_EXPORT_COLUMNS = {
  date: 'Fecha',
  description: 'Descripción',
  category: 'Categoría',
  amount: 'Monto (USD)',
} as const;

/** A return's own fields, repeated on each of its lines. */
export const RETURN_EXPORT_COLUMNS = {
  date: 'Fecha',
  receiptNumber: 'Recibo de la venta',
  client: 'Cliente',
  restock: 'Vuelve al inventario',
  total: 'Total devuelto (USD)',
  credit: 'Abonado a la deuda (USD)',
  refundMethod: 'Método del reembolso',
  refundCurrency: 'Moneda del reembolso',
  refundAmountInCurrency: 'Reembolso entregado',
  refundRate: 'Tasa del reembolso (Bs. por USD)',
  refundAmount: 'Reembolso (USD)',
  product: 'Producto',
  quantity: 'Cantidad',
  unitPrice: 'Precio unitario (USD)',
  unitCost: 'Costo unitario (USD)',
  lineTotal: 'Importe (USD)',
} as const;

export const STOCK_MOVEMENT_EXPORT_COLUMNS = {
  date: 'Fecha',
  product: 'Producto',
  sku: 'SKU',
  kind: 'Tipo',
  quantity: 'Cantidad',
  stockAfter: 'Existencia después',
  unitCost: 'Costo unitario (USD)',
  reason: 'Motivo',
  note: 'Nota',
} as const;

/** A session's own fields, repeated on each line of its close (one row for a session still open). */
export const CASH_SESSION_EXPORT_COLUMNS = {
  openedAt: 'Apertura',
  closedAt: 'Cierre',
  status: 'Estado',
  openingFloatUsd: 'Fondo inicial (USD)',
  openingFloatVes: 'Fondo inicial (Bs.)',
  method: 'Método',
  currency: 'Moneda',
  expected: 'Esperado',
  counted: 'Contado',
  difference: 'Diferencia',
  notes: 'Notas',
} as const;

/**
 * The monthly sales book for the accountant: one row per sale and one negative row per return, in the order they
 * happened, then a row of totals.
 */
export const SALES_BOOK_COLUMNS = {
  // The SENIAT's book first (decision record 032): operation, date, who, which document, and its amounts.
  operation: 'N.º de operación',
  date: 'Fecha',
  clientTaxId: 'RIF o cédula',
  client: 'Nombre o razón social',
  documentType: 'Tipo de documento',
  receiptNumber: 'N.º de la nota',
  total: 'Total con IVA (USD)',
  exempt: 'Exento (USD)',
  base16: 'Base imponible 16 % (USD)',
  tax16: 'IVA 16 % (USD)',
  base8: 'Base imponible 8 % (USD)',
  tax8: 'IVA 8 % (USD)',
  base31: 'Base imponible 31 % (USD)',
  tax31: 'IVA 31 % (USD)',
  igtf: 'IGTF (USD)',
  // Then what the shop's own book always had.
  clientPhone: 'Teléfono del cliente',
  status: 'Estado',
  paymentMethods: 'Métodos de pago',
  rate: 'Tasa (Bs. por USD)',
  rateDate: 'Fecha valor de la tasa',
  totalVes: 'Total (Bs.)',
  igtfVes: 'IGTF (Bs.)',
  note: 'Nota',
} as const;
/** The Tipo de documento of the book's rows: a note of a sale, or a return of one. */
export const SALES_BOOK_DOCUMENT_TYPES = { sale: 'Nota de entrega', return: 'Devolución' } as const;
/** Said in the totals row: the accountant's reminder that the shop's notes are not fiscal invoices. */
export const SALES_BOOK_NON_FISCAL = 'Las notas de entrega no son documentos fiscales.';
/** The Estado of a return's row in the sales book. */
export const SALES_BOOK_RETURN_STATUS = 'Devolución';
/**
 * The Nota of a return's row, built by the export's SQL from these parts: "Devolución de la venta N.º 12:
 * reembolso en Efectivo" or "…: abonada a la deuda".
 */
export const SALES_BOOK_RETURN_NOTE = {
  sale: 'Devolución de la venta N.º ',
  refund: ': reembolso en ',
  credit: ': abonada a la deuda',
} as const;
/** What the first cell of the sales book's last row says. */
export const SALES_BOOK_TOTALS_LABEL = 'Totales';

/** How a yes/no column reads. */
export const EXPORT_YES_NO = { true: 'Sí', false: 'No' } as const;

/** The receivables' ageing (decision record 030): one row per client who owes, most overdue first, then totals. */
export const RECEIVABLES_COLUMNS = {
  client: 'Cliente',
  clientTaxId: 'RIF o cédula',
  clientPhone: 'Teléfono',
  owed: 'Debe (USD)',
  overdue: 'Vencido (USD)',
  upTo30: '0–30 días (USD)',
  upTo60: '31–60 días (USD)',
  upTo90: '61–90 días (USD)',
  over90: 'Más de 90 días (USD)',
  daysLate: 'Días de atraso',
  oldestDue: 'Vencido desde',
  owedVes: 'Debe (Bs.)',
  overdueVes: 'Vencido (Bs.)',
} as const;
