import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TOwnUser } from '@cuadre/shared/auth/schemas';
import type { TUpdateUserRequest, TUpdateUserResponseData } from '@cuadre/shared/users/schemas';
import type { TAppContext } from '../../app-context';
import { badRequest, emailTaken, unauthorized } from '../../lib/app-error';
import {
  findPendingEmail,
  findUserByEmail,
  findUserById,
  updateUser,
  type TNewUserRow,
} from '../auth/auth.repository';
import { countryColumns, findCountry } from '../countries/country-list';
import { updateShop } from '../shop/shop.repository';
import type { TShopId } from '../../lib/auth/shop-scope';
import type { TShopRole } from '@cuadre/shared/team/constants';
import { permissionOf } from '@cuadre/shared/team/permissions';
import { requestEmailChange } from './email-change';
import { toUserView } from './user-view';

/**
 * PUT /users, either payload of spec §7. The country is looked up in the server's list by name (or code):
 * the stored currency fields and the IANA zone come from that list, not from the client. A different e-mail
 * is not stored: it is asked for (email-change.ts), and the answer's `pendingEmail` says which one waits.
 */
export async function updateOwnUser(
  ctx: Pick<TAppContext, 'db' | 'env' | 'mailer' | 'now' | 'accounts'>,
  session: { id: string; shopId: TShopId; shopRole: TShopRole },
  input: TUpdateUserRequest,
): Promise<TUpdateUserResponseData> {
  const userId = session.id;
  const country = findCountry(input.country);
  if (!country) throw badRequest(VALIDATION.countryRequired, [VALIDATION.countryRequired]);
  const now = ctx.now();
  // The country, its currency and its zone are the shop's; the name and the e-mail are the person's.
  const values: Partial<TNewUserRow> = { updatedAt: now };
  let newEmail: string | undefined;
  if ('name' in input) {
    values.name = input.name;
    const current = await findUserById(ctx.db, userId, session.shopId);
    if (!current) throw unauthorized();
    // The schema lower-cases the address, as every stored one is.
    if (input.email !== current.email.toLowerCase()) {
      const owner = await findUserByEmail(ctx.db, input.email);
      if (owner && owner.id !== userId) throw emailTaken();
      newEmail = input.email;
    }
  }
  // A member's profile carries the shop's country back as it is: only who may edit the shop changes it.
  const editsShop = permissionOf(session.shopRole, 'shop.edit') === 'allow';
  const { user, pendingEmail } = await ctx.db.transaction(async (tx) => {
    if (editsShop) await updateShop(tx, session.shopId, { ...countryColumns(country), updatedAt: now });
    const updated = await updateUser(tx, userId, values, session.shopId);
    if (!updated) throw unauthorized();
    if (newEmail) await requestEmailChange(ctx, tx, updated, newEmail, now);
    return { user: updated, pendingEmail: newEmail ?? (await findPendingEmail(tx, userId, now)) };
  });
  if (newEmail) ctx.mailer.wake();
  // The guards keep the name, and the shop's time zone.
  ctx.accounts.forget(user.id);
  ctx.accounts.forget(session.shopId);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    country: user.country,
    currency: user.currency,
    currencySymbol: user.currencySymbol,
    currencyName: user.currencyName,
    timeZone: user.timeZone,
    pendingEmail,
  };
}

/** GET /users/me: the account, and the new e-mail still waiting for its link. */
export async function getOwnUser(
  ctx: Pick<TAppContext, 'db' | 'now'>,
  session: { id: string; shopId: TShopId },
): Promise<TOwnUser> {
  const userId = session.id;
  const user = await findUserById(ctx.db, userId, session.shopId);
  if (!user) throw unauthorized();
  return { ...toUserView(user), pendingEmail: await findPendingEmail(ctx.db, userId, ctx.now()) };
}
