import { DEFAULT_TIME_ZONE } from '@cuadre/shared/common/constants';
import { addDaysToIsoDate, isoDateInZone } from '@cuadre/shared/common/dates';

/**
 * From this hour (Caracas) a business day's reading is taken to be the rate the BCV published that afternoon for
 * the next business day. The BCV publishes in the afternoon; noon is earlier than it ever does, on purpose:
 * dated too late, Monday's rate read on Friday afternoon would be applied on Friday — money charged at a rate
 * not yet in force. Dated too early, a reading between noon and the publication (still today's value) waits
 * as `next`, and the real value read later that afternoon, for the same date, replaces it.
 */
export const BCV_PUBLISHES_FROM_HOUR = 12;

/** The calendar day after `day` ('YYYY-MM-DD'). */
const dayAfter = (day: string): string => addDaysToIsoDate(day, 1);

/** Saturday and Sunday: the BCV neither publishes nor values a rate on them. */
function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * The Fecha Valor of a rate read at `readAt` from a source that does not say it (the fallback's JSON, a BCV page
 * without its date): the BCV's calendar. On a business day afternoon it publishes the rate for the next business
 * day — Friday's covers Monday — so what a source holds at `readAt` is the rate of the first business day after
 * the last publication day that had begun its afternoon by then. Holidays are not known here: a reading before one
 * is dated the holiday (the BCV page's own Fecha Valor is exact).
 */
export function bcvValueDateOf(readAt: Date): string {
  // Shifting the instant back by the publication hour turns "the day whose afternoon has begun" into its date.
  const lastPublicationDay = isoDateInZone(
    new Date(readAt.getTime() - BCV_PUBLISHES_FROM_HOUR * 60 * 60 * 1000),
    DEFAULT_TIME_ZONE,
  );
  let day = dayAfter(lastPublicationDay);
  while (isWeekend(day)) day = dayAfter(day);
  return day;
}
