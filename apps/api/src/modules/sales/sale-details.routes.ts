import { dataResponse, ZErrorEnvelope, ZIdParams } from '@cuadre/shared/schemas/common';
import { SERVER_MESSAGES } from '@cuadre/shared/messages';
import { saleBalance, ZSaleDetails } from '@cuadre/shared/schemas/sales';
import type { TApp, TAppContext } from '../../app-context';
import { notFound } from '../../lib/app-error';
import { authOf } from '../../lib/auth/guards';
import { findDocumentShop } from '../documents/document-shop';
import { renderPdf } from '../documents/pdf-document';
import { sendPdf, ZPaperQuery, ZPdfBytes } from '../documents/pdf-route';
import { formatReceiptNumber, receiptBlocks } from '../documents/receipt.document';
import { getSaleDetails } from './get-sale-details';
import { loadSaleViews } from './sales.repository';

/**
 * Kept apart from sales.routes.ts: the details dialog, its instalments and the sale's receipt are their own slice
 * (issue 5, design §12).
 */
export function registerSaleDetailsRoutes(app: TApp, ctx: TAppContext): void {
  app.get(
    '/sales/:id/payments',
    {
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags: ['sales'],
        summary: 'Detalle de una venta: líneas con costo y ganancia, abonos y saldo pendiente',
        security: [{ bearer: [] }],
        params: ZIdParams,
        response: { 200: dataResponse(ZSaleDetails) },
      },
    },
    async (request) => ({ data: await getSaleDetails(ctx.db, authOf(request).id, request.params.id) }),
  );

  app.get(
    '/sales/:id/receipt.pdf',
    {
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags: ['sales'],
        summary: 'El recibo (nota de entrega, no fiscal) de una venta en PDF, para papel de 58 u 80 mm o A4',
        security: [{ bearer: [] }],
        params: ZIdParams,
        querystring: ZPaperQuery,
        response: { 200: ZPdfBytes, 404: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const userId = authOf(request).id;
      // The sale as its details show it, without the lines' costs: a receipt shows none.
      const [[sale], shop] = await Promise.all([
        loadSaleViews(ctx.db, userId, [request.params.id]),
        findDocumentShop(ctx.db, userId),
      ]);
      if (!sale) throw notFound(SERVER_MESSAGES.SALE_NOT_FOUND);
      const number = formatReceiptNumber(sale.receiptNumber);
      const pdf = await renderPdf(
        receiptBlocks({ ...sale, balance: saleBalance(sale) }, shop),
        request.query.paper,
        `Nota de entrega ${number}`,
      );
      return sendPdf(reply, pdf, `recibo-${number}.pdf`);
    },
  );
}
