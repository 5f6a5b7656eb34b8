import type { TApp, TAppContext } from '../app-context';
import { registerHealthRoutes } from './health/health.routes';
import { registerSalesRoutes } from './sales/sales.routes';

/** Every module, in one explicit list: who depends on whom stays visible (no autoload). */
export function registerModules(app: TApp, ctx: TAppContext): void {
  registerHealthRoutes(app, ctx);
  registerSalesRoutes(app, ctx);
}
