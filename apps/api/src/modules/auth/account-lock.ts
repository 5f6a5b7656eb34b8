import type { TAppContext } from '../../app-context';
import { accountLockedMail } from '../../lib/mail/templates';
import { loginFailuresPerAccount } from '../../lib/rate-limits';
import { findUserByEmail } from './auth.repository';
import { issueEmailToken } from './email-tokens';

type TLockContext = Pick<TAppContext, 'db' | 'env' | 'mailer' | 'now' | 'counters' | 'rateLimits'>;

/**
 * The failure that locks an account (the one whose count reaches `loginFailuresPerAccount`) e-mails its owner
 * a reset link. Counts are atomic in either store, so exactly one failure per lock reaches the limit — on
 * whichever process — and the owner gets one e-mail per lock, not one per later attempt. Runs after the
 * answer, and an address without an account (locked all the same) gets nothing.
 */
export async function sendAccountLockedMail(ctx: TLockContext, email: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.status === 'REJECTED') return;
    const token = await issueEmailToken(tx, user.id, 'PASSWORD_RESET', now);
    await ctx.mailer.enqueue(
      tx,
      user.email,
      accountLockedMail({ appUrl: ctx.env.APP_URL, name: user.name, token }),
    );
  });
  ctx.mailer.wake();
}

/** A reset proves the owner holds the mailbox: the account's lock, if any, ends with it. */
export async function liftAccountLock(
  ctx: Pick<TAppContext, 'counters' | 'rateLimits'>,
  email: string,
): Promise<void> {
  await ctx.counters.clear(loginFailuresPerAccount(ctx.rateLimits, email).key);
}
