import { formatMoney } from '@cuadre/shared/money/money';

/** Admin amounts are dollars with '$' and 2 decimals (spec §9), whatever a seller's currency mode. */
export function formatAdminMoney(amountUsd: number): string {
  return formatMoney(amountUsd);
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The admin area is in English (spec §2); times are the admin's own clock. */
export function formatAdminDate(timestamp: string): string {
  return DATE_TIME.format(new Date(timestamp));
}

const COUNT = new Intl.NumberFormat('en-US');

/** A list total, with '+' when the server stopped counting at its cap (docs/admin.md). */
export function formatListTotal(total: number, isTotalCapped = false): string {
  return `${COUNT.format(total)}${isTotalCapped ? '+' : ''}`;
}

export function formatCount(value: number): string {
  return COUNT.format(value);
}
