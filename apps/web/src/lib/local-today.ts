import { formatIsoDate } from '@cuadre/shared/common/dates';

/**
 * Today 'YYYY-MM-DD' in the device's own zone, as the sales screens show their dates (formatLocalDate): the day
 * the seller sees on the phone, for a credit sale's due date and how late a debt is.
 */
export function localTodayIso(at: Date = new Date()): string {
  return formatIsoDate(at.getFullYear(), at.getMonth(), at.getDate());
}
