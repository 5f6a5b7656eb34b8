import { dataResponse } from '@cuadre/shared/common/schemas';
import { EXPORT_FORMATS } from '@cuadre/shared/exports/constants';
import { reportFileName } from '@cuadre/shared/exports/export-files';
import { ZHoursReport } from '@cuadre/shared/reports/hours';
import { HOURS_REPORT_TITLE, hoursBlocks } from '@cuadre/shared/reports/hours-document';
import { ZReportPeriodQuery } from '@cuadre/shared/reports/period';
import { ZMemberFigures, ZMembersReportQuery } from '@cuadre/shared/team/members-report';
import { z } from 'zod';
import type { TApp, TAppContext } from '../../app-context';
import { authOf } from '../../lib/auth/guards';
import type { TSaleRates } from '../dollar-rate/sale-rate';
import { findDocumentShop } from '../documents/document-shop';
import { renderPdf } from '../documents/pdf-document';
import { noStore, sendPdf, ZPdfBytes } from '../documents/pdf-route';
import { fileBytes, sendFile } from '../exports/export-file';
import { hoursReport } from './hours-report';
import { hoursTable } from './hours-table';
import { membersReport } from './members-report';
import { reportTableFile } from './report-files';

const tags = ['reports'];
const security = [{ bearer: [] }];
// A HEAD would build the whole file, only to throw it away.
const exposeHeadRoute = false;
const HOURS_SLUG = 'horarios';

/** Reports of the shop's figures beyond the statistics (decision records 029, 033). */
export function registerReportsRoutes(app: TApp, ctx: TAppContext, rates: Pick<TSaleRates, 'rateAt'>): void {
  app.get(
    '/reports/members',
    {
      preHandler: ctx.guards.allowed('figures.read'),
      schema: {
        tags,
        security,
        summary:
          'Por miembro, en días enteros del negocio: ventas, cobrado, devuelto y reembolsado (dueño, encargado, contador)',
        querystring: ZMembersReportQuery,
        response: { 200: dataResponse(z.array(ZMemberFigures)) },
      },
    },
    async (request) => ({ data: await membersReport(ctx, authOf(request), request.query, ctx.now()) }),
  );

  app.get(
    '/reports/hours',
    {
      preHandler: ctx.guards.allowed('figures.read'),
      schema: {
        tags,
        security,
        summary:
          'Horarios de venta: por día de la semana y hora, y día por día junto al período anterior (from, to: días del negocio)',
        querystring: ZReportPeriodQuery,
        response: { 200: dataResponse(ZHoursReport) },
      },
    },
    async (request) => ({
      data: await hoursReport(ctx.db, rates, authOf(request), request.query, ctx.now()),
    }),
  );

  for (const format of EXPORT_FORMATS) {
    app.get(
      `/reports/hours.${format}`,
      {
        preHandler: [ctx.guards.allowed('figures.read'), ctx.heavyWork.share('export')],
        exposeHeadRoute,
        schema: {
          tags,
          security,
          summary: `Horarios de venta en ${format.toUpperCase()}: cada día de la semana y hora con ventas, y los totales`,
          querystring: ZReportPeriodQuery,
          response: { 200: fileBytes(format) },
        },
      },
      async (request, reply) => {
        const reader = authOf(request);
        const report = await hoursReport(ctx.db, rates, reader, request.query, ctx.now());
        const fileName = reportFileName(HOURS_SLUG, report.period, format);
        return sendFile(
          reply,
          await reportTableFile(ctx.db, reader.shopId, hoursTable(report), format, fileName),
        );
      },
    );
  }

  app.get(
    '/reports/hours.pdf',
    {
      onRequest: noStore,
      preHandler: [ctx.guards.allowed('figures.read'), ctx.heavyWork.share('document')],
      exposeHeadRoute,
      schema: {
        tags,
        security,
        summary: 'Horarios de venta en PDF: los totales, cada día de la semana, cada hora y día por día',
        querystring: ZReportPeriodQuery,
        response: { 200: ZPdfBytes },
      },
    },
    async (request, reply) => {
      const reader = authOf(request);
      const [report, shop] = await Promise.all([
        hoursReport(ctx.db, rates, reader, request.query, ctx.now()),
        findDocumentShop(ctx.db, reader.shopId),
      ]);
      const pdf = await renderPdf(hoursBlocks(report, shop), 'a4', HOURS_REPORT_TITLE);
      return sendPdf(reply, pdf, reportFileName(HOURS_SLUG, report.period, 'pdf'));
    },
  );
}
