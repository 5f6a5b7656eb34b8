import type { TSessionUser } from '@cuadre/shared/auth/schemas';
import type { TUserRow } from './auth.repository';

/** The user of the session (spec §3): what login answers and the web app keeps in 'app-storage'. */
export function toSessionUser(user: TUserRow): TSessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    lastname: user.lastname,
    country: user.country,
    currency: user.currency,
    currencySymbol: user.currencySymbol,
    role: user.role,
    timeZone: user.timeZone,
  };
}
