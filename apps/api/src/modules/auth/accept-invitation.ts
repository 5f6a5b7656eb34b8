import type { TLoginResponseData } from '@cuadre/shared/auth/schemas';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TAcceptInvitationRequest } from '@cuadre/shared/team/schemas';
import type { TAppContext } from '../../app-context';
import { findBareAccount } from '../../db/bare-account';
import { AppError, unauthorized } from '../../lib/app-error';
import { shopIdOf } from '../../lib/auth/shop-scope';
import { hashPassword, verifyPassword } from '../../lib/password';
import { recordAudit } from '../../lib/shop-audit';
import { tokenHash } from '../../lib/token-hash';
import { findInvitation, spendInvitation } from '../shop/invitations.repository';
import { findUserById, updateUser } from './auth.repository';
import { assertMaySignIn, invalidCredentials } from './login';
import { toSessionUser } from './session-user';

const invitationInvalid = () => new AppError(400, 'INVITATION_INVALID', SERVER_MESSAGES.INVITATION_INVALID);

/**
 * POST /auth/accept-invitation: the member joins and is signed in to the shop that invited them. An address that
 * had no account sets its password here (the link reaching the mailbox verifies it); an account that had one
 * types it, so that a forwarded link joins nobody else's account to the shop. A wrong password spends nothing.
 */
export async function acceptInvitation(
  ctx: Pick<TAppContext, 'db' | 'now' | 'accounts' | 'tokens'>,
  request: TAcceptInvitationRequest,
): Promise<TLoginResponseData> {
  const now = ctx.now();
  const hashed = tokenHash(request.token);
  const invitation = await findInvitation(ctx.db, hashed, now);
  const account = invitation ? await findBareAccount(ctx.db, invitation.userId) : undefined;
  if (!invitation || !account) throw invitationInvalid();
  const isNewAccount = account.emailVerifiedAt === null;
  if (!isNewAccount) {
    if (!(await verifyPassword(account.passwordHash, request.password))) throw invalidCredentials();
    assertMaySignIn(account);
  }
  const passwordHash = isNewAccount ? await hashPassword(request.password) : null;
  const shopId = shopIdOf(invitation.shopId);
  await ctx.db.transaction(async (tx) => {
    if (!(await spendInvitation(tx, hashed, now))) throw invitationInvalid();
    if (passwordHash) {
      await updateUser(tx, account.id, { passwordHash, emailVerifiedAt: now, updatedAt: now });
    }
    await recordAudit(tx, { shopId, memberId: invitation.memberId }, 'MEMBER_JOINED', {
      memberId: invitation.memberId,
      name: account.name,
    });
  });
  ctx.accounts.forget(account.id);
  ctx.accounts.forget(shopId);
  const user = await findUserById(ctx.db, account.id, shopId);
  if (!user) throw unauthorized();
  return {
    token: ctx.tokens.sign({ sub: user.id, role: user.role, shop: user.shopId }),
    user: toSessionUser(user),
  };
}
