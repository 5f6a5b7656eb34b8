import { dataResponse, ZErrorEnvelope, ZIdParams, ZMessageResponse } from '@cuadre/shared/common/schemas';
import {
  ZProduct,
  ZProductCreateRequest,
  ZProductListQuery,
  ZProductListResponse,
  ZProductUpdateRequest,
} from '@cuadre/shared/products/schemas';
import type { TApp, TAppContext } from '../../app-context';
import { authOf, shopOf } from '../../lib/auth/guards';
import type { TProductEvents } from '../../lib/product-events';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './products.service';
import { createSearchPages } from './search-pages';

const security = [{ bearer: [] }];
const tags = ['products'];

export function registerProductsRoutes(app: TApp, ctx: TAppContext, events: TProductEvents): void {
  const searchPages = createSearchPages();
  app.get(
    '/products',
    {
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags,
        summary: 'Productos del vendedor, más nuevos primero; búsqueda por nombre o SKU',
        security,
        querystring: ZProductListQuery,
        response: { 200: ZProductListResponse },
      },
    },
    async (request) => listProducts(ctx.db, searchPages, shopOf(request), request.query),
  );

  app.post(
    '/products',
    {
      preHandler: ctx.guards.allowed('products.write'),
      schema: {
        tags,
        summary: 'Crear un producto (SKU único entre los productos vigentes del vendedor)',
        security,
        body: ZProductCreateRequest,
        // 409 SKU_TAKEN; the standard errors are added by lib/error-responses.ts.
        response: { 201: dataResponse(ZProduct), 409: ZErrorEnvelope },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createProduct(ctx.db, authOf(request), request.body) }),
  );

  app.get(
    '/products/:id',
    {
      preHandler: ctx.guards.requireSeller,
      schema: {
        tags,
        summary: 'Un producto vigente del vendedor (su historial de inventario lo encabeza)',
        security,
        params: ZIdParams,
        response: { 200: dataResponse(ZProduct) },
      },
    },
    async (request) => ({ data: await getProduct(ctx.db, shopOf(request), request.params.id) }),
  );

  app.put(
    '/products/:id',
    {
      preHandler: ctx.guards.allowed('products.write'),
      schema: {
        tags,
        summary: 'Editar un producto',
        security,
        params: ZIdParams,
        body: ZProductUpdateRequest,
        response: { 200: dataResponse(ZProduct), 409: ZErrorEnvelope },
      },
    },
    async (request) => ({
      data: await updateProduct(ctx.db, events, authOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/products/delete/:id',
    {
      preHandler: ctx.guards.allowed('products.delete'),
      schema: {
        tags,
        summary: 'Eliminar un producto (borrado lógico: las ventas pasadas conservan su nombre)',
        security,
        params: ZIdParams,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => ({ data: await deleteProduct(ctx.db, events, shopOf(request), request.params.id) }),
  );
}
