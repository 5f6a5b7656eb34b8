/** A sale's statuses and limits, and how long its banners stay (spec §3, §9, design §10, §14). */

export const SALE_SUCCESS_BANNER_MS = 3000;
export const SALE_ERROR_BANNER_MS = 3000;

export const SALE_STATUSES = ['PAID', 'PENDING'] as const;
export type TSaleStatus = (typeof SALE_STATUSES)[number];
export const SALE_STATUS_LABELS: Record<TSaleStatus, string> = {
  PAID: 'Pagada',
  PENDING: 'Pendiente',
};
export const DEFAULT_SALE_STATUS: TSaleStatus = 'PAID';
/** At most this many payments make up one sale (split tender, design §10). */
export const MAX_SALE_PAYMENTS = 10;

/**
 * A sale made offline (design §14) keeps the moment it was made when it arrives within this window: at most 72
 * hours late, at most 5 minutes ahead of the server's clock (a phone's clock drifts).
 */
export const OFFLINE_SALE_MAX_AGE_MS = 72 * 60 * 60 * 1000;
export const OFFLINE_SALE_MAX_AHEAD_MS = 5 * 60 * 1000;

/** Lines one sale may have (and so one return of it). */
export const MAX_SALE_ITEMS = 500;
/**
 * The largest total one sale may have (design §10): far above any real sale, and small enough that a seller's
 * history of sales keeps every screen's sums readable. A sale past it answers 400 (VALIDATION.saleTotalTooLarge).
 */
export const MAX_SALE_TOTAL = 100_000_000;
