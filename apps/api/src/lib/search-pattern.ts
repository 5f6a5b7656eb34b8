/**
 * Search helpers shared by the lists (the seller's products, clients and sales; the admin's sales).
 */

/**
 * A LIKE pattern that finds `search` anywhere in a text: `%` and `_` typed by the user are literal, not
 * wildcards (PostgreSQL's default LIKE escape character is the backslash). Lower-casing is left to SQL's
 * `lower()` so it folds exactly like the trigram index expressions it is compared with.
 */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const UUID_TEXT_LENGTH = 36;
const UUID_DASH_POSITIONS = new Set([8, 13, 18, 23]);

/**
 * The range of UUIDs whose text starts with `search` (the UI shows the first 8 characters of an id), or
 * null when `search` cannot be the start of a UUID. A range on the primary key answers `id::text LIKE
 * 'abc%'` from the index instead of casting every row.
 */
export function uuidPrefixRange(search: string): { from: string; to: string } | null {
  const text = search.toLowerCase();
  if (text.length === 0 || text.length > UUID_TEXT_LENGTH) return null;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    const fits = UUID_DASH_POSITIONS.has(index) ? char === '-' : /[0-9a-f]/.test(char);
    if (!fits) return null;
  }
  return hexPrefixRange(text.replaceAll('-', ''));
}

/** Every UUID whose hexadecimal digits start with `hex` (lower case, at most 32 digits): [hex000…, hexfff…]. */
export function hexPrefixRange(hex: string): { from: string; to: string } {
  const format = (digits: string) =>
    `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  return { from: format(hex.padEnd(32, '0')), to: format(hex.padEnd(32, 'f')) };
}
