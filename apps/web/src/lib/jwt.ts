import { USER_ROLES, type TUserRole } from '@cuadre/shared/users/constants';
import type { TJwtClaims } from '@cuadre/shared/auth/schemas';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  // atob yields one char per byte; TextDecoder turns UTF-8 bytes back into text (names can carry accents).
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a JWT's payload without verifying the signature: the browser cannot verify it (the secret lives on the
 * server) and does not need to — the server checks every call. The client only uses the claims to route.
 * Returns null for anything that is not a three-part token with a string `sub`, a known `role` and a numeric
 * `exp`; the guards treat that as an undecodable token (spec §2).
 */
export function decodeJwt(token: string | null | undefined): TJwtClaims | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(decodeBase64Url(parts[1]));
  } catch {
    return null;
  }
  if (!isRecord(payload)) return null;
  const { sub, role, exp, device, shop } = payload;
  if (typeof sub !== 'string' || sub === '') return null;
  if (typeof role !== 'string' || !(USER_ROLES as readonly string[]).includes(role)) return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  // Checked by hand rather than with ZJwtClaims: zod would land in the landing page's bundle.
  return {
    sub,
    role: role as TUserRole,
    exp,
    ...(typeof device === 'string' ? { device } : {}),
    ...(typeof shop === 'string' ? { shop } : {}),
  };
}

/** True once `now` (milliseconds, default the current time) has reached `exp` (seconds). */
export function isTokenExpired(exp: number, now: number = Date.now()): boolean {
  return exp * 1000 <= now;
}

export type TTokenStatus =
  | { kind: 'anonymous' }
  | { kind: 'invalid' }
  | { kind: 'expired'; claims: TJwtClaims }
  | { kind: 'valid'; claims: TJwtClaims };

/** One place that turns a stored token into what the guards decide on. */
export function getTokenStatus(token: string | null | undefined, now: number = Date.now()): TTokenStatus {
  if (!token) return { kind: 'anonymous' };
  const claims = decodeJwt(token);
  if (!claims) return { kind: 'invalid' };
  if (isTokenExpired(claims.exp, now)) return { kind: 'expired', claims };
  return { kind: 'valid', claims };
}
