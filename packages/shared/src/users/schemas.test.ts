import { describe, it, expect } from 'vitest';
import {
  countryToUserFields,
  profileFormSchema,
  ZCountry,
  ZProfileForm,
  ZUpdateCountryRequest,
  ZUpdateUserRequest,
} from './schemas';
import { firstMessage, messagesOf } from '../testing/schema-messages';

describe('ZProfileForm', () => {
  const ok = { name: 'Ana', email: 'ana@example.com', country: 'Venezuela' };

  it('accepts a valid profile', () => {
    expect(ZProfileForm.parse(ok)).toEqual(ok);
  });

  it('uses the profile messages', () => {
    expect(messagesOf(ZProfileForm, { name: '', email: '', country: '' })).toEqual({
      name: ['El nombre es requerido.'],
      email: ['El email es requerido.'],
      country: ['El país es requerido.'],
    });
    expect(firstMessage(ZProfileForm, { ...ok, name: 'A' }, 'name')).toBe(
      'El nombre debe tener al menos 2 caracteres.',
    );
    expect(firstMessage(ZProfileForm, { ...ok, email: 'ana' }, 'email')).toBe('Email inválido.');
  });

  it('can require a listed country', () => {
    const schema = profileFormSchema([{ name: 'Venezuela' }, { name: 'Colombia' }]);
    expect(schema.safeParse(ok).success).toBe(true);
    expect(firstMessage(schema, { ...ok, country: 'Atlantis' }, 'country')).toBe('El país es requerido.');
  });
});

describe('ZUpdateUserRequest', () => {
  it('accepts the country payload', () => {
    expect(
      ZUpdateUserRequest.parse({
        country: 'Venezuela',
        currency: 'VES',
        currencySymbol: 'Bs.',
        currencyName: 'Bolívar',
      }),
    ).toEqual({ country: 'Venezuela', currency: 'VES', currencySymbol: 'Bs.', currencyName: 'Bolívar' });
  });

  it('accepts the profile payload and strips a smuggled role', () => {
    const data = ZUpdateUserRequest.parse({
      name: 'Ana',
      email: 'ANA@example.com',
      country: 'Colombia',
      currency: 'COP',
      currencySymbol: '$',
      role: 'ADMIN',
    });
    expect(data).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      country: 'Colombia',
      currency: 'COP',
      currencySymbol: '$',
    });
  });

  it('rejects a payload with neither shape', () => {
    expect(ZUpdateUserRequest.safeParse({ country: 'Venezuela' }).success).toBe(false);
  });
});

describe('ZCountry', () => {
  it('needs every field', () => {
    expect(ZCountry.safeParse({ name: 'Venezuela', code: 'VE' }).success).toBe(false);
  });
});

describe('ZUpdateUserRequest errors', () => {
  it('reports the profile field that failed, not a generic union error', () => {
    expect(
      firstMessage(
        ZUpdateUserRequest,
        { name: 'A', email: 'a@b.co', country: 'Venezuela', currency: 'VES', currencySymbol: 'Bs.' },
        'name',
      ),
    ).toBe('El nombre debe tener al menos 2 caracteres.');
  });
});

describe('countryToUserFields', () => {
  it('maps a listed country to the user fields of PUT /users', () => {
    const fields = countryToUserFields({
      name: 'Venezuela',
      code: 'VE',
      currency: 'Bolívar',
      currencyCode: 'VES',
      currencySymbol: 'Bs.',
    });
    expect(fields).toEqual({
      country: 'Venezuela',
      currency: 'VES',
      currencySymbol: 'Bs.',
      currencyName: 'Bolívar',
    });
    expect(ZUpdateCountryRequest.parse(fields)).toEqual(fields);
  });
});
