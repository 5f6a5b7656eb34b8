import { createHmac } from 'node:crypto';
import { JWT_TTL_SECONDS } from '@cuadre/shared/auth/constants';
import { TEST_JWT_SECRET } from '../test-app';

/**
 * JWTs written by hand (node:crypto, not the app's library), so the tests do not share a bug with the code they
 * check: https://datatracker.ietf.org/doc/html/rfc7519 and the classic attacks on it (alg none, key swap,
 * payload edits, expired claims).
 */
const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export interface TClaims {
  sub?: string;
  role?: string;
  iat?: number;
  exp?: number;
  [claim: string]: unknown;
}

export function signJwt(claims: TClaims, secret: string = TEST_JWT_SECRET, alg = 'HS256'): string {
  const header = base64url(JSON.stringify({ alg, typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  const hashes: Record<string, string> = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' };
  const hash = hashes[alg];
  if (!hash) throw new Error(`signJwt: no HMAC for ${alg}`);
  const signature = createHmac(hash, secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function freshClaims(sub: string, role: string): TClaims {
  const iat = nowSeconds();
  return { sub, role, iat, exp: iat + JWT_TTL_SECONDS };
}

/**
 * The ways a bearer token can be bad, each for an account that exists (so only the token is at fault). `valid`
 * is the honest token the others are made from.
 */
export function badTokens(sub: string, role: string, valid: string): Record<string, string | null> {
  const [header = '', , signature = ''] = valid.split('.');
  const elevated = base64url(JSON.stringify({ ...freshClaims(sub, 'SUPER_ADMIN') }));
  const noneHeader = base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const claims = base64url(JSON.stringify(freshClaims(sub, role)));
  const past = nowSeconds() - 2 * JWT_TTL_SECONDS;
  return {
    'no Authorization header': null,
    'empty bearer': 'Bearer ',
    'not a JWT': 'Bearer not-a-token',
    'Basic scheme': `Basic ${Buffer.from('a@b.c:secreto').toString('base64')}`,
    'token without the Bearer scheme': valid,
    'expired (signed with the right key)': `Bearer ${signJwt({ sub, role, iat: past, exp: past + JWT_TTL_SECONDS })}`,
    'expired a second ago': `Bearer ${signJwt({ sub, role, iat: nowSeconds() - 100, exp: nowSeconds() - 1 })}`,
    'payload edited (role raised), signature kept': `Bearer ${header}.${elevated}.${signature}`,
    'signed with another secret': `Bearer ${signJwt(freshClaims(sub, role), 'another-secret-that-is-long-enough-0123456789')}`,
    'alg none, no signature': `Bearer ${noneHeader}.${claims}.`,
    'alg none, signature kept': `Bearer ${noneHeader}.${claims}.${signature}`,
    'HS512 with the right key (algorithm not allowed)': `Bearer ${signJwt(freshClaims(sub, role), TEST_JWT_SECRET, 'HS512')}`,
    'no exp claim': `Bearer ${signJwt({ sub, role, iat: nowSeconds() })}`,
    'subject that is not a uuid (signed with the right key)': `Bearer ${signJwt(freshClaims('admin', role))}`,
    'account that does not exist': `Bearer ${signJwt(freshClaims('0190a000-0000-7000-8000-000000000000', role))}`,
    'issued before the last password change': `Bearer ${signJwt({ sub, role, iat: past, exp: nowSeconds() + 3600 })}`,
  };
}
