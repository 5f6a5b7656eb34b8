import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type {
  TAdminCreateUserRequest,
  TAdminUserDetail,
  TAdminUsersQuery,
} from '@cuadre/shared/admin/schemas';
import type { TUser } from '@cuadre/shared/auth/schemas';
import type { TListResponse } from '@cuadre/shared/common/schemas';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { TAppContext } from '../../app-context';
import { users } from '../../db/schema/users';
import { AppError, emailTaken, notFound } from '../../lib/app-error';
import type { TAuthUser } from '../../lib/auth/guards';
import { accountApprovedMail, accountRejectedMail } from '../../lib/mail/templates';
import { listEnvelope, pageOffset } from '../../lib/pagination';
import { hashPassword } from '../../lib/password';
import { findUserById, insertUser } from '../auth/auth.repository';
import { nextPasswordChangeInstant } from '../auth/password-change-instant';
import { toUserView } from '../users/user-view';
import { listUsers, userStats } from './admin-users.repository';

type TAdminContext = Pick<TAppContext, 'db' | 'env' | 'mailer' | 'now'>;
type TSuspendContext = Pick<TAppContext, 'db' | 'now' | 'accounts'>;

const userNotFound = () => notFound(SERVER_MESSAGES.USER_NOT_FOUND);

export async function listAdminUsers(
  ctx: TAdminContext,
  query: TAdminUsersQuery,
): Promise<TListResponse<TUser>> {
  const { rows, total } = await listUsers(ctx.db, {
    status: query.status,
    search: query.search,
    limit: query.pageSize,
    offset: pageOffset(query),
  });
  return listEnvelope(rows.map(toUserView), query, total);
}

export async function getAdminUserDetail(ctx: TAdminContext, id: string): Promise<TAdminUserDetail> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw userNotFound();
  return { ...toUserView(user), stats: await userStats(ctx.db, user.id) };
}

/**
 * POST /admin/users: the account is usable at once (APPROVED, verified). The schema allows only USER or
 * ADMIN, so no admin can mint a SUPER_ADMIN (design §4).
 */
export async function createUserByAdmin(ctx: TAdminContext, input: TAdminCreateUserRequest): Promise<TUser> {
  const now = ctx.now();
  const created = await insertUser(ctx.db, {
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    role: input.role,
    status: 'APPROVED',
    emailVerifiedAt: now,
  });
  const user = created ? await findUserById(ctx.db, created.id) : undefined;
  if (!user) throw emailTaken();
  return toUserView(user);
}

/** Moves a PENDING user to APPROVED or REJECTED and e-mails the news, in one transaction. */
async function decide(ctx: TAdminContext, id: string, status: 'APPROVED' | 'REJECTED'): Promise<TUser> {
  const now = ctx.now();
  const updated = await ctx.db.transaction(async (tx) => {
    // The status condition makes two admins deciding at once safe: only one of them changes the row.
    const [row] = await tx
      .update(users)
      .set({ status, updatedAt: now })
      .where(and(eq(users.id, id), eq(users.status, 'PENDING')))
      .returning({ id: users.id });
    const decided = row ? await findUserById(tx, row.id) : undefined;
    if (!decided) {
      const exists = await findUserById(tx, id);
      throw exists ? new AppError(409, 'USER_NOT_PENDING', SERVER_MESSAGES.USER_NOT_PENDING) : userNotFound();
    }
    const mail =
      status === 'APPROVED'
        ? accountApprovedMail({ appUrl: ctx.env.APP_URL, name: decided.name })
        : accountRejectedMail({ appUrl: ctx.env.APP_URL, name: decided.name });
    await ctx.mailer.enqueue(tx, decided.email, mail);
    return decided;
  });
  ctx.mailer.wake();
  return toUserView(updated);
}

export const approveUser = (ctx: TAdminContext, id: string) => decide(ctx, id, 'APPROVED');
export const rejectUser = (ctx: TAdminContext, id: string) => decide(ctx, id, 'REJECTED');

/**
 * PATCH /admin/users/{id}/suspend | /reactivate (design §16): only an APPROVED account; it keeps its status
 * (the spec's filters) and gets or loses `suspendedAt`. The rules of the admin's other powers apply: an ADMIN
 * may act on USER or ADMIN accounts, nobody on a SUPER_ADMIN (no one could lift the suspension of the last
 * one), nobody on their own account. Suspending what is suspended, or reactivating what is active, answers
 * the account as it is (a retried click is not an error).
 *
 * The guard refuses a suspended account's tokens on the next request: this process forgets the account after
 * the commit, and the users trigger (migration 0015) tells every other process. Both moves also set
 * password_changed_at, the instant before which tokens are refused, so a session the suspension ended stays
 * ended after a reactivation (the seller logs in again); the reactivation's own move catches a login that read
 * the account just before the suspension committed and signed its token just after (argon2 takes its time).
 */
async function setSuspended(
  ctx: TSuspendContext,
  actor: TAuthUser,
  id: string,
  isSuspended: boolean,
): Promise<TUser> {
  const now = ctx.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const target = await findUserById(tx, id);
    if (!target) throw userNotFound();
    if (target.id === actor.id) throw new AppError(403, 'FORBIDDEN', SERVER_MESSAGES.CANNOT_SUSPEND_SELF);
    if (target.role === 'SUPER_ADMIN') {
      throw new AppError(403, 'FORBIDDEN', SERVER_MESSAGES.CANNOT_SUSPEND_SUPER_ADMIN);
    }
    // The status condition makes a concurrent reject or role change safe: only an APPROVED row changes.
    const [row] = await tx
      .update(users)
      .set({
        suspendedAt: isSuspended ? now : null,
        passwordChangedAt: nextPasswordChangeInstant(),
        updatedAt: now,
      })
      .where(
        and(
          eq(users.id, id),
          eq(users.status, 'APPROVED'),
          isSuspended ? isNull(users.suspendedAt) : isNotNull(users.suspendedAt),
        ),
      )
      .returning({ id: users.id });
    if (row) return (await findUserById(tx, row.id)) ?? target;
    if (target.status !== 'APPROVED') {
      throw new AppError(409, 'USER_NOT_APPROVED', SERVER_MESSAGES.USER_NOT_APPROVED);
    }
    return target;
  });
  ctx.accounts.forget(updated.id);
  return toUserView(updated);
}

export const suspendUser = (ctx: TSuspendContext, actor: TAuthUser, id: string) =>
  setSuspended(ctx, actor, id, true);
export const reactivateUser = (ctx: TSuspendContext, actor: TAuthUser, id: string) =>
  setSuspended(ctx, actor, id, false);
