import type { TApp, TAppContext } from '../app-context';
import { registerAdminRoutes } from './admin/admin.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerDollarRateRoutes } from './dollar-rate/dollar-rate.routes';
import { registerSalesRoutes } from './sales/sales.routes';
import { registerProductsRoutes } from './products/products.routes';
import { registerClientsRoutes } from './clients/clients.routes';
import { registerClientStatementRoutes } from './clients/client-statement.routes';
import { registerCreditRoutes } from './credit/credit.routes';
import { registerPriceListRoutes } from './prices/price-lists.routes';
import { registerDashboardRoutes } from './dashboard/dashboard.routes';
import { registerExpensesRoutes } from './expenses/expenses.routes';
import { registerStatsRoutes } from './stats/stats.routes';
import { registerReceiptRoutes } from './receipts/receipts.routes';
import { registerSaleDetailsRoutes } from './sales/sale-details.routes';
import { registerPaymentsRoutes } from './payments/payments.routes';
import { registerOpenAccountsRoutes } from './open-accounts/open-accounts.routes';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerCountriesRoutes } from './countries/countries.routes';
import { registerUsersRoutes } from './users/users.routes';
import { registerShopRoutes } from './shop/shop.routes';
import { registerMembersRoutes } from './shop/members.routes';
import { registerInvitationsRoutes } from './auth/accept-invitation.routes';
import { registerRegistersRoutes } from './shop/registers.routes';
import { registerAccountShopsRoutes } from './auth/account-shops.routes';
import { registerDevicesRoutes } from './shop/devices.routes';
import { registerApprovalsRoutes } from './shop/approvals.routes';
import { registerAuditRoutes } from './shop/audit.routes';
import { registerReportsRoutes } from './reports/reports.routes';
import { registerAdminUsersRoutes } from './admin-users/admin-users.routes';
import { registerTillRoutes } from './till/till.routes';
import { registerStockRoutes } from './stock/stock.routes';
import { registerReturnsRoutes } from './returns/returns.routes';
import { registerExportRoutes } from './exports/exports.routes';
import { registerImportRoutes } from './imports/imports.routes';
import { createSalesModule } from './sales/sales-state';
import type { TSaleWriterOptions } from './sales/sale-writer';

/** Every module, in one explicit list: who depends on whom stays visible (no autoload). */
export function registerModules(
  app: TApp,
  ctx: TAppContext,
  options: { saleWriter?: TSaleWriterOptions } = {},
): void {
  const sales = createSalesModule(ctx.db, options.saleWriter, { now: ctx.now });
  registerAdminRoutes(app, ctx);
  registerHealthRoutes(app, ctx);
  // A rate set or confirmed here reaches this process's sales at once (other processes within 30 s).
  registerDollarRateRoutes(app, ctx, () => sales.rates.refresh().catch(() => undefined));
  registerSalesRoutes(app, ctx, sales);
  registerProductsRoutes(app, ctx, sales);
  // A restock changes products' costs, which sales remember.
  registerStockRoutes(app, ctx, sales);
  registerClientsRoutes(app, ctx);
  registerPriceListRoutes(app, ctx);
  // An import changes products' names, costs and units, which sales remember.
  registerImportRoutes(app, ctx, sales);
  // A client's statement gives the balance in bolívares at the rate in force.
  registerClientStatementRoutes(app, ctx, sales.rates);
  registerCreditRoutes(app, ctx, sales.rates);
  // Statistics and the dashboard give sales without a rate, and expenses, in bolívares at the rate in force.
  registerDashboardRoutes(app, ctx, sales.rates);
  registerExpensesRoutes(app, ctx);
  registerStatsRoutes(app, ctx, sales.rates);
  registerSaleDetailsRoutes(app, ctx);
  registerReceiptRoutes(app, ctx);
  registerPaymentsRoutes(app, ctx);
  registerReturnsRoutes(app, ctx);
  registerOpenAccountsRoutes(app, ctx);
  registerTillRoutes(app, ctx);
  // The receivables' files give their bolívares at the rate in force.
  registerExportRoutes(app, ctx, sales.rates);
  registerAuthRoutes(app, ctx);
  registerCountriesRoutes(app, ctx);
  registerShopRoutes(app, ctx);
  registerMembersRoutes(app, ctx);
  registerInvitationsRoutes(app, ctx);
  registerAccountShopsRoutes(app, ctx);
  registerDevicesRoutes(app, ctx);
  registerRegistersRoutes(app, ctx);
  registerApprovalsRoutes(app, ctx);
  registerAuditRoutes(app, ctx);
  registerReportsRoutes(app, ctx, sales.rates);
  registerUsersRoutes(app, ctx);
  registerAdminUsersRoutes(app, ctx);
}
