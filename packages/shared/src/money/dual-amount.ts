import { z } from 'zod';
import { ZMoney } from '../common/schemas';
import { formatUsd, formatVes, fromBigCents, toBigCents } from './money';

/**
 * An amount as the reports and the receivables give it: dollars exact to the cent, and bolívares (null without a
 * rate) as the rule of the figure says: each sale at its own rate, or today's.
 */
export const ZDualAmount = z.object({ usd: ZMoney, ves: ZMoney.nullable() });
export type TDualAmount = z.infer<typeof ZDualAmount>;

/** "$12.50 · Bs. 3.070,85", or the dollars alone without a rate. */
export function dualText(amount: TDualAmount): string {
  return amount.ves === null ? formatUsd(amount.usd) : `${formatUsd(amount.usd)} · ${formatVes(amount.ves)}`;
}

/** The sum of amounts, to the cent in both currencies; bolívares only when every amount has them. */
export function sumDual(amounts: readonly TDualAmount[]): TDualAmount {
  let usd = 0n;
  let ves: bigint | null = 0n;
  for (const amount of amounts) {
    usd += toBigCents(amount.usd);
    ves = ves === null || amount.ves === null ? null : ves + toBigCents(amount.ves);
  }
  return { usd: fromBigCents(usd), ves: ves === null ? null : fromBigCents(ves) };
}
