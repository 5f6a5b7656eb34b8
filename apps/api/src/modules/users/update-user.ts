import { VALIDATION } from '@cuadre/shared/messages';
import type { TUpdateUserRequest, TUpdateUserResponseData } from '@cuadre/shared/schemas/users';
import type { TAppContext } from '../../app-context';
import { pgErrorOf } from '../../db/pg-error';
import { badRequest, unauthorized } from '../../lib/app-error';
import { findUserByEmail, findUserById, updateUser, type TNewUserRow } from '../auth/auth.repository';
import { emailTaken } from '../admin-users/admin-users.service';
import { countryColumns, findCountry } from '../countries/country-list';

/**
 * PUT /users, either payload of spec §7. The country is looked up in the server's list by name (or code):
 * the stored currency fields and the IANA zone come from that list, not from the client.
 */
export async function updateOwnUser(
  ctx: Pick<TAppContext, 'db' | 'now' | 'accounts'>,
  userId: string,
  input: TUpdateUserRequest,
): Promise<TUpdateUserResponseData> {
  const country = findCountry(input.country);
  if (!country) throw badRequest(VALIDATION.countryRequired, [VALIDATION.countryRequired]);
  const values: Partial<TNewUserRow> = {
    ...countryColumns(country),
    updatedAt: ctx.now(),
  };
  if ('name' in input) {
    values.name = input.name;
    values.email = input.email;
    const owner = await findUserByEmail(ctx.db, input.email);
    if (owner && owner.id !== userId) throw emailTaken();
  }
  let user;
  try {
    user = await updateUser(ctx.db, userId, values);
  } catch (error) {
    // Two accounts taking the same new address at once: the unique index decides.
    if (pgErrorOf(error).code === '23505') throw emailTaken();
    throw error;
  }
  if (!user) throw unauthorized();
  // The guards keep the name and the time zone.
  ctx.accounts.forget(user.id);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    country: user.country,
    currency: user.currency,
    currencySymbol: user.currencySymbol,
    currencyName: user.currencyName,
    timeZone: user.timeZone,
  };
}

export async function getOwnUser(ctx: Pick<TAppContext, 'db'>, userId: string) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  return user;
}
