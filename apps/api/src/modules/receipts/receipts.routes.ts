import { dataResponse, ZErrorEnvelope, ZIdParams, ZMessageResponse } from '@cuadre/shared/common/schemas';
import {
  ZReceipt,
  ZReceiptLink,
  ZReceiptTokenParams,
  ZSellerReceipt,
} from '@cuadre/shared/documents/schemas';
import { receiptFileName } from '@cuadre/shared/receipts/receipt';
import type { TApp, TAppContext } from '../../app-context';
import { shopOf } from '../../lib/auth/guards';
import { noStore, sendPdf, ZPaperQuery, ZPdfBytes } from '../documents/pdf-route';
import { renderReceiptPdf } from './receipt-source';
import {
  adminReceipt,
  linkedReceipt,
  receiptLink,
  receiptToPrint,
  revokeLink,
  shopReceipt,
} from './receipts';

const tags = ['receipts'];
const security = [{ bearer: [] }];

/**
 * A sale's receipt (design §12, §17): the seller's own, its PDF, the public link a customer opens without an
 * account (`/r/{token}`), and the admin's view of any seller's.
 */
export function registerReceiptRoutes(app: TApp, ctx: TAppContext): void {
  const linkUrl = (token: string) => `${ctx.env.APP_URL}/r/${token}`;

  app.get(
    '/sales/:id/receipt',
    {
      onRequest: noStore,
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags,
        security,
        summary: 'El recibo (nota de entrega, no fiscal) de una venta, con su enlace público si lo tiene',
        params: ZIdParams,
        response: { 200: dataResponse(ZSellerReceipt), 404: ZErrorEnvelope },
      },
    },
    async (request) => ({ data: await shopReceipt(ctx.db, shopOf(request), request.params.id, linkUrl) }),
  );

  app.get(
    '/sales/:id/receipt.pdf',
    {
      onRequest: noStore,
      preHandler: [ctx.guards.requireSeller, ctx.heavyWork.share('document')],
      schema: {
        tags,
        security,
        summary: 'El recibo de una venta en PDF, para papel de 58 u 80 mm o A4',
        params: ZIdParams,
        querystring: ZPaperQuery,
        response: { 200: ZPdfBytes, 404: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const receipt = await receiptToPrint(ctx.db, shopOf(request), request.params.id);
      return sendPdf(
        reply,
        await renderReceiptPdf(receipt, request.query.paper),
        receiptFileName(receipt.receiptNumber),
      );
    },
  );

  app.post(
    '/sales/:id/receipt-link',
    {
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags,
        security,
        summary: 'El enlace público de solo lectura al recibo (el mismo mientras no se desactive)',
        params: ZIdParams,
        response: { 200: dataResponse(ZReceiptLink), 404: ZErrorEnvelope },
      },
    },
    async (request) => ({ data: await receiptLink(ctx.db, shopOf(request), request.params.id, linkUrl) }),
  );

  app.delete(
    '/sales/:id/receipt-link',
    {
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags,
        security,
        summary: 'Desactiva el enlace público del recibo: deja de abrirse',
        params: ZIdParams,
        response: { 200: ZMessageResponse, 404: ZErrorEnvelope },
      },
    },
    async (request) => ({ data: await revokeLink(ctx.db, shopOf(request), request.params.id) }),
  );

  app.get(
    '/public/receipts/:token',
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'Un recibo por su enlace público, sin iniciar sesión',
        params: ZReceiptTokenParams,
        response: { 200: dataResponse(ZReceipt), 404: ZErrorEnvelope },
      },
    },
    async (request) => ({ data: await linkedReceipt(ctx.db, request.params.token) }),
  );

  app.get(
    '/public/receipts/:token/receipt.pdf',
    {
      onRequest: noStore,
      // No shop is signed in: the share is the caller's address's.
      preHandler: (request, reply) => ctx.heavyWork.shareFor('document', `public:${request.ip}`, reply),
      schema: {
        tags,
        summary: 'El PDF de un recibo por su enlace público',
        params: ZReceiptTokenParams,
        querystring: ZPaperQuery,
        response: { 200: ZPdfBytes, 404: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const receipt = await linkedReceipt(ctx.db, request.params.token);
      return sendPdf(
        reply,
        await renderReceiptPdf(receipt, request.query.paper),
        receiptFileName(receipt.receiptNumber),
      );
    },
  );

  app.get(
    '/admin/sales/:id/receipt',
    {
      onRequest: noStore,
      preHandler: ctx.guards.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'El recibo de la venta de cualquier vendedor',
        params: ZIdParams,
        response: { 200: dataResponse(ZReceipt), 404: ZErrorEnvelope },
      },
    },
    async (request) => ({ data: await adminReceipt(ctx.db, request.params.id) }),
  );
}
