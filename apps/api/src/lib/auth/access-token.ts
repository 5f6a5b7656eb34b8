import { createSigner, createVerifier } from 'fast-jwt';
import { JWT_TTL_SECONDS } from '@cuadre/shared/auth/constants';
import type { TUserRole } from '@cuadre/shared/users/constants';

export interface TAccessClaims {
  sub: string;
  role: TUserRole;
  /**
   * The shop the session acts in (decision record 029). A token signed before shops existed has none and acts in
   * the account's own shop, so no signed-in seller was thrown out by the upgrade.
   */
  shop?: string;
  /**
   * A PIN session on one of the shop's enrolled devices: `sub` is then the member, not an account, and the
   * session ends when the device is removed.
   */
  device?: string;
  iat: number;
  exp: number;
}

export interface TAccessTokens {
  sign: (claims: { sub: string; role: TUserRole; shop: string; device?: string }) => string;
  /** Returns the claims, or null for a token that is expired, tampered with or signed with another key. */
  verify: (token: string) => TAccessClaims | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tokens whose verdict each process remembers, least recently used first out. */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createAccessTokens(secret: string): TAccessTokens {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: JWT_TTL_SECONDS * 1000 });
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['sub', 'role', 'exp', 'iat'],
    // A session sends the same token with every request: its verdict is remembered (keyed by the token's
    // SHA-256) instead of parsing and signing it again each time; a remembered token is still refused once
    // its `exp` passes.
    cache: VERIFIED_TOKENS_KEPT,
  });
  return {
    sign: (claims) =>
      signer({
        sub: claims.sub,
        role: claims.role,
        shop: claims.shop,
        ...(claims.device ? { device: claims.device } : {}),
      }),
    verify: (token) => {
      let claims: TAccessClaims;
      try {
        claims = verifier(token) as TAccessClaims;
      } catch {
        return null;
      }
      // Only a token signed with our key gets here, yet its subject and shop are looked up as uuid columns:
      // anything else would fail in PostgreSQL as a 500 instead of being refused as a bad token.
      const isId = (value: unknown) => typeof value === 'string' && UUID.test(value);
      const isPinSession = claims.device !== undefined;
      const isWellFormed =
        isId(claims.sub) &&
        (claims.shop === undefined ? !isPinSession : isId(claims.shop)) &&
        (!isPinSession || isId(claims.device));
      return isWellFormed ? claims : null;
    },
  };
}
