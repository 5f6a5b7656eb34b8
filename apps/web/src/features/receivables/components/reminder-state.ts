import type { TReceivableClient } from '@cuadre/shared/credit/schemas';
import { isoDateInZone } from '@cuadre/shared/common/dates';

/** Whether the client's last reminder was on `today` ('YYYY-MM-DD' in the shop's zone). */
export function wasRemindedOn(client: TReceivableClient, today: string, timeZone: string): boolean {
  return client.lastReminderAt !== null && isoDateInZone(client.lastReminderAt, timeZone) === today;
}
