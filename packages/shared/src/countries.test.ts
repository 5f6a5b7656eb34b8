import { describe, it, expect } from 'vitest';
import {
  COUNTRIES,
  countryToUserFields,
  findCountry,
  isVenezuela,
  timeZoneForCountry,
  toPublicCountry,
} from './countries';
import { ZCountry } from './schemas/users';

describe('countries', () => {
  it('are valid countries with unique codes', () => {
    for (const country of COUNTRIES) expect(ZCountry.safeParse(toPublicCountry(country)).success).toBe(true);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
  });

  it('recognises Venezuela by name or code, ignoring case and accents', () => {
    expect(isVenezuela('Venezuela')).toBe(true);
    expect(isVenezuela('venezuela')).toBe(true);
    expect(isVenezuela('VE')).toBe(true);
    expect(isVenezuela('Colombia')).toBe(false);
    expect(isVenezuela(null)).toBe(false);
    expect(findCountry('mexico')?.name).toBe('México');
  });

  it('gives each seller a time zone, Caracas by default', () => {
    expect(timeZoneForCountry('Venezuela')).toBe('America/Caracas');
    expect(timeZoneForCountry('España')).toBe('Europe/Madrid');
    expect(timeZoneForCountry(null)).toBe('America/Caracas');
  });

  it('maps a country to the user fields', () => {
    expect(countryToUserFields(findCountry('VE')!)).toEqual({
      country: 'Venezuela',
      currency: 'VES',
      currencySymbol: 'Bs.',
      currencyName: 'Bolívar',
    });
  });
});
