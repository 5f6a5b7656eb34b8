import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TConfirmEmailChangeResponseData } from '@cuadre/shared/users/schemas';
import type { TAppContext } from '../../app-context';
import type { TDbOrTx } from '../../db/client';
import { refusalOf } from '../../db/pg-error';
import { AppError, emailTaken } from '../../lib/app-error';
import { emailChangeConfirmMail, emailChangeNoticeMail } from '../../lib/mail/templates';
import {
  consumeEmailChangeToken,
  findUserByEmail,
  retireAuthTokens,
  updateUser,
} from '../auth/auth.repository';
import { hashEmailToken, issueEmailToken } from '../auth/email-tokens';

type TEmailChangeContext = Pick<TAppContext, 'db' | 'env' | 'mailer' | 'now'>;

/**
 * A profile's new e-mail is only asked for: the account keeps its address, a single-use
 * link (24 h, stored as a hash, older ones retired) goes to the new address, and the old one is told. Until
 * the link is opened the new address belongs to no one, so its owner may still register with it. Runs inside
 * the profile update's transaction; the caller wakes the mailer after the commit.
 */
export async function requestEmailChange(
  ctx: TEmailChangeContext,
  tx: TDbOrTx,
  user: { id: string; name: string; email: string },
  newEmail: string,
  now: Date,
): Promise<void> {
  const token = await issueEmailToken(tx, user.id, 'EMAIL_CHANGE', now, newEmail);
  const appUrl = ctx.env.APP_URL;
  await ctx.mailer.enqueue(
    tx,
    newEmail,
    emailChangeConfirmMail({ appUrl, name: user.name, newEmail, token }),
  );
  await ctx.mailer.enqueue(tx, user.email, emailChangeNoticeMail({ appUrl, name: user.name, newEmail }));
}

/**
 * POST /users/confirm-email-change: spends the link's token and gives the account its new address, verified
 * by the opening of the link. 409 when someone else has taken the address since (the token then stays
 * unspent, so the link works again if the address is freed within its 24 h). Links mailed to the old address
 * (reset, verification) stop working.
 */
export async function confirmEmailChange(
  ctx: TEmailChangeContext,
  token: string,
): Promise<TConfirmEmailChangeResponseData> {
  const now = ctx.now();
  const email = await ctx.db.transaction(async (tx) => {
    const change = await consumeEmailChangeToken(tx, hashEmailToken(token), now);
    if (!change) throw new AppError(400, 'INVALID_TOKEN', SERVER_MESSAGES.INVALID_EMAIL_CHANGE_TOKEN);
    const owner = await findUserByEmail(tx, change.newEmail);
    if (owner && owner.id !== change.userId) throw emailTaken();
    try {
      await updateUser(tx, change.userId, { email: change.newEmail, emailVerifiedAt: now, updatedAt: now });
    } catch (error) {
      // An account registered with the address between the check and the update: the unique index decides.
      if (refusalOf(error) === 'email-taken') throw emailTaken();
      throw error;
    }
    await retireAuthTokens(tx, change.userId, 'PASSWORD_RESET', now);
    await retireAuthTokens(tx, change.userId, 'EMAIL_VERIFICATION', now);
    return change.newEmail;
  });
  return { message: SERVER_MESSAGES.EMAIL_CHANGED, email };
}
