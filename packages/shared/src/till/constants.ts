/** The till's states and its movements' kinds and limits (design §11). */

export const CASH_SESSION_STATUSES = ['OPEN', 'CLOSED'] as const;
export type TCashSessionStatus = (typeof CASH_SESSION_STATUSES)[number];
export const CASH_MOVEMENT_TYPES = ['IN', 'OUT'] as const;
export type TCashMovementType = (typeof CASH_MOVEMENT_TYPES)[number];
export const CASH_MOVEMENT_TYPE_LABELS: Record<TCashMovementType, string> = {
  IN: 'Entrada',
  OUT: 'Salida',
};
export const CASH_MOVEMENT_REASON_MAX = 200;
export const CASH_SESSION_NOTES_MAX = 500;

/** The till's states, as the Z report and the exports write them. */
export const CASH_SESSION_STATUS_LABELS: Record<TCashSessionStatus, string> = {
  OPEN: 'Abierta',
  CLOSED: 'Cerrada',
};
