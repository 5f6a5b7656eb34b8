import { VALIDATION } from '@cuadre/shared/messages';
import type { TRegisterRequest } from '@cuadre/shared/schemas/auth';
import type { TAppContext } from '../../app-context';
import { badRequest } from '../../lib/app-error';
import { accountExistsMail, verificationMail } from '../../lib/mail/templates';
import { hashPassword } from '../../lib/password';
import { countryColumns, findCountry } from '../countries/country-list';
import { findUserByEmail, insertUser } from './auth.repository';
import { firstEmailToken, issueEmailToken } from './email-tokens';

type TAuthContext = Pick<TAppContext, 'db' | 'env' | 'mailer' | 'now'>;

/**
 * POST /auth/register: a PENDING, unverified account and its verification e-mail, in one transaction.
 * An address that already has an account gets the same answer (no enumeration); its owner gets a new
 * verification link if still unverified, or a note that the account exists.
 */
export async function register(ctx: TAuthContext, input: TRegisterRequest): Promise<void> {
  // The country is taken from the server's list, never from the client's copy of it.
  const country = findCountry(input.country.code);
  if (!country) throw badRequest(VALIDATION.countryRequired, [VALIDATION.countryRequired]);
  // Hashed on both paths, so a known address does not answer faster.
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();

  await ctx.db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      name: input.name,
      lastname: input.lastname,
      email: input.email,
      passwordHash,
      role: 'USER',
      status: 'PENDING',
      businessName: input.businessName ?? null,
      phone: input.phone ?? null,
      city: input.city ?? null,
      ...countryColumns(country),
    });
    if (created) {
      const token = await firstEmailToken(tx, created.id, 'EMAIL_VERIFICATION', now);
      await ctx.mailer.enqueue(
        tx,
        created.email,
        verificationMail({ appUrl: ctx.env.APP_URL, name: created.name, token }),
      );
      return;
    }
    const existing = await findUserByEmail(tx, input.email);
    if (!existing || existing.status === 'REJECTED') return;
    if (!existing.emailVerifiedAt) {
      const token = await issueEmailToken(tx, existing.id, 'EMAIL_VERIFICATION', now);
      await ctx.mailer.enqueue(
        tx,
        existing.email,
        verificationMail({ appUrl: ctx.env.APP_URL, name: existing.name, token }),
      );
    } else {
      await ctx.mailer.enqueue(
        tx,
        existing.email,
        accountExistsMail({ appUrl: ctx.env.APP_URL, name: existing.name }),
      );
    }
  });
  ctx.mailer.wake();
}
