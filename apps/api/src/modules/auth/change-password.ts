import { SERVER_MESSAGES } from '@cuadre/shared/messages';
import type { TChangePasswordRequest } from '@cuadre/shared/schemas/auth';
import type { TAppContext } from '../../app-context';
import { AppError, unauthorized } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { findUserById, updateUser } from './auth.repository';
import { nextPasswordChangeInstant, waitUntil } from './password-change-instant';

/**
 * POST /auth/change-password: checks the current password, stores the new one and answers a fresh token.
 * Every older token dies (password_changed_at), so other sessions end while this one goes on.
 */
export async function changePassword(
  ctx: Pick<TAppContext, 'db' | 'tokens' | 'now'>,
  userId: string,
  input: TChangePasswordRequest,
): Promise<{ token: string }> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError(401, 'WRONG_PASSWORD', SERVER_MESSAGES.WRONG_PASSWORD);
  }
  if (input.newPassword === input.currentPassword) {
    throw new AppError(400, 'SAME_PASSWORD', SERVER_MESSAGES.SAME_PASSWORD);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const changedAt = nextPasswordChangeInstant();
  await updateUser(ctx.db, user.id, { passwordHash, passwordChangedAt: changedAt, updatedAt: ctx.now() });
  await waitUntil(changedAt);
  return { token: ctx.tokens.sign({ sub: user.id, role: user.role }) };
}
