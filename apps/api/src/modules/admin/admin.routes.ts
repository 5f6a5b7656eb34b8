import {
  ZAdminClientListResponse,
  ZAdminDashboardTotals,
  ZAdminListQuery,
  ZAdminOpenAccountListResponse,
  ZAdminProductListResponse,
  ZAdminSaleDetail,
  ZAdminSaleListResponse,
} from '@cuadre/shared/admin/schemas';
import { dataResponse, ZIdParams } from '@cuadre/shared/common/schemas';
import type { TApp, TAppContext } from '../../app-context';
import {
  getAdminSaleDetail,
  listAdminClients,
  listAdminOpenAccounts,
  listAdminProducts,
  listAdminSales,
} from './admin.service';
import { readDashboardTotals } from './dashboard-totals';

const tags = ['admin'];
const security = [{ bearer: [] }];

/**
 * The admin's read-only views across every seller (spec §2 Admin dashboard, user detail, lists; §7). Accounts
 * themselves (GET/POST /admin/users, GET /admin/users/{id}, approve, reject) live in modules/admin-users.
 * Paging, ordering and counting rules: docs/admin.md.
 */
export function registerAdminRoutes(app: TApp, ctx: TAppContext): void {
  const preHandler = ctx.guards.requireAdmin;

  app.get(
    '/admin/dashboard',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Totals of the admin dashboard: pending and all users, live clients, sales and revenue',
        response: { 200: dataResponse(ZAdminDashboardTotals) },
      },
    },
    async () => ({ data: await readDashboardTotals(ctx.db) }),
  );

  app.get(
    '/admin/products',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Every seller's live products, newest first; search by name or SKU",
        querystring: ZAdminListQuery,
        response: { 200: ZAdminProductListResponse },
      },
    },
    (request) => listAdminProducts(ctx.db, request.query),
  );

  app.get(
    '/admin/clients',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Every seller's live clients, newest first; search by name, e-mail or phone",
        querystring: ZAdminListQuery,
        response: { 200: ZAdminClientListResponse },
      },
    },
    (request) => listAdminClients(ctx.db, request.query),
  );

  app.get(
    '/admin/sales',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Every seller's sales, newest first; search by the start of the id or the client's name",
        querystring: ZAdminListQuery,
        response: { 200: ZAdminSaleListResponse },
      },
    },
    (request) => listAdminSales(ctx.db, request.query),
  );

  app.get(
    '/admin/sales/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'One sale of any seller, with its lines and their subtotals',
        params: ZIdParams,
        response: { 200: dataResponse(ZAdminSaleDetail) },
      },
    },
    async (request) => ({ data: await getAdminSaleDetail(ctx.db, request.params.id) }),
  );

  app.get(
    '/admin/users/:id/products',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "One seller's live products, newest first",
        params: ZIdParams,
        querystring: ZAdminListQuery,
        response: { 200: ZAdminProductListResponse },
      },
    },
    (request) => listAdminProducts(ctx.db, request.query, request.params.id),
  );

  app.get(
    '/admin/users/:id/clients',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "One seller's live clients, newest first",
        params: ZIdParams,
        querystring: ZAdminListQuery,
        response: { 200: ZAdminClientListResponse },
      },
    },
    (request) => listAdminClients(ctx.db, request.query, request.params.id),
  );

  app.get(
    '/admin/users/:id/sales',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "One seller's sales, newest first",
        params: ZIdParams,
        querystring: ZAdminListQuery,
        response: { 200: ZAdminSaleListResponse },
      },
    },
    (request) => listAdminSales(ctx.db, request.query, request.params.id),
  );

  app.get(
    '/admin/users/:id/open-accounts',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "One seller's open accounts (open and closed), newest first; search by client name",
        params: ZIdParams,
        querystring: ZAdminListQuery,
        response: { 200: ZAdminOpenAccountListResponse },
      },
    },
    (request) => listAdminOpenAccounts(ctx.db, request.query, request.params.id),
  );
}
