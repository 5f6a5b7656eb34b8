import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { passwordResetMail } from '../../lib/mail/templates';
import { hashPassword } from '../../lib/password';
import { takeMailAllowance } from '../../lib/rate-limits';
import { liftAccountLock } from './account-lock';
import {
  consumeAuthToken,
  findUserByEmail,
  findUserById,
  retireAuthTokens,
  updateUser,
} from './auth.repository';
import { hashEmailToken, issueEmailToken } from './email-tokens';
import { nextPasswordChangeInstant } from './password-change-instant';

type TAuthContext = Pick<
  TAppContext,
  'db' | 'env' | 'mailer' | 'now' | 'accounts' | 'counters' | 'rateLimits'
>;

/**
 * POST /auth/forgot-password: e-mails a reset link (1 h) if the account exists and its address has not had
 * its share of e-mails this hour (`mailsPerRecipient`); the answer, given before this runs, is the same.
 */
export async function forgotPassword(ctx: TAuthContext, email: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.status === 'REJECTED') return;
    if (!(await takeMailAllowance(ctx, user.email))) return;
    const token = await issueEmailToken(tx, user.id, 'PASSWORD_RESET', now);
    await ctx.mailer.enqueue(
      tx,
      user.email,
      passwordResetMail({ appUrl: ctx.env.APP_URL, name: user.name, token }),
    );
  });
  ctx.mailer.wake();
}

/**
 * POST /auth/reset-password: spends the token and sets the new password. Every session of the account ends
 * (tokens issued before password_changed_at are refused), the address counts as verified (the link reached
 * its mailbox), and a login lock on the account is lifted.
 */
export async function resetPassword(ctx: TAuthContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  const { userId, email } = await ctx.db.transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, 'PASSWORD_RESET', hashEmailToken(token), now);
    const user = userId ? await findUserById(tx, userId) : undefined;
    if (!user) throw new AppError(400, 'INVALID_TOKEN', SERVER_MESSAGES.INVALID_TOKEN);
    await retireAuthTokens(tx, user.id, 'PASSWORD_RESET', now);
    await updateUser(tx, user.id, {
      passwordHash,
      passwordChangedAt: nextPasswordChangeInstant(),
      emailVerifiedAt: user.emailVerifiedAt ?? now,
      updatedAt: now,
    });
    return { userId: user.id, email: user.email };
  });
  ctx.accounts.forget(userId);
  await liftAccountLock(ctx, email);
}
