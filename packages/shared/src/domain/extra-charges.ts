/**
 * Extra charges of a sale (delivery, packaging…): free-text name + amount typed by the seller (spec §5).
 */
import { roundMoney } from './money';

export type TExtraChargeInput = { name: string; amount: string };
export type TExtraCharge = { name: string; amount: number };

/**
 * Parses a typed amount: comma or dot as decimal separator, every other character stripped.
 * When several separators appear, the last one is the decimal separator and the others group thousands
 * ("1.234,56" and "1,234.56" are both 1234.56). The result is rounded to cents; unreadable input is 0.
 */
export function parseChargeAmount(input: string): number {
  const cleaned = input.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const lastDot = cleaned.lastIndexOf('.');
  const normalised =
    lastDot === -1
      ? cleaned
      : `${cleaned.slice(0, lastDot).replace(/\./g, '')}.${cleaned.slice(lastDot + 1)}`;
  const value = Number.parseFloat(normalised);
  if (!Number.isFinite(value) || value <= 0) return 0;
  return roundMoney(value);
}

/** Keeps only charges with a non-blank name and an amount above 0; names trimmed, amounts parsed. */
export function normalizeExtraCharges(charges: readonly TExtraChargeInput[]): TExtraCharge[] {
  const kept: TExtraCharge[] = [];
  for (const charge of charges) {
    const name = charge.name.trim();
    const amount = parseChargeAmount(charge.amount);
    if (name && amount > 0) kept.push({ name, amount });
  }
  return kept;
}
