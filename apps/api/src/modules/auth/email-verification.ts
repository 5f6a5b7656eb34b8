import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { verificationMail } from '../../lib/mail/templates';
import { takeMailAllowance } from '../../lib/rate-limits';
import { consumeAuthToken, findUserByEmail, findUserById, updateUser } from './auth.repository';
import { hashEmailToken, issueEmailToken } from './email-tokens';

type TAuthContext = Pick<TAppContext, 'db' | 'env' | 'mailer' | 'now' | 'counters' | 'rateLimits'>;

/** POST /auth/verify-email: spends the link's token and marks the address verified. */
export async function verifyEmail(ctx: TAuthContext, token: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, 'EMAIL_VERIFICATION', hashEmailToken(token), now);
    const user = userId ? await findUserById(tx, userId) : undefined;
    if (!user) {
      throw new AppError(400, 'INVALID_TOKEN', SERVER_MESSAGES.INVALID_VERIFICATION_TOKEN);
    }
    if (!user.emailVerifiedAt) await updateUser(tx, user.id, { emailVerifiedAt: now, updatedAt: now });
  });
}

/**
 * POST /auth/resend-verification: a fresh link (older ones stop working) when the address belongs to an
 * unverified, not rejected account. The answer is the same in every case.
 */
export async function resendVerification(ctx: TAuthContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.emailVerifiedAt || user.status === 'REJECTED') return;
  await sendVerificationLink(ctx, user, ctx.now());
}

/**
 * A new verification link (older ones retired) and its e-mail, in one transaction — unless the address has
 * had its share of e-mails this hour (`mailsPerRecipient`): then nothing, and the caller's answer is the same.
 */
export async function sendVerificationLink(
  ctx: TAuthContext,
  user: { id: string; email: string; name: string },
  now: Date,
): Promise<void> {
  if (!(await takeMailAllowance(ctx, user.email))) return;
  await ctx.db.transaction(async (tx) => {
    const token = await issueEmailToken(tx, user.id, 'EMAIL_VERIFICATION', now);
    await ctx.mailer.enqueue(
      tx,
      user.email,
      verificationMail({ appUrl: ctx.env.APP_URL, name: user.name, token }),
    );
  });
  ctx.mailer.wake();
}
