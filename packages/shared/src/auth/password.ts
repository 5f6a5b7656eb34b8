/**
 * Password strength meter and random password generator (spec §5).
 */
import { GENERATED_PASSWORD_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARS } from './constants';
import { PASSWORD_STRENGTH_LABELS, type TPasswordStrengthLabel } from './messages';

export type TPasswordScore = 0 | 1 | 2 | 3 | 4 | 5;
export type TPasswordStrength = { score: TPasswordScore; label: TPasswordStrengthLabel };

function hasSpecialChar(password: string): boolean {
  for (const char of password) if (PASSWORD_SPECIAL_CHARS.includes(char)) return true;
  return false;
}

/**
 * One point each for: length ≥ 8, an uppercase letter, a lowercase letter, a digit, a special character.
 * Labels for 1–5 points: Muy Débil, Débil, Media, Fuerte, Muy Fuerte; 0 points (e.g. empty) has no label.
 */
export function passwordStrength(password: string): TPasswordStrength {
  let score = 0;
  if (password.length >= PASSWORD_MIN_LENGTH) score++;
  if (/[A-Z]/.test(password)) score++;
  if (/[a-z]/.test(password)) score++;
  if (/\d/.test(password)) score++;
  if (hasSpecialChar(password)) score++;
  const typed = score as TPasswordScore;
  return { score: typed, label: PASSWORD_STRENGTH_LABELS[typed] };
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
// The spec's special set minus the double quote, which users mistype when copying into forms and shells.
const SYMBOLS = PASSWORD_SPECIAL_CHARS.replace('"', '');
const ALL = LOWER + UPPER + DIGITS + SYMBOLS;

/** Uniform integer in [0, max) from the platform CSPRNG, by rejection sampling (no modulo bias). */
function randomInt(max: number): number {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    const value = buffer[0]!;
    if (value < limit) return value % max;
  }
}

function pick(alphabet: string): string {
  return alphabet[randomInt(alphabet.length)]!;
}

/**
 * 12 characters with at least one lowercase letter, uppercase letter, digit and symbol (spec §5), from
 * `crypto.getRandomValues` (Node 20 and browsers), shuffled with an unbiased Fisher–Yates.
 */
export function generateRandomPassword(length: number = GENERATED_PASSWORD_LENGTH): string {
  const size = Math.max(length, 4);
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < size) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
