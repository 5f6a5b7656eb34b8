import { formatLocalDate } from '@cuadre/shared/common/dates';

/** The device's zone is the shop's: the seller works on a phone or PC set to local time. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** dd/mm/yyyy in the device's zone, the same format as the shared summary text. */
export function formatAccountDate(timestamp: string): string {
  return formatLocalDate(new Date(timestamp));
}
