import { todayInZone } from '@cuadre/shared/common/dates';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { CREDIT_MESSAGES } from '@cuadre/shared/credit/messages';
import { creditAvailable, creditLimitOf } from '@cuadre/shared/credit/credit-rules';
import type { TClientCredit, TReminder, TReminderRequest } from '@cuadre/shared/credit/schemas';
import type { TClientStatement } from '@cuadre/shared/clients/statement-schemas';
import type { TDbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { TAuthUser } from '../../lib/auth/guards';
import { shopIdOf, type TShopId } from '../../lib/auth/shop-scope';
import { getClientStatement } from '../clients/client-statement.service';
import type { TSaleRate } from '../dollar-rate/sale-rate';
import { readClientCredit } from './client-credit.repository';
import { recordReminder } from './reminders.repository';
import { findLinkedClient, revokeStatementLink, shareStatement } from './statement-links.repository';

/** GET /clients/{id}/credit: what the cart shows of the chosen client (decision record 030). */
export async function clientCredit(
  db: TDbOrTx,
  session: Pick<TAuthUser, 'shopId' | 'timeZone'>,
  clientId: string,
  now: Date,
): Promise<TClientCredit> {
  const row = await readClientCredit(db, session.shopId, clientId, todayInZone(session.timeZone, now));
  if (!row) throw notFound(SERVER_MESSAGES.CLIENT_NOT_FOUND);
  const limit = creditLimitOf(row.clientLimit, row.defaultLimit);
  return {
    clientId,
    owed: row.owed,
    overdue: row.overdue,
    creditLimit: limit,
    ownLimit: row.clientLimit !== null,
    available: creditAvailable(limit, row.owed),
    defaultCreditDays: row.defaultDays,
  };
}

/**
 * POST /clients/{id}/reminders: records that the client was reminded, once per tap (the route's Idempotency-Key)
 * and, unless `again`, once a day: a second one the same day is 409 REMINDED_TODAY.
 */
export async function remindClient(
  db: TDbOrTx,
  session: Pick<TAuthUser, 'shopId' | 'timeZone' | 'memberId'>,
  clientId: string,
  request: TReminderRequest,
  now: Date,
): Promise<TReminder> {
  const row = await recordReminder(db, session.shopId, clientId, {
    memberId: session.memberId,
    at: now,
    today: todayInZone(session.timeZone, now),
    timeZone: session.timeZone,
    again: request.again === true,
  });
  if (!row) throw notFound(SERVER_MESSAGES.CLIENT_NOT_FOUND);
  if (row.id === null || row.sent_at === null) {
    throw new AppError(409, 'REMINDED_TODAY', CREDIT_MESSAGES.remindedToday(row.name));
  }
  return { id: row.id, clientId, sentAt: row.sent_at };
}

/** POST /clients/{id}/statement-link: the client's public statement link, the same one until revoked. */
export async function statementLink(
  db: TDbOrTx,
  shopId: TShopId,
  clientId: string,
  urlOf: (token: string) => string,
): Promise<{ url: string }> {
  const token = await shareStatement(db, shopId, clientId);
  if (!token) throw notFound(SERVER_MESSAGES.CLIENT_NOT_FOUND);
  return { url: urlOf(token) };
}

/** DELETE /clients/{id}/statement-link: the link stops opening at once. */
export async function revokeStatement(db: TDbOrTx, shopId: TShopId, clientId: string) {
  if (!(await revokeStatementLink(db, shopId, clientId))) throw notFound(SERVER_MESSAGES.CLIENT_NOT_FOUND);
  return { message: CREDIT_MESSAGES.statementLinkRevoked };
}

/** GET /public/statements/{token}: the statement an active link opens, or 404 as for any unknown link. */
export async function linkedStatement(
  db: TDbOrTx,
  token: string,
  todayRate: (shop: { currency: string | null }) => Promise<TSaleRate | null>,
): Promise<TClientStatement> {
  const linked = await findLinkedClient(db, token);
  if (!linked) throw notFound(CREDIT_MESSAGES.statementLinkInvalid);
  const { statement } = await getClientStatement(
    db,
    shopIdOf(linked.shopId),
    linked.clientId,
    await todayRate(linked),
  );
  return statement;
}
