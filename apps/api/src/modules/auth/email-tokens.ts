import { randomBytes } from 'node:crypto';
import {
  EMAIL_CHANGE_TOKEN_TTL_MS,
  RESET_TOKEN_TTL_MS,
  VERIFICATION_TOKEN_TTL_MS,
} from '@cuadre/shared/auth/constants';
import type { TDbOrTx } from '../../db/client';
import { tokenHash } from '../../lib/token-hash';
import { insertAuthToken, retireAuthTokens, type TAuthTokenKind } from './auth.repository';

const LIFETIME_MS: Record<TAuthTokenKind, number> = {
  EMAIL_VERIFICATION: VERIFICATION_TOKEN_TTL_MS,
  PASSWORD_RESET: RESET_TOKEN_TTL_MS,
  EMAIL_CHANGE: EMAIL_CHANGE_TOKEN_TTL_MS,
};

/** Only this hash is stored: a copy of the database gives no working link (design §4). */
export const hashEmailToken = tokenHash;

/**
 * Issues a new single-use token for an e-mailed link (256 random bits, URL-safe) and retires the user's
 * older ones of the same kind. Answers the raw token, which only the e-mail will carry. An EMAIL_CHANGE token
 * carries the address it confirms (`newEmail`).
 */
export async function issueEmailToken(
  tx: TDbOrTx,
  userId: string,
  kind: TAuthTokenKind,
  now: Date,
  newEmail?: string,
): Promise<string> {
  await retireAuthTokens(tx, userId, kind, now);
  const token = randomBytes(32).toString('base64url');
  await insertAuthToken(tx, {
    userId,
    kind,
    tokenHash: hashEmailToken(token),
    expiresAt: new Date(now.getTime() + LIFETIME_MS[kind]),
    createdAt: now,
    newEmail: newEmail ?? null,
  });
  return token;
}
