import type { TUserRole } from '@cuadre/shared/users/constants';
import type { TSessionUser } from '@cuadre/shared/auth/schemas';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A real-looking JWT (HS256 header, base64url JSON payload, any signature): the client never verifies it. */
export function makeToken(payload: Record<string, unknown>): string {
  return [
    base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    base64Url(JSON.stringify(payload)),
    'c2lnbmF0dXJl',
  ].join('.');
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function validToken(role: TUserRole = 'USER', sub = 'user-1'): string {
  return makeToken({ sub, role, exp: nowSeconds() + 3600, iat: nowSeconds() });
}

export function expiredToken(role: TUserRole = 'USER', sub = 'user-1'): string {
  return makeToken({ sub, role, exp: nowSeconds() - 60, iat: nowSeconds() - 3600 });
}

export function sessionUser(overrides: Partial<TSessionUser> = {}): TSessionUser {
  return {
    id: 'user-1',
    email: 'maria@tienda.com',
    name: 'María',
    lastname: 'Pérez',
    country: 'Venezuela',
    currency: 'VES',
    currencySymbol: 'Bs.',
    role: 'USER',
    timeZone: 'America/Caracas',
    ...overrides,
  };
}
