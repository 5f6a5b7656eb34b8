import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TRegisterRequest } from '@cuadre/shared/auth/schemas';
import type { TAppContext } from '../../app-context';
import { badRequest } from '../../lib/app-error';
import { accountExistsMail } from '../../lib/mail/templates';
import { hashPassword } from '../../lib/password';
import { takeMailAllowance } from '../../lib/rate-limits';
import { countryColumns, findCountry } from '../countries/country-list';
import { findUserByEmail, insertUser } from './auth.repository';
import type { TDetachedTasks } from './detached-tasks';
import { sendVerificationLink } from './email-verification';

type TAuthContext = Pick<TAppContext, 'db' | 'env' | 'mailer' | 'now' | 'counters' | 'rateLimits'>;

/**
 * POST /auth/register: a PENDING, unverified account, then its verification e-mail. An address that already
 * has an account gets the same answer (no enumeration); its owner gets a new verification link if still
 * unverified, or a note that the account exists.
 *
 * Before the answer every address costs the same: one password hash and one INSERT … ON CONFLICT DO NOTHING,
 * which writes the new account or nothing. What differs by address — the new account's link, or the owner's
 * notice — is done after the answer (`detached`), so neither the statements before it nor its timing can tell a
 * taken address from a new one. The account itself is committed before the answer; should its link fail to
 * be written, "Reenviar verificación" sends another.
 */
export async function register(
  ctx: TAuthContext,
  detached: TDetachedTasks,
  input: TRegisterRequest,
): Promise<void> {
  // The country is taken from the server's list, never from the client's copy of it.
  const country = findCountry(input.country.code);
  if (!country) throw badRequest(VALIDATION.countryRequired, [VALIDATION.countryRequired]);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  const created = await insertUser(
    ctx.db,
    {
      name: input.name,
      lastname: input.lastname,
      email: input.email,
      passwordHash,
      role: 'USER',
      status: 'PENDING',
    },
    {
      businessName: input.businessName ?? null,
      phone: input.phone ?? null,
      city: input.city ?? null,
      ...countryColumns(country),
    },
  );
  detached.run('register', () =>
    created
      ? sendVerificationLink(
          ctx,
          { id: created.id, email: input.email.trim().toLowerCase(), name: input.name },
          now,
        )
      : noticeOwner(ctx, input.email, now),
  );
}

/**
 * The address is taken: its owner hears of the attempt (a new link if unverified); a rejected one, nothing.
 * Either e-mail takes from the address's hourly allowance, so registering it again and again fills no inbox.
 */
async function noticeOwner(ctx: TAuthContext, email: string, now: Date): Promise<void> {
  const existing = await findUserByEmail(ctx.db, email);
  if (!existing || existing.status === 'REJECTED') return;
  if (!existing.emailVerifiedAt) return sendVerificationLink(ctx, existing, now);
  if (!(await takeMailAllowance(ctx, existing.email))) return;
  await ctx.db.transaction(async (tx) => {
    await ctx.mailer.enqueue(
      tx,
      existing.email,
      accountExistsMail({ appUrl: ctx.env.APP_URL, name: existing.name }),
    );
  });
  ctx.mailer.wake();
}
