import { todayInZone } from '@cuadre/shared/common/dates';
import { insertRate } from '../src/modules/dollar-rate/dollar-rate.repository';
import type { TTestContext } from './test-app';

/** Today in Caracas, when the test file loads: the day of the sales the database's clock stamps. */
export const TODAY_IN_CARACAS = todayInZone('America/Caracas');

/** A BCV reading in force today, fetched yesterday: what sales made now remember, through the API. */
export async function rateInForceToday(ctx: TTestContext, rate: number): Promise<void> {
  await insertRate(ctx.db, {
    rate,
    validFor: TODAY_IN_CARACAS,
    source: 'bcv',
    fetchedAt: new Date(Date.now() - 86_400_000),
    createdBy: null,
    status: 'applied',
  });
}
