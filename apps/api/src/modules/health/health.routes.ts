import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TApp, TAppContext } from '../../app-context';

const ZHealth = z.object({
  data: z.object({ status: z.literal('ok'), db: z.enum(['embedded', 'server']), migration: z.string() }),
});

export function registerHealthRoutes(app: TApp, ctx: TAppContext): void {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Estado del servicio', response: { 200: ZHealth } } },
    async () => {
      await ctx.db.execute(sql`SELECT 1`);
      return { data: { status: 'ok' as const, db: ctx.dbKind, migration: ctx.migration } };
    },
  );
}
