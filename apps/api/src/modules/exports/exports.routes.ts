import { EXPORT_FORMATS, EXPORT_KIND_LABELS, EXPORT_KINDS } from '@cuadre/shared/exports/constants';
import { ZExportQuery, ZSalesBookQuery } from '@cuadre/shared/exports/schemas';
import type { TApp, TAppContext } from '../../app-context';
import { authOf } from '../../lib/auth/guards';
import { exportAllData } from './export-all-data';
import { fileBytes, sendFile } from './export-file';
import { exportKind } from './export-kind';
import { exportSalesBook, exportSalesBookPdf } from './export-sales-book';
import { noStore } from '../documents/pdf-route';
import { SALES_BOOK_PDF_ENTRIES } from '@cuadre/shared/exports/sales-book-document';
import { createExportSessions } from './export-sessions';
import { exportReceivables } from './export-receivables';
import { todayInZone } from '@cuadre/shared/common/dates';
import { ZReceivablesFileQuery } from '@cuadre/shared/credit/schemas';
import { isVenezuela } from '@cuadre/shared/money/constants';
import { usableRateOf } from '../../lib/sales-in-bolivares';
import type { TSaleRates } from '../dollar-rate/sale-rate';

const tags = ['exports'];
const security = [{ bearer: [] }];
// A HEAD would make (and hold a connection for) the whole file, only to throw it away.
const exposeHeadRoute = false;
const FORMAT_NAMES = {
  csv: 'CSV (UTF-8; separador y decimales del país de la tienda)',
  xlsx: 'Excel (.xlsx)',
} as const;

/**
 * Data out (design §15, §17; docs/exports.md): each kind as CSV or XLSX within a range of days, the monthly sales
 * book for the accountant, and all the seller's data in one ZIP. One static route per file, so that the
 * OpenAPI document (and the security suites generated from it) lists every one.
 */
export function registerExportRoutes(app: TApp, ctx: TAppContext, rates: Pick<TSaleRates, 'rateAt'>): void {
  const sessions = createExportSessions(ctx.pool);
  for (const kind of EXPORT_KINDS) {
    for (const format of EXPORT_FORMATS) {
      app.get(
        `/exports/${kind}.${format}`,
        {
          preHandler: [ctx.guards.allowed('export'), ctx.heavyWork.share('export')],
          exposeHeadRoute,
          schema: {
            tags,
            security,
            summary: `${EXPORT_KIND_LABELS[kind]} en ${FORMAT_NAMES[format]}, entre las fechas from y to`,
            querystring: ZExportQuery,
            response: { 200: fileBytes(format) },
          },
        },
        async (request, reply) =>
          sendFile(reply, await exportKind(sessions, authOf(request), kind, format, request.query)),
      );
    }
  }

  for (const format of EXPORT_FORMATS) {
    app.get(
      `/reports/receivables.${format}`,
      {
        preHandler: [ctx.guards.allowed('figures.read'), ctx.heavyWork.share('export')],
        exposeHeadRoute,
        schema: {
          tags: ['reports'],
          security,
          summary: `Cuentas por cobrar por antigüedad (asOf=AAAA-MM-DD; por defecto hoy) en ${FORMAT_NAMES[format]}`,
          querystring: ZReceivablesFileQuery,
          response: { 200: fileBytes(format) },
        },
      },
      async (request, reply) => {
        const seller = authOf(request);
        const now = ctx.now();
        const asOf = request.query.asOf ?? todayInZone(seller.timeZone, now);
        const rate = isVenezuela(seller) ? usableRateOf(await rates.rateAt(now)) : null;
        return sendFile(reply, await exportReceivables(sessions, seller, format, { asOf, rate }));
      },
    );
  }

  for (const format of EXPORT_FORMATS) {
    app.get(
      `/exports/sales-book.${format}`,
      {
        preHandler: [ctx.guards.allowed('export'), ctx.heavyWork.share('export')],
        exposeHeadRoute,
        schema: {
          tags,
          security,
          summary: `Libro de ventas del mes (month=AAAA-MM; por defecto el mes en curso) en ${FORMAT_NAMES[format]}`,
          querystring: ZSalesBookQuery,
          response: { 200: fileBytes(format) },
        },
      },
      async (request, reply) =>
        sendFile(reply, await exportSalesBook(sessions, authOf(request), format, request.query, ctx.now())),
    );
  }

  app.get(
    '/exports/sales-book.pdf',
    {
      onRequest: noStore,
      preHandler: [ctx.guards.allowed('export'), ctx.heavyWork.share('document')],
      exposeHeadRoute,
      schema: {
        tags,
        security,
        summary:
          'Libro de ventas del mes en PDF (month=AAAA-MM): los totales por alícuota y las primeras ' +
          `${SALES_BOOK_PDF_ENTRIES} operaciones; el libro completo está en XLSX`,
        querystring: ZSalesBookQuery,
        response: { 200: fileBytes('pdf') },
      },
    },
    async (request, reply) =>
      sendFile(reply, await exportSalesBookPdf(sessions, ctx.db, authOf(request), request.query, ctx.now())),
  );

  app.get(
    '/exports/all.zip',
    {
      preHandler: [ctx.guards.allowed('export'), ctx.heavyWork.share('export')],
      exposeHeadRoute,
      schema: {
        tags,
        security,
        summary: 'Todos mis datos: un ZIP con el CSV de cada tipo, de todas las fechas',
        response: { 200: fileBytes('zip') },
      },
    },
    async (request, reply) => sendFile(reply, await exportAllData(sessions, authOf(request), ctx.now())),
  );
}
