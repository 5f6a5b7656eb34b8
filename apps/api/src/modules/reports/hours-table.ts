import { SALES_BOOK_TOTALS_LABEL } from '@cuadre/shared/exports/export-columns';
import { HOURS_TABLE_COLUMNS as H } from '@cuadre/shared/reports/hours-document';
import { hourLabel, WEEKDAY_LABELS, type THoursReport } from '@cuadre/shared/reports/hours';
import { dualCells, type TReportTable } from './report-files';

/** GET /reports/hours.{csv|xlsx}: each cell of the week's grid with sales, Monday first, hour by hour,
 * then the period's totals. */
export function hoursTable(report: THoursReport): TReportTable {
  return {
    sheetName: 'Horarios',
    columns: [
      { header: H.weekday, type: 'text' },
      { header: H.hour, type: 'text' },
      { header: H.salesCount, type: 'integer' },
      { header: H.revenue, type: 'money' },
      { header: H.revenueVes, type: 'money' },
    ],
    rows: [
      ...report.grid.map((cell) => [
        WEEKDAY_LABELS[cell.weekday - 1] ?? null,
        hourLabel(cell.hour),
        String(cell.salesCount),
        ...dualCells(cell.revenue),
      ]),
      [SALES_BOOK_TOTALS_LABEL, null, String(report.totals.salesCount), ...dualCells(report.totals.revenue)],
    ],
  };
}
