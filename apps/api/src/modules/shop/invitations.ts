import { randomBytes } from 'node:crypto';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { INVITATION_TTL_MS, SHOP_ROLE_LABELS } from '@cuadre/shared/team/constants';
import type { TMemberCreateRequest } from '@cuadre/shared/team/schemas';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { TActor } from '../../lib/auth/shop-scope';
import { invitationMail } from '../../lib/mail/templates';
import { hashPassword } from '../../lib/password';
import { takeMailAllowance } from '../../lib/rate-limits';
import { recordAudit } from '../../lib/shop-audit';
import { findBareAccountByEmail } from '../../db/bare-account';
import { tokenHash } from '../../lib/token-hash';
import { findShopName, insertInvitedAccount, upsertInvitation } from './invitations.repository';

type TInvitationsContext = Pick<TAppContext, 'db' | 'env' | 'mailer' | 'now' | 'counters' | 'rateLimits'>;

const INVITATION_DAYS = Math.round(INVITATION_TTL_MS / 86_400_000);

/**
 * POST /shop/members with an e-mail (decision record 029): the address gets a link to join; an address without
 * an account gets one, approved at once because the owner answers for the member. Inviting an address again
 * before it accepts sends a new link (the old one stops working). Answers the member's id.
 */
export async function inviteMember(
  ctx: TInvitationsContext,
  actor: TActor,
  request: TMemberCreateRequest & { email: string },
): Promise<string> {
  // The owner's invitations share an address's hourly allowance of e-mails with everything else sent to it.
  if (!(await takeMailAllowance(ctx, request.email))) {
    throw new AppError(429, 'RATE_LIMITED', SERVER_MESSAGES.RATE_LIMITED);
  }
  const pinHash = request.pin ? await hashPassword(request.pin) : null;
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const memberId = await ctx.db.transaction(async (tx) => {
    const account = await findBareAccountByEmail(tx, request.email);
    if (account && account.role !== 'USER') {
      throw new AppError(409, 'MEMBER_EXISTS', SERVER_MESSAGES.ACCOUNT_CANNOT_JOIN);
    }
    // A race with a registration of the same address leaves nothing to invite: the owner tries again.
    const userId =
      account?.id ?? (await insertInvitedAccount(tx, { email: request.email, name: request.name }));
    if (!userId) throw new AppError(409, 'EMAIL_TAKEN', SERVER_MESSAGES.EMAIL_TAKEN);
    const id = await upsertInvitation(tx, actor.shopId, {
      userId,
      role: request.role,
      pinHash,
      tokenHash: tokenHash(token),
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    });
    if (!id) throw new AppError(409, 'MEMBER_EXISTS', SERVER_MESSAGES.MEMBER_EXISTS);
    const name = account?.name ?? request.name;
    await ctx.mailer.enqueue(
      tx,
      request.email,
      invitationMail({
        appUrl: ctx.env.APP_URL,
        name,
        shopName: await findShopName(tx, actor.shopId),
        roleLabel: SHOP_ROLE_LABELS[request.role],
        token,
        days: INVITATION_DAYS,
      }),
    );
    await recordAudit(tx, actor, 'MEMBER_INVITED', {
      memberId: id,
      name,
      role: request.role,
      email: request.email,
    });
    return id;
  });
  ctx.mailer.wake();
  return memberId;
}
