/**
 * The names of the downloaded files (design §15): the server's Content-Disposition and the name the web app saves
 * under are the same, so a seller finds the file the screen said it would be.
 */
import type { TExportFormat, TExportKind, TSalesBookFormat } from './constants';

/** Spanish, lower case, no accents: safe in any file system and in a Content-Disposition header. */
export const EXPORT_FILE_SLUGS: Record<TExportKind, string> = {
  products: 'productos',
  clients: 'clientes',
  sales: 'ventas',
  payments: 'pagos',
  expenses: 'gastos',
  returns: 'devoluciones',
  'stock-movements': 'movimientos-de-inventario',
  'cash-sessions': 'cajas',
};

/** `cuadre-ventas-2025-03-01-a-2025-03-31.csv`, `cuadre-ventas-desde-2025-03-01.xlsx`, `cuadre-ventas.csv`. */
export function exportFileName(
  kind: TExportKind,
  format: TExportFormat,
  range: { from?: string; to?: string } = {},
): string {
  const { from, to } = range;
  const period = from && to ? `-${from}-a-${to}` : from ? `-desde-${from}` : to ? `-hasta-${to}` : '';
  return `cuadre-${EXPORT_FILE_SLUGS[kind]}${period}.${format}`;
}

/** `libro-de-ventas-2025-03.xlsx` */
export function salesBookFileName(month: string, format: TSalesBookFormat): string {
  return `libro-de-ventas-${month}.${format}`;
}

/** `cuadre-mis-datos-2025-03-09.zip`: the day it was downloaded, in the seller's zone. */
export function allDataFileName(today: string): string {
  return `cuadre-mis-datos-${today}.zip`;
}

/** The name of a kind's CSV inside the ZIP of all the seller's data. */
export function allDataEntryName(kind: TExportKind): string {
  return `${EXPORT_FILE_SLUGS[kind]}.csv`;
}

/** `por-cobrar-2026-11-29.xlsx`: the receivables as of that day (decision record 030). */
export function receivablesFileName(asOf: string, format: TExportFormat | 'pdf'): string {
  return `por-cobrar-${asOf}.${format}`;
}

/** `horarios-2026-11-01-al-2026-11-29.pdf`: a report of a period (decision record 033). */
export function reportFileName(
  slug: string,
  period: { from: string; to: string },
  format: TExportFormat | 'pdf',
): string {
  return `${slug}-${period.from}-al-${period.to}.${format}`;
}
