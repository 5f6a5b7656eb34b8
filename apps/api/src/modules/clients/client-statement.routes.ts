import { isVenezuela } from '@cuadre/shared/money/constants';
import { statementFileName } from '@cuadre/shared/clients/client-statement';
import { ZClientStatement } from '@cuadre/shared/clients/statement-schemas';
import { dataResponse, ZErrorEnvelope, ZIdParams } from '@cuadre/shared/common/schemas';
import type { TApp, TAppContext } from '../../app-context';
import { authOf, type TAuthUser } from '../../lib/auth/guards';
import { noStore, sendPdf, ZPaperQuery, ZPdfBytes } from '../documents/pdf-route';
import type { TSaleRates } from '../dollar-rate/sale-rate';
import { getClientStatement, renderStatementPdf } from './client-statement.service';

const tags = ['clients'];
const security = [{ bearer: [] }];

/**
 * A client's statement — estado de cuenta (design §12, §17): the data the app's WhatsApp texts are written from,
 * and the PDF. `rates`: the sales module's reading of the rate in force, for the balance in bolívares.
 */
export function registerClientStatementRoutes(
  app: TApp,
  ctx: TAppContext,
  rates: Pick<TSaleRates, 'rateAt'>,
): void {
  const load = async (seller: TAuthUser, clientId: string) => {
    const todayRate = isVenezuela(seller) ? await rates.rateAt(ctx.now()) : null;
    return getClientStatement(ctx.db, seller.shopId, clientId, todayRate);
  };

  app.get(
    '/clients/:id/statement',
    {
      onRequest: noStore,
      preHandler: [ctx.guards.requireSeller, ctx.heavyWork.share('document')],
      schema: {
        tags,
        security,
        summary:
          'Estado de cuenta de un cliente: ventas y abonos con el saldo tras cada uno, y el saldo en Bs. de hoy',
        params: ZIdParams,
        response: { 200: dataResponse(ZClientStatement), 404: ZErrorEnvelope },
      },
    },
    async (request) => ({ data: (await load(authOf(request), request.params.id)).statement }),
  );

  app.get(
    '/clients/:id/statement.pdf',
    {
      onRequest: noStore,
      preHandler: [ctx.guards.requireSeller, ctx.heavyWork.share('document')],
      schema: {
        tags,
        security,
        summary: 'Estado de cuenta de un cliente en PDF, para papel de 58 u 80 mm o A4',
        params: ZIdParams,
        querystring: ZPaperQuery,
        response: { 200: ZPdfBytes, 404: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { statement, shop } = await load(authOf(request), request.params.id);
      const pdf = await renderStatementPdf(statement, shop, request.query.paper, ctx.now());
      return sendPdf(reply, pdf, statementFileName(statement.client.name));
    },
  );
}
