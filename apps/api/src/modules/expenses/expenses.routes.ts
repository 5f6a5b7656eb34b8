import { dataResponse, ZIdParams, ZMessageResponse } from '@cuadre/shared/common/schemas';
import {
  ZExpense,
  ZExpenseListQuery,
  ZExpenseListResponse,
  ZExpenseRequest,
  ZExpenseSummary,
} from '@cuadre/shared/expenses/schemas';
import type { TApp, TAppContext } from '../../app-context';
import { authOf } from '../../lib/auth/guards';
import {
  createExpense,
  editExpense,
  getExpenseSummary,
  listExpenses,
  removeExpense,
} from './expenses.service';

const tags = ['expenses'];
const security = [{ bearer: [] }];

/**
 * /expenses… of the signed-in seller. Only PUT and DELETE take an :id, and GET /expenses/summary (and the
 * dashboard module's GET /expenses/dashboard/metrics) are static paths, which Fastify's router always
 * prefers to a parametric one, so no route here can swallow them.
 */
export function registerExpensesRoutes(app: TApp, ctx: TAppContext): void {
  const readFigures = ctx.guards.allowed('figures.read');
  const writeExpenses = ctx.guards.allowed('expenses.write');

  app.get(
    '/expenses',
    {
      preHandler: readFigures,
      schema: {
        tags,
        security,
        summary: 'Gastos del vendedor, del más reciente al más antiguo (fechas en su zona horaria)',
        querystring: ZExpenseListQuery,
        response: { 200: ZExpenseListResponse },
      },
    },
    (request) => listExpenses(ctx.db, authOf(request), request.query),
  );

  app.get(
    '/expenses/summary',
    {
      preHandler: readFigures,
      schema: {
        tags,
        security,
        summary: 'Totales del mes y del año en curso y del mes por categoría',
        response: { 200: dataResponse(ZExpenseSummary) },
      },
    },
    async (request) => ({ data: await getExpenseSummary(ctx.db, authOf(request), ctx.now()) }),
  );

  app.post(
    '/expenses',
    {
      preHandler: writeExpenses,
      schema: {
        tags,
        security,
        summary: 'Registrar un gasto',
        body: ZExpenseRequest,
        response: { 201: dataResponse(ZExpense) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createExpense(ctx.db, authOf(request), request.body) }),
  );

  app.put(
    '/expenses/:id',
    {
      preHandler: writeExpenses,
      schema: {
        tags,
        security,
        summary: 'Modificar un gasto',
        params: ZIdParams,
        body: ZExpenseRequest,
        response: { 200: dataResponse(ZExpense) },
      },
    },
    async (request) => ({
      data: await editExpense(ctx.db, authOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/expenses/:id',
    {
      preHandler: writeExpenses,
      schema: {
        tags,
        security,
        summary: 'Eliminar un gasto (definitivamente)',
        params: ZIdParams,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => ({ data: await removeExpense(ctx.db, authOf(request), request.params.id) }),
  );
}
