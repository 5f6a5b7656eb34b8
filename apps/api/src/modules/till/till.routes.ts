import {
  ZCashMovement,
  ZCashMovementRequest,
  ZCashSession,
  ZCashSessionCloseRequest,
  ZCashSessionListQuery,
  ZCashSessionListResponse,
  ZCashSessionOpenRequest,
  ZCurrentSessionQuery,
  ZWithoutTill,
  ZWithoutTillQuery,
} from '@cuadre/shared/till/schemas';
import { dataResponse, ZErrorEnvelope, ZIdParams } from '@cuadre/shared/common/schemas';
import type { TApp, TAppContext } from '../../app-context';
import { findDocumentShop } from '../documents/document-shop';
import { renderPdf } from '../documents/pdf-document';
import { sendPdf, ZPaperQuery, ZPdfBytes } from '../documents/pdf-route';
import { tillReportBlocks } from '@cuadre/shared/till/till-report-document';
import { authOf, shopOf } from '../../lib/auth/guards';
import {
  addMovement,
  closeSession,
  currentSession,
  getSession,
  listSessions,
  openSession,
  withoutTill,
} from './till.service';
import { withoutCosts } from '@cuadre/shared/team/costs';
import { seesCosts } from '../../lib/auth/costs-left-out';

/** The till — el cuadre de caja (design §11, §17). */
export function registerTillRoutes(app: TApp, ctx: TAppContext): void {
  app.post(
    '/cash-sessions',
    {
      preHandler: ctx.guards.allowed('till.operate'),
      schema: {
        tags: ['cash-sessions'],
        summary:
          'Abrir la caja con un fondo inicial en dólares y en bolívares (una sola abierta por caja registradora)',
        security: [{ bearer: [] }],
        body: ZCashSessionOpenRequest,
        response: { 201: dataResponse(ZCashSession), 404: ZErrorEnvelope, 409: ZErrorEnvelope },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await openSession(ctx.db, authOf(request), request.body) }),
  );

  app.get(
    '/cash-sessions/current',
    {
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags: ['cash-sessions'],
        summary:
          'La caja abierta de una caja registradora (la del equipo o la principal), con lo que debería haber; null si no hay',
        security: [{ bearer: [] }],
        querystring: ZCurrentSessionQuery,
        response: { 200: dataResponse(ZCashSession.nullable()), 404: ZErrorEnvelope },
      },
    },
    async (request) => ({
      data: await currentSession(ctx.db, authOf(request), request.query.registerId),
    }),
  );

  app.get(
    '/cash-sessions',
    {
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags: ['cash-sessions'],
        summary: 'Historial de cajas del vendedor, más nuevas primero',
        security: [{ bearer: [] }],
        querystring: ZCashSessionListQuery,
        response: { 200: ZCashSessionListResponse },
      },
    },
    async (request) => listSessions(ctx.db, shopOf(request), request.query),
  );

  app.get(
    '/cash-sessions/without-till',
    {
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags: ['cash-sessions'],
        summary: 'Los pagos de un día registrados sin caja abierta ("sin caja"), por método y moneda',
        security: [{ bearer: [] }],
        querystring: ZWithoutTillQuery,
        response: { 200: dataResponse(ZWithoutTill) },
      },
    },
    async (request) => ({ data: await withoutTill(ctx.db, authOf(request), request.query.date) }),
  );

  app.get(
    '/cash-sessions/:id',
    {
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags: ['cash-sessions'],
        summary: 'Una caja con sus líneas, movimientos y cifras (reporte Z cuando está cerrada)',
        security: [{ bearer: [] }],
        params: ZIdParams,
        response: { 200: dataResponse(ZCashSession), 404: ZErrorEnvelope },
      },
    },
    async (request) => ({ data: await getSession(ctx.db, shopOf(request), request.params.id) }),
  );

  app.post(
    '/cash-sessions/:id/movements',
    {
      preHandler: ctx.guards.allowed('till.cashOut'),
      schema: {
        tags: ['cash-sessions'],
        summary: 'Entrada o salida de dinero de la caja abierta, con su motivo',
        security: [{ bearer: [] }],
        params: ZIdParams,
        body: ZCashMovementRequest,
        response: { 201: dataResponse(ZCashMovement), 404: ZErrorEnvelope, 409: ZErrorEnvelope },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await addMovement(ctx.db, authOf(request), request.params.id, request.body),
      }),
  );

  app.post(
    '/cash-sessions/:id/close',
    {
      preHandler: ctx.guards.allowed('till.operate'),
      schema: {
        tags: ['cash-sessions'],
        summary:
          'Cerrar la caja con lo contado por método y moneda; guarda las diferencias (sobrante/faltante)',
        security: [{ bearer: [] }],
        params: ZIdParams,
        body: ZCashSessionCloseRequest,
        response: { 200: dataResponse(ZCashSession), 404: ZErrorEnvelope, 409: ZErrorEnvelope },
      },
    },
    async (request) => ({
      data: await closeSession(ctx.db, authOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/cash-sessions/:id/report.pdf',
    {
      preHandler: [ctx.guards.requireSeller, ctx.heavyWork.share('document')],
      schema: {
        tags: ['cash-sessions'],
        summary: 'El reporte Z de una caja en PDF, para papel térmico de 58 u 80 mm o A4',
        security: [{ bearer: [] }],
        params: ZIdParams,
        querystring: ZPaperQuery,
        response: { 200: ZPdfBytes, 404: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const shopId = shopOf(request);
      const [session, shop] = await Promise.all([
        getSession(ctx.db, shopId, request.params.id),
        findDocumentShop(ctx.db, shopId),
      ]);
      // Printed as the screen shows it to this member: without profit for a role that may not see it.
      const shown = seesCosts(request) ? session : (withoutCosts(session) as typeof session);
      const pdf = await renderPdf(tillReportBlocks(shown, shop), request.query.paper, 'Reporte Z');
      return sendPdf(reply, pdf, `reporte-z-${session.id.slice(0, 8)}.pdf`);
    },
  );
}
