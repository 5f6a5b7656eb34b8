import { randomBytes } from 'node:crypto';

/**
 * A public link's token: 32 random bytes (43 base64url characters), so nobody can guess one. Receipts (`/r/`)
 * and client statements (`/e/`) keep theirs as handed out, so the shop's screen can show the link again.
 */
export function newPublicLinkToken(): string {
  return randomBytes(32).toString('base64url');
}
