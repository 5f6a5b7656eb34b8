import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCountry } from '@cuadre/shared/users/schemas';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { findCountry, listCountries } from './country-list';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/countries', () => {
  it('lists every country with its Spanish name, currency and symbol, in Spanish order, without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/countries' });
    expect(response.statusCode).toBe(200);
    const countries = response.json().data as { name: string; code: string }[];
    expect(countries.length).toBeGreaterThan(200);
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    // Spanish names and accents: Perú sorts before Polonia only in a Spanish-aware order.
    expect(names.indexOf('España')).toBeLessThan(names.indexOf('Estados Unidos'));
    expect(names.indexOf('Perú')).toBeLessThan(names.indexOf('Polonia'));
    for (const country of countries) expect(ZCountry.safeParse(country).success).toBe(true);
    expect(countries.find((c) => c.code === 'VE')).toEqual({
      name: 'Venezuela',
      code: 'VE',
      currency: 'Bolívar venezolano',
      currencyCode: 'VES',
      currencySymbol: 'Bs.',
    });
    expect(countries.find((c) => c.code === 'CO')).toMatchObject({
      name: 'Colombia',
      currencyCode: 'COP',
      currencySymbol: '$',
    });
    expect(countries.find((c) => c.code === 'PE')).toMatchObject({ name: 'Perú', currencySymbol: 'S/' });
    expect(countries.find((c) => c.code === 'MX')).toMatchObject({
      name: 'México',
      currency: 'Peso mexicano',
    });
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
  });

  it('gives every country a valid IANA time zone, the capital one for the seller countries', () => {
    for (const country of listCountries()) {
      expect(() => new Intl.DateTimeFormat('es', { timeZone: country.timeZone })).not.toThrow();
    }
    expect(findCountry('venezuela')?.timeZone).toBe('America/Caracas');
    expect(findCountry('CO')?.timeZone).toBe('America/Bogota');
    expect(findCountry('Mexico')?.timeZone).toBe('America/Mexico_City');
    expect(findCountry('Estados Unidos')?.timeZone).toBe('America/New_York');
    expect(findCountry('Argentina')?.timeZone).toBe('America/Argentina/Buenos_Aires');
    expect(findCountry('Narnia')).toBeUndefined();
  });

  it('documents every account route in /api/docs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as object);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/register',
        '/api/auth/verify-email',
        '/api/auth/resend-verification',
        '/api/auth/forgot-password',
        '/api/auth/reset-password',
        '/api/auth/change-password',
        '/api/countries',
        '/api/users',
        '/api/admin/users',
        '/api/admin/users/{id}',
        '/api/admin/users/{id}/approve',
        '/api/admin/users/{id}/reject',
      ]),
    );
  });
});
