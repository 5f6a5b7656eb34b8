import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TLoginRequest, TLoginResponseData } from '@cuadre/shared/auth/schemas';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { findSignInAccount, type TUserRow } from './auth.repository';
import { waitUntil } from './password-change-instant';
import { toSessionUser } from './session-user';

export const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', SERVER_MESSAGES.INVALID_CREDENTIALS);

/**
 * POST /auth/login (design §4). Unknown e-mail and wrong password are one answer, and both spend one argon2
 * verification, so neither the body nor the timing tells whether an account exists. The account's state is
 * only revealed to someone who knows its password.
 */
export async function login(
  ctx: Pick<TAppContext, 'db' | 'tokens'>,
  input: TLoginRequest,
): Promise<TLoginResponseData> {
  const user = await findSignInAccount(ctx.db, input.email);
  const isValid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !isValid) throw invalidCredentials();
  // An account that works in no shop any more (a member removed from the only one they joined) is told so, once
  // its password shows it is theirs.
  const { shopId } = user;
  if (shopId === null) throw new AppError(403, 'FORBIDDEN', SERVER_MESSAGES.NO_ACTIVE_SHOP);
  assertMaySignIn(user);
  // Right after a password reset the change instant may still be ahead (see password-change-instant.ts).
  await waitUntil(user.passwordChangedAt);
  // An account signs in to its own shop, or the shop it joined (decision record 029); GET /auth/shops lists
  // the others it may switch to.
  return {
    token: ctx.tokens.sign({ sub: user.id, role: user.role, shop: shopId }),
    user: toSessionUser({ ...user, shopId }),
  };
}

/** What may stop an account whose password is right, in the order the sign-in tells it. */
export function assertMaySignIn(user: Pick<TUserRow, 'status' | 'suspendedAt' | 'emailVerifiedAt'>): void {
  // A rejected account cannot become usable by verifying its address, so that answer comes first.
  if (user.status === 'REJECTED') {
    throw new AppError(403, 'ACCOUNT_REJECTED', SERVER_MESSAGES.ACCOUNT_REJECTED);
  }
  if (user.suspendedAt) {
    throw new AppError(403, 'ACCOUNT_SUSPENDED', SERVER_MESSAGES.ACCOUNT_SUSPENDED);
  }
  if (!user.emailVerifiedAt) {
    throw new AppError(403, 'EMAIL_NOT_VERIFIED', SERVER_MESSAGES.EMAIL_NOT_VERIFIED);
  }
  if (user.status !== 'APPROVED') {
    throw new AppError(403, 'ACCOUNT_PENDING', SERVER_MESSAGES.ACCOUNT_PENDING);
  }
}
