/**
 * Extra charges of a sale (delivery, packaging…): free-text name + amount typed by the seller (spec §5).
 */
import { parseDecimalInput, type TDecimalInputResult } from '../money/decimal-input';
import { roundMoney } from '../money/money';

export type TExtraChargeInput = { name: string; amount: string };
export type TExtraCharge = { name: string; amount: number };

/**
 * Reads a typed amount: every character but digits, commas and dots is stripped ("$ 12", "Bs. 3,25", "10 USD"),
 * then the rest is read as every amount field reads it (parseDecimalInput): "5,50", "5.50", "1.234,56" and
 * "1,234.56" are read, "1.234" is refused as ambiguous (thousands or decimals?) and so is a third decimal,
 * instead of silently becoming 1.23. null when nothing numeric was typed ("", "gratis").
 */
export function readChargeAmount(input: string): TDecimalInputResult | null {
  // Words go with the dot that closes them ("Bs. 3,25" is 3,25, not ".3,25"); then anything but digits and separators.
  const kept = input.replace(/\p{L}+\.?/gu, '').replace(/[^\d.,]/g, '');
  if (!/\d/.test(kept)) return null;
  return parseDecimalInput(kept, { maxDecimals: 2 });
}

/** Why a typed amount cannot be read for sure (see readChargeAmount), or null when it can or is empty. */
export function chargeAmountProblem(input: string): string | null {
  const read = readChargeAmount(input);
  return read && !read.ok ? read.message : null;
}

/** The typed amount as a number (see readChargeAmount); 0 when empty, refused or not above 0. */
export function parseChargeAmount(input: string): number {
  const read = readChargeAmount(input);
  if (!read?.ok) return 0;
  const value = roundMoney(read.value);
  return value > 0 ? value : 0;
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
