import { dataResponse, ZErrorEnvelope, ZIdParams, ZMessageResponse } from '@cuadre/shared/common/schemas';
import { RECEIVABLES_PDF_CLIENTS } from '@cuadre/shared/credit/constants';
import { receivablesBlocks } from '@cuadre/shared/credit/receivables-document';
import {
  ZClientCredit,
  ZReceivables,
  ZReceivablesFileQuery,
  ZReceivablesQuery,
  ZReminder,
  ZReminderRequest,
  ZStatementLink,
} from '@cuadre/shared/credit/schemas';
import { ZClientStatement } from '@cuadre/shared/clients/statement-schemas';
import { ZReceiptTokenParams } from '@cuadre/shared/documents/schemas';
import { receivablesFileName } from '@cuadre/shared/exports/export-files';
import { isVenezuela } from '@cuadre/shared/money/constants';
import type { TApp, TAppContext } from '../../app-context';
import { authOf, shopOf } from '../../lib/auth/guards';
import { idempotentWrite, keyClaimOf, runIdempotent, ZIdempotencyHeaders } from '../../lib/idempotency';
import { findDocumentShop } from '../documents/document-shop';
import { renderPdf } from '../documents/pdf-document';
import { noStore, sendPdf, ZPdfBytes } from '../documents/pdf-route';
import type { TSaleRates } from '../dollar-rate/sale-rate';
import { clientCredit, linkedStatement, remindClient, revokeStatement, statementLink } from './client-credit';
import { receivables } from './receivables';

const tags = ['credit'];
const security = [{ bearer: [] }];

/**
 * Fiado under control (decision record 030): a client's credit for the cart, the receivables' ageing, reminders
 * recorded once a day, and the client's public statement link (`/e/{token}`). `rates`: the rate in force, for
 * bolívares.
 */
export function registerCreditRoutes(app: TApp, ctx: TAppContext, rates: Pick<TSaleRates, 'rateAt'>): void {
  const linkUrl = (token: string) => `${ctx.env.APP_URL}/e/${token}`;

  app.get(
    '/clients/:id/credit',
    {
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags,
        security,
        summary:
          'Lo que debe un cliente, su límite de crédito y lo que le queda disponible (para el carrito)',
        params: ZIdParams,
        response: { 200: dataResponse(ZClientCredit), 404: ZErrorEnvelope },
      },
    },
    async (request) => ({ data: await clientCredit(ctx.db, authOf(request), request.params.id, ctx.now()) }),
  );

  app.get(
    '/reports/receivables',
    {
      preHandler: ctx.guards.allowed('figures.read'),
      schema: {
        tags: ['reports'],
        security,
        summary:
          'Cuentas por cobrar por antigüedad (0–30, 31–60, 61–90, más de 90 días) al día asOf, en USD y Bs.',
        querystring: ZReceivablesQuery,
        response: { 200: dataResponse(ZReceivables) },
      },
    },
    async (request) => ({
      data: await receivables(ctx.db, rates, authOf(request), request.query, ctx.now()),
    }),
  );

  app.get(
    '/reports/receivables.pdf',
    {
      onRequest: noStore,
      preHandler: [ctx.guards.allowed('figures.read'), ctx.heavyWork.share('document')],
      schema: {
        tags: ['reports'],
        security,
        summary: `Cuentas por cobrar en PDF: los totales y los ${RECEIVABLES_PDF_CLIENTS} clientes con más atraso`,
        querystring: ZReceivablesFileQuery,
        response: { 200: ZPdfBytes },
      },
    },
    async (request, reply) => {
      const reader = authOf(request);
      const query = { asOf: request.query.asOf, page: 1, search: undefined, overdueOnly: false };
      const [report, shop] = await Promise.all([
        receivables(ctx.db, rates, reader, query, ctx.now(), RECEIVABLES_PDF_CLIENTS),
        findDocumentShop(ctx.db, reader.shopId),
      ]);
      const pdf = await renderPdf(receivablesBlocks(report, shop), 'a4', 'Cuentas por cobrar');
      return sendPdf(reply, pdf, receivablesFileName(report.asOf, 'pdf'));
    },
  );

  app.post(
    '/clients/:id/reminders',
    {
      preHandler: ctx.guards.allowed('collect'),
      schema: {
        tags,
        security,
        summary:
          'Registra que se le recordó la deuda al cliente (una vez por toque; una vez al día salvo again)',
        params: ZIdParams,
        headers: ZIdempotencyHeaders,
        body: ZReminderRequest,
        response: { 201: dataResponse(ZReminder), 404: ZErrorEnvelope, 409: ZErrorEnvelope },
      },
    },
    idempotentWrite((request, key) => {
      const session = authOf(request);
      const route = 'POST /clients/:id/reminders';
      const claim = keyClaimOf(key, { clientId: request.params.id, ...request.body });
      return runIdempotent(ctx.db, { shopId: session.shopId, route, claim }, async (tx) => ({
        statusCode: 201,
        body: { data: await remindClient(tx, session, request.params.id, request.body, ctx.now()) },
      }));
    }),
  );

  app.post(
    '/clients/:id/statement-link',
    {
      preHandler: ctx.guards.allowed('collect'),
      schema: {
        tags,
        security,
        summary: 'El enlace público del estado de cuenta del cliente (/e/{token}); el mismo hasta revocarlo',
        params: ZIdParams,
        response: { 200: dataResponse(ZStatementLink), 404: ZErrorEnvelope },
      },
    },
    async (request) => ({
      data: await statementLink(ctx.db, shopOf(request), request.params.id, linkUrl),
    }),
  );

  app.delete(
    '/clients/:id/statement-link',
    {
      preHandler: ctx.guards.allowed('collect'),
      schema: {
        tags,
        security,
        summary: 'Revoca el enlace público del estado de cuenta del cliente: deja de abrir al instante',
        params: ZIdParams,
        response: { 200: ZMessageResponse, 404: ZErrorEnvelope },
      },
    },
    async (request) => ({ data: await revokeStatement(ctx.db, shopOf(request), request.params.id) }),
  );

  app.get(
    '/public/statements/:token',
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'El estado de cuenta de un cliente por su enlace público, sin iniciar sesión',
        params: ZReceiptTokenParams,
        response: { 200: dataResponse(ZClientStatement), 404: ZErrorEnvelope },
      },
    },
    async (request) => ({
      data: await linkedStatement(ctx.db, request.params.token, async (shop) =>
        isVenezuela(shop) ? rates.rateAt(ctx.now()) : null,
      ),
    }),
  );
}
