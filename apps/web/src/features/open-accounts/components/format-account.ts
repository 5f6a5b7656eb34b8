import { formatDateEs } from '@cuadre/shared/domain/dates';

/** The device's zone is the shop's: the seller works on a phone or PC set to local time. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** dd/mm/yyyy, the same format as the shared summary text. */
export function formatAccountDate(timestamp: string): string {
  return formatDateEs(timestamp, browserTimeZone());
}
