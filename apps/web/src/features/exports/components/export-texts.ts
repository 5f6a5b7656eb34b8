import { SALES_BOOK_COLUMNS } from '@cuadre/shared/exports/export-columns';

/** The export screen's Spanish texts (design §15; docs/exports.md). */
export const EXPORT_TEXTS = {
  tableTitle: 'Exportar una tabla',
  tableExplanation:
    'Descarga tus productos, clientes, ventas, pagos, gastos, devoluciones, movimientos de inventario o cajas, para abrirlos en Excel o guardarlos.',
  kind: 'Qué exportar',
  format: 'Formato',
  from: 'Desde',
  to: 'Hasta',
  rangeHint: (dateLabel: string) =>
    `Las fechas filtran por la ${dateLabel}; déjalas vacías para descargar todo.`,
  /** The CSV's separator and decimal mark are the seller's country's (use-csv-format.ts). */
  csvHint: (description: string | null) =>
    description ? `${description}, con acentos.` : 'CSV con acentos, para Excel en español.',
  download: 'Descargar',
  bookTitle: 'Libro de ventas del mes',
  bookExplanation: `Para tu contador: cada venta del mes con su ${SALES_BOOK_COLUMNS.receiptNumber.toLowerCase()}, fecha, cliente, total en dólares, tasa, total en bolívares e IGTF, y los totales al final.`,
  month: 'Mes',
  downloadBook: 'Descargar libro de ventas',
  allTitle: 'Descarga completa',
  allExplanation:
    'Un archivo ZIP con un CSV de cada tabla, de todas las fechas: tu copia de todo lo que tienes en Cuadre.',
  downloadAll: 'Descargar todos mis datos',
  preparing: 'Preparando archivo...',
  saved: (fileName: string) => `Listo: se descargó «${fileName}».`,
  failed: 'No se pudo descargar el archivo. Inténtalo de nuevo.',
} as const;
