import { describe, it, expect } from 'vitest';
import {
  bearsIgtf,
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  isAdminRole,
  isVenezuela,
} from './constants';

describe('constants', () => {
  it('gives every expense category a label', () => {
    expect(EXPENSE_CATEGORIES.every((c) => EXPENSE_CATEGORY_LABELS[c].trim() !== '')).toBe(true);
  });

  it('tells the admin roles from a seller', () => {
    expect(isAdminRole('ADMIN')).toBe(true);
    expect(isAdminRole('SUPER_ADMIN')).toBe(true);
    expect(isAdminRole('USER')).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
  });

  it('recognises a Venezuelan seller by the currency code stored from the country', () => {
    expect(isVenezuela({ currency: 'VES' })).toBe(true);
    expect(isVenezuela({ currency: 'COP' })).toBe(false);
    expect(isVenezuela({ currency: null })).toBe(false);
    expect(isVenezuela({})).toBe(false);
  });
});

describe('bearsIgtf', () => {
  it('charges IGTF on dollars handed over by a method that takes dollars, never on bolívar methods', () => {
    expect(bearsIgtf('USD', 'CASH')).toBe(true);
    expect(bearsIgtf('USD', 'ZELLE')).toBe(true);
    expect(bearsIgtf('USD', 'OTHER')).toBe(true);
    // The spec's payload records a card or a transfer in dollars: no foreign currency changed hands.
    expect(bearsIgtf('USD', 'CARD')).toBe(false);
    expect(bearsIgtf('USD', 'TRANSFER')).toBe(false);
    expect(bearsIgtf('VES', 'CASH')).toBe(false);
  });
});
