import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import type { TShopId } from '../../lib/auth/shop-scope';
import { zonedDayStart } from '../stats/zoned-days';

/** The reminder written (id and instant null when none was: the client was reminded today already). */
export type TReminderRow = {
  id: string | null;
  client_id: string;
  sent_at: string | null;
  reminded_today: boolean;
};

/**
 * Records a reminder of the shop's live client unless one was sent since the start of `today` in the shop's zone
 * and `again` is not set. Answers the reminder written, or `reminded_today` with no row written; null when the
 * shop has no such client. The client's row is locked first, so two taps at once record one reminder.
 */
export async function recordReminder(
  db: TDbOrTx,
  shopId: TShopId,
  clientId: string,
  reminder: { memberId: string; at: Date; today: string; timeZone: string; again: boolean },
): Promise<(TReminderRow & { name: string }) | null> {
  const locked = await db.execute<{ id: string; name: string }>(sql`
    SELECT id, name FROM clients WHERE id = ${clientId} AND shop_id = ${shopId} AND deleted_at IS NULL
    FOR NO KEY UPDATE`);
  const client = locked.rows[0];
  if (!client) return null;
  const result = await db.execute<TReminderRow>(sql`
    WITH today AS (
      SELECT EXISTS (SELECT 1 FROM client_reminders
                      WHERE client_id = ${clientId} AND sent_at >= ${zonedDayStart(reminder.today, reminder.timeZone)}) AS reminded
    ), written AS (
      INSERT INTO client_reminders (id, shop_id, client_id, member_id, sent_at)
      SELECT gen_random_uuid(), ${shopId}, ${clientId}, ${reminder.memberId}, ${reminder.at.toISOString()}::timestamptz
        FROM today WHERE NOT today.reminded OR ${reminder.again}
      RETURNING id, client_id, sent_at
    )
    SELECT w.id, ${clientId}::uuid AS client_id,
           to_char(w.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS sent_at,
           t.reminded AS reminded_today
      FROM today AS t LEFT JOIN written AS w ON true`);
  const row = result.rows[0];
  return row ? { ...row, name: client.name } : null;
}
