/**
 * The fields of an answer that tell what the shop paid for its goods or earned on them (decision record 029): a
 * role that may not see costs and profit (a cashier) never receives them — they are left out of the answer, not
 * hidden on the screen.
 */
export const COST_FIELDS: ReadonlySet<string> = new Set([
  'cost',
  'unitCost',
  'totalCost',
  'costAfter',
  'profit',
  'totalProfit',
  'profitPerUnit',
  'realMonthlyProfit',
  'revenueWithoutCost',
  'monthlyRevenueWithoutCost',
]);

/** The value without any cost or profit field, at any depth. */
export function withoutCosts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCosts);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !COST_FIELDS.has(key))
      .map(([key, item]) => [key, withoutCosts(item)]),
  );
}
