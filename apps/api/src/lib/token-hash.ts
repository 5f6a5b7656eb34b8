import { createHash } from 'node:crypto';

/**
 * What is stored of a random token handed out once (an e-mailed link, a shop device's key): its SHA-256 in hex.
 * A copy of the database then opens no link and enrols no device.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
