import { insertRate } from '../src/modules/dollar-rate/dollar-rate.repository';
import { setAppNow, type TTestContext } from './test-app';

/** Tuesday 10 March 2026, 11:00 in Caracas: the moment the money tests sell at. */
export const TUESDAY = '2026-03-10T15:00:00.000Z';

/**
 * A BCV reading fetched Monday evening with Fecha Valor Tuesday, in force at TUESDAY, and the app's clock set
 * there: what a Venezuelan seller's sale, payment, till or statistics then use.
 */
export async function sellOnTuesdayAt(ctx: TTestContext, rate: number): Promise<void> {
  await insertRate(ctx.db, {
    rate,
    validFor: '2026-03-10',
    source: 'bcv',
    fetchedAt: new Date('2026-03-09T21:00:00Z'),
    createdBy: null,
    status: 'applied',
  });
  setAppNow(ctx, TUESDAY);
}
