import { dataResponse, listResponse, ZErrorEnvelope, ZIdParams } from '@cuadre/shared/common/schemas';
import {
  ZPriceList,
  ZPriceListCreateRequest,
  ZPriceListPricesQuery,
  ZPriceListPricesRequest,
  ZPriceListUpdateRequest,
  ZProductListPrices,
} from '@cuadre/shared/prices/schemas';
import { z } from 'zod';
import type { TApp, TAppContext } from '../../app-context';
import { shopOf } from '../../lib/auth/guards';
import { changePriceList, createPriceList, listPriceLists, listPrices, setListPrices } from './price-lists';

const tags = ['prices'];
const security = [{ bearer: [] }];

/**
 * Price lists besides Detal (decision record 031): every seller reads them (the cart prices with them); writing
 * one is changing products' prices, which a cashier does with approval.
 */
export function registerPriceListRoutes(app: TApp, ctx: TAppContext): void {
  app.get(
    '/price-lists',
    {
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags,
        security,
        summary: 'Las listas de precios del negocio además de Detal (Mayor, Distribuidor…)',
        response: { 200: dataResponse(z.array(ZPriceList)) },
      },
    },
    async (request) => ({ data: await listPriceLists(ctx.db, shopOf(request)) }),
  );

  app.post(
    '/price-lists',
    {
      preHandler: ctx.guards.allowed('products.write'),
      schema: {
        tags,
        security,
        summary: 'Crear una lista de precios, con un porcentaje sobre el precio de detal o sin él',
        body: ZPriceListCreateRequest,
        response: { 201: dataResponse(ZPriceList), 400: ZErrorEnvelope, 409: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const list = await createPriceList(ctx.db, shopOf(request), request.body);
      return reply.status(201).send({ data: list });
    },
  );

  app.put(
    '/price-lists/:id',
    {
      preHandler: ctx.guards.allowed('products.write'),
      schema: {
        tags,
        security,
        summary: 'Cambiar el nombre o el porcentaje de una lista de precios; solo cambia lo enviado',
        params: ZIdParams,
        body: ZPriceListUpdateRequest,
        response: { 200: dataResponse(ZPriceList), 404: ZErrorEnvelope, 409: ZErrorEnvelope },
      },
    },
    async (request) => ({
      data: await changePriceList(ctx.db, shopOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/price-lists/:id/prices',
    {
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags,
        security,
        summary:
          'Los precios de productos en la lista: los del carrito (productIds), o una página de la lista ' +
          '(search busca en todo el catálogo)',
        params: ZIdParams,
        querystring: ZPriceListPricesQuery,
        response: { 200: listResponse(ZProductListPrices), 404: ZErrorEnvelope },
      },
    },
    async (request) => listPrices(ctx.db, shopOf(request), request.params.id, request.query),
  );

  app.put(
    '/price-lists/:id/prices',
    {
      preHandler: ctx.guards.allowed('products.write'),
      schema: {
        tags,
        security,
        summary:
          'Fijar los precios de productos en la lista: por cada producto, su precio y sus escalas por cantidad ' +
          '(sin precios, sale de la lista)',
        params: ZIdParams,
        body: ZPriceListPricesRequest,
        response: { 200: dataResponse(ZPriceList), 404: ZErrorEnvelope },
      },
    },
    async (request) => ({
      data: await setListPrices(ctx.db, shopOf(request), request.params.id, request.body),
    }),
  );
}
