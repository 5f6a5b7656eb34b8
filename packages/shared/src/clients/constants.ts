/** A client's debt filter (spec §2 Clients). */

export const DEBT_STATUSES = ['with_debt', 'without_debt'] as const;
export type TDebtStatus = (typeof DEBT_STATUSES)[number];
export const DEBT_STATUS_LABELS: Record<TDebtStatus, string> = {
  with_debt: 'Con Deuda',
  without_debt: 'Sin Deuda',
};
