import type { TUser } from '@cuadre/shared/auth/schemas';
import type { TUserRow } from '../auth/auth.repository';

/** A user row as the API shows it (spec §3 User): never the password hash, timestamps in ISO. */
export function toUserView(user: TUserRow): TUser {
  return {
    id: user.id,
    name: user.name,
    lastname: user.lastname,
    email: user.email,
    role: user.role,
    status: user.status,
    businessName: user.businessName,
    phone: user.phone,
    city: user.city,
    country: user.country,
    currencyName: user.currencyName,
    currency: user.currency,
    currencySymbol: user.currencySymbol,
    emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
    suspendedAt: user.suspendedAt?.toISOString() ?? null,
    igtfEnabled: user.igtfEnabled,
    igtfRate: user.igtfRate,
    taxId: user.taxId,
    address: user.address,
    receiptFooter: user.receiptFooter,
    createdAt: user.createdAt.toISOString(),
  };
}
