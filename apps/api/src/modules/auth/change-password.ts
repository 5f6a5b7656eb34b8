import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TChangePasswordRequest } from '@cuadre/shared/auth/schemas';
import type { TAppContext } from '../../app-context';
import { AppError, unauthorized } from '../../lib/app-error';
import type { TShopId } from '../../lib/auth/shop-scope';
import { hashPassword, verifyPassword } from '../../lib/password';
import { findUserById, retireAuthTokens, updateUser } from './auth.repository';
import { nextPasswordChangeInstant, waitUntil } from './password-change-instant';

/**
 * POST /auth/change-password: checks the current password, stores the new one and answers a fresh token.
 * Every older token dies (password_changed_at), so other sessions end while this one goes on; so do unused
 * password-reset links.
 */
export async function changePassword(
  ctx: Pick<TAppContext, 'db' | 'tokens' | 'now' | 'accounts'>,
  session: { id: string; shopId: TShopId },
  input: TChangePasswordRequest,
): Promise<{ token: string }> {
  const user = await findUserById(ctx.db, session.id);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError(401, 'WRONG_PASSWORD', SERVER_MESSAGES.WRONG_PASSWORD);
  }
  if (input.newPassword === input.currentPassword) {
    throw new AppError(400, 'SAME_PASSWORD', SERVER_MESSAGES.SAME_PASSWORD);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const changedAt = nextPasswordChangeInstant();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, passwordChangedAt: changedAt, updatedAt: now });
    // A reset link asked for earlier would otherwise still undo this change (ASVS 5.0 V6).
    await retireAuthTokens(tx, user.id, 'PASSWORD_RESET', now);
  });
  ctx.accounts.forget(user.id);
  await waitUntil(changedAt);
  // The fresh token goes on in the shop the session was acting in.
  return { token: ctx.tokens.sign({ sub: user.id, role: user.role, shop: session.shopId }) };
}
