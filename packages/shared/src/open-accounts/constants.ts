/** An open account's statuses and its banner's time (spec §3, §9). */

export const OPEN_ACCOUNTS_BANNER_MS = 5000;

export const OPEN_ACCOUNT_STATUSES = ['OPEN', 'CLOSED'] as const;
export type TOpenAccountStatus = (typeof OPEN_ACCOUNT_STATUSES)[number];
export const OPEN_ACCOUNT_STATUS_LABELS: Record<TOpenAccountStatus, string> = {
  OPEN: 'Abierta',
  CLOSED: 'Cerrada',
};
