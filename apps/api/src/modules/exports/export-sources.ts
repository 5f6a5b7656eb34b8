import type { TExportKind } from '@cuadre/shared/exports/constants';
import type { TExportSnapshot } from './export-snapshot';
import type { TExportScope, TExportSource, TExportTable } from './export-table';
import { cashSessionsExport } from './sources/cash-sessions';
import { clientsExport } from './sources/clients';
import { expensesExport } from './sources/expenses';
import { paymentsExport } from './sources/payments';
import { productsExport } from './sources/products';
import { returnsExport } from './sources/returns';
import { salesExport } from './sources/sales';
import { stockMovementsExport } from './sources/stock-movements';

/** Every kind a seller can export (design §15, §17), in the order the ZIP of all data lists them. */
export const EXPORT_SOURCES: Record<TExportKind, TExportSource> = {
  products: productsExport,
  clients: clientsExport,
  sales: salesExport,
  payments: paymentsExport,
  expenses: expensesExport,
  returns: returnsExport,
  'stock-movements': stockMovementsExport,
  'cash-sessions': cashSessionsExport,
};

/** The table of a source for a seller, read on a snapshot. */
export function tableOf(source: TExportSource, snapshot: TExportSnapshot, scope: TExportScope): TExportTable {
  return { sheetName: source.sheetName, columns: source.columns, pages: snapshot.pages(source.query(scope)) };
}
