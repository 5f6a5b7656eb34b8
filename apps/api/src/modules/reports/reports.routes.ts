import { dataResponse } from '@cuadre/shared/common/schemas';
import type { TDocumentBlock } from '@cuadre/shared/documents/schemas';
import type { TDocumentShop } from '@cuadre/shared/documents/document-shop';
import { EXPORT_FORMATS } from '@cuadre/shared/exports/constants';
import { reportFileName } from '@cuadre/shared/exports/export-files';
import { ZHoursReport } from '@cuadre/shared/reports/hours';
import { HOURS_REPORT_TITLE, hoursBlocks } from '@cuadre/shared/reports/hours-document';
import { ZPaymentsReport } from '@cuadre/shared/reports/payments';
import { PAYMENTS_REPORT_TITLE, paymentsBlocks } from '@cuadre/shared/reports/payments-document';
import {
  REPORT_FILE_SLUGS,
  ZReportPeriodQuery,
  type TReportPeriod,
  type TReportPeriodQuery,
} from '@cuadre/shared/reports/period';
import { ZMemberFigures, ZMembersReportQuery } from '@cuadre/shared/team/members-report';
import { z } from 'zod';
import type { TApp, TAppContext } from '../../app-context';
import { authOf, type TAuthUser } from '../../lib/auth/guards';
import type { TSaleRates } from '../dollar-rate/sale-rate';
import { findDocumentShop } from '../documents/document-shop';
import { renderPdf } from '../documents/pdf-document';
import { noStore, sendPdf, ZPdfBytes } from '../documents/pdf-route';
import { fileBytes, sendFile } from '../exports/export-file';
import { hoursReport } from './hours-report';
import { hoursTable } from './hours-table';
import { membersReport } from './members-report';
import { paymentsReport } from './payments-report';
import { paymentsTable } from './payments-table';
import { reportTableFile, type TReportTable } from './report-files';

const tags = ['reports'];
const security = [{ bearer: [] }];
// A HEAD would build the whole file, only to throw it away.
const exposeHeadRoute = false;

/** One report of the screen "Reportes": its answer, and the table and document its files are made of. */
interface TReportRoutes<TReport extends { period: TReportPeriod }> {
  path: string;
  /** The start of its files' names. */
  slug: string;
  title: string;
  summary: string;
  answer: z.ZodType<TReport>;
  build: (reader: TAuthUser, query: TReportPeriodQuery) => Promise<TReport>;
  table: (report: TReport) => TReportTable;
  blocks: (report: TReport, shop: TDocumentShop) => TDocumentBlock[];
}

/** GET /reports/{name}, and the same as .csv, .xlsx (its table) and .pdf (its document), for the shop's readers. */
function registerReport<TReport extends { period: TReportPeriod }>(
  app: TApp,
  ctx: TAppContext,
  report: TReportRoutes<TReport>,
): void {
  app.get(
    report.path,
    {
      preHandler: ctx.guards.allowed('figures.read'),
      schema: {
        tags,
        security,
        summary: `${report.summary} (from, to: días del negocio)`,
        querystring: ZReportPeriodQuery,
        response: { 200: dataResponse(report.answer) },
      },
    },
    async (request) => ({ data: await report.build(authOf(request), request.query) }),
  );

  for (const format of EXPORT_FORMATS) {
    app.get(
      `${report.path}.${format}`,
      {
        preHandler: [ctx.guards.allowed('figures.read'), ctx.heavyWork.share('export')],
        exposeHeadRoute,
        schema: {
          tags,
          security,
          summary: `${report.title} en ${format.toUpperCase()}`,
          querystring: ZReportPeriodQuery,
          response: { 200: fileBytes(format) },
        },
      },
      async (request, reply) => {
        const reader = authOf(request);
        const built = await report.build(reader, request.query);
        const fileName = reportFileName(report.slug, built.period, format);
        return sendFile(
          reply,
          await reportTableFile(ctx.db, reader.shopId, report.table(built), format, fileName),
        );
      },
    );
  }

  app.get(
    `${report.path}.pdf`,
    {
      onRequest: noStore,
      preHandler: [ctx.guards.allowed('figures.read'), ctx.heavyWork.share('document')],
      exposeHeadRoute,
      schema: {
        tags,
        security,
        summary: `${report.title} en PDF`,
        querystring: ZReportPeriodQuery,
        response: { 200: ZPdfBytes },
      },
    },
    async (request, reply) => {
      const reader = authOf(request);
      const [built, shop] = await Promise.all([
        report.build(reader, request.query),
        findDocumentShop(ctx.db, reader.shopId),
      ]);
      const pdf = await renderPdf(report.blocks(built, shop), 'a4', report.title);
      return sendPdf(reply, pdf, reportFileName(report.slug, built.period, 'pdf'));
    },
  );
}

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

  registerReport(app, ctx, {
    path: '/reports/hours',
    slug: REPORT_FILE_SLUGS.hours,
    title: HOURS_REPORT_TITLE,
    summary: 'Horarios de venta: por día de la semana y hora, y día por día junto al período anterior',
    answer: ZHoursReport,
    build: (reader, query) => hoursReport(ctx.db, rates, reader, query, ctx.now()),
    table: hoursTable,
    blocks: hoursBlocks,
  });

  registerReport(app, ctx, {
    path: '/reports/payments',
    slug: REPORT_FILE_SLUGS.payments,
    title: PAYMENTS_REPORT_TITLE,
    summary: 'Cobros por método y moneda con su IGTF, el vuelto entregado y los reembolsos',
    answer: ZPaymentsReport,
    build: (reader, query) => paymentsReport(ctx.db, reader, query, ctx.now()),
    table: paymentsTable,
    blocks: paymentsBlocks,
  });
}
