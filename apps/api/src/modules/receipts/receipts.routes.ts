import { dataResponse, ZErrorEnvelope, ZIdParams, ZMessageResponse } from '@cuadre/shared/schemas/common';
import {
  ZReceipt,
  ZReceiptLink,
  ZReceiptTokenParams,
  ZSellerReceipt,
  type TReceipt,
} from '@cuadre/shared/schemas/documents';
import { receiptFileName } from '@cuadre/shared/documents/receipt';
import { SERVER_MESSAGES } from '@cuadre/shared/messages';
import type { TApp, TAppContext } from '../../app-context';
import { notFound } from '../../lib/app-error';
import { shopOf } from '../../lib/auth/guards';
import { shopIdOf } from '../../lib/auth/shop-scope';
import { noStore, sendPdf, ZPaperQuery, ZPdfBytes } from '../documents/pdf-route';
import { findActiveToken, findLinkedSale, revokeReceiptLink, shareReceipt } from './receipt-links.repository';
import { findSaleSeller, loadReceipt, renderReceiptPdf } from './receipt-source';

const tags = ['receipts'];
const security = [{ bearer: [] }];

/**
 * A sale's receipt (design §12, §17): the seller's own, its PDF, the public link a customer opens without an
 * account (`/r/{token}`), and the admin's view of any seller's.
 */
export function registerReceiptRoutes(app: TApp, ctx: TAppContext): void {
  const linkUrl = (token: string) => `${ctx.env.APP_URL}/r/${token}`;
  const found = (receipt: TReceipt | null, message: string): TReceipt => {
    if (!receipt) throw notFound(message);
    return receipt;
  };

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
    async (request) => {
      const shopId = shopOf(request);
      const [receipt, token] = await Promise.all([
        loadReceipt(ctx.db, shopId, request.params.id),
        findActiveToken(ctx.db, shopId, request.params.id),
      ]);
      const data = found(receipt, SERVER_MESSAGES.SALE_NOT_FOUND);
      return { data: { ...data, link: token ? { url: linkUrl(token) } : null } };
    },
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
      const receipt = found(
        await loadReceipt(ctx.db, shopOf(request), request.params.id),
        SERVER_MESSAGES.SALE_NOT_FOUND,
      );
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
    async (request) => {
      const token = await shareReceipt(ctx.db, shopOf(request), request.params.id);
      if (!token) throw notFound(SERVER_MESSAGES.SALE_NOT_FOUND);
      return { data: { url: linkUrl(token) } };
    },
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
    async (request) => {
      if (!(await revokeReceiptLink(ctx.db, shopOf(request), request.params.id))) {
        throw notFound(SERVER_MESSAGES.SALE_NOT_FOUND);
      }
      return { data: { message: SERVER_MESSAGES.RECEIPT_LINK_REVOKED } };
    },
  );

  const linkedReceipt = async (token: string): Promise<TReceipt> => {
    const linked = await findLinkedSale(ctx.db, token);
    const receipt = linked ? await loadReceipt(ctx.db, shopIdOf(linked.sellerId), linked.saleId) : null;
    return found(receipt, SERVER_MESSAGES.RECEIPT_LINK_NOT_FOUND);
  };

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
    async (request) => ({ data: await linkedReceipt(request.params.token) }),
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
      const receipt = await linkedReceipt(request.params.token);
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
    async (request) => {
      const sellerId = await findSaleSeller(ctx.db, request.params.id);
      const receipt = sellerId ? await loadReceipt(ctx.db, shopIdOf(sellerId), request.params.id) : null;
      return { data: found(receipt, SERVER_MESSAGES.SALE_NOT_FOUND) };
    },
  );
}
