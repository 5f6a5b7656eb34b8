import { describe, it, expect } from 'vitest';
import { isVenezuela } from './constants';

describe('money constants', () => {
  it('recognises a Venezuelan seller by the currency code stored from the country', () => {
    expect(isVenezuela({ currency: 'VES' })).toBe(true);
    expect(isVenezuela({ currency: 'COP' })).toBe(false);
    expect(isVenezuela({ currency: null })).toBe(false);
    expect(isVenezuela({})).toBe(false);
  });
});
