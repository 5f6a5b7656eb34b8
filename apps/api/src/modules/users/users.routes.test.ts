import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/common/messages';
import { findUserById } from '../auth/auth.repository';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser } from '../../../test/seed';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const put = (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: '/api/users', headers, payload: payload as object });

async function stored(id: string) {
  const row = await findUserById(ctx.db, id);
  return row;
}

describe('PUT /api/users', () => {
  it('sets the country from the country dialog, with its currency and time zone', async () => {
    const seller = await seedUser(ctx, { country: null });
    const response = await put(seller.headers, {
      country: 'Venezuela',
      currency: 'VES',
      currencySymbol: 'Bs.',
      currencyName: 'Bolívar venezolano',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: seller.user.id,
      name: seller.user.name,
      email: seller.user.email,
      country: 'Venezuela',
      currency: 'VES',
      currencySymbol: 'Bs.',
      currencyName: 'Bolívar venezolano',
      timeZone: 'America/Caracas',
      pendingEmail: null,
    });
    expect(await stored(seller.user.id)).toMatchObject({ countryCode: 'VE', timeZone: 'America/Caracas' });
  });

  it('updates name and country from the profile form, taking the currency from the server list; a new e-mail only waits', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    const email = `nuevo-${Date.now()}@example.com`;
    const response = await put(seller.headers, {
      name: '  Ana María ',
      email: email.toUpperCase(),
      country: 'Colombia',
      currency: 'XXX',
      currencySymbol: '?',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Ana María',
      // The account keeps its address until the link mailed to the new one is opened (email-change.test.ts).
      email: seller.user.email,
      pendingEmail: email,
      country: 'Colombia',
      currency: 'COP',
      currencySymbol: '$',
      currencyName: 'Peso colombiano',
    });
    expect(await stored(seller.user.id)).toMatchObject({ timeZone: 'America/Bogota', countryCode: 'CO' });
  });

  it('refuses an e-mail that belongs to another account with 409', async () => {
    const seller = await seedUser(ctx);
    const other = await seedUser(ctx);
    const response = await put(seller.headers, {
      name: 'Ana',
      email: other.user.email,
      country: 'Venezuela',
      currency: 'VES',
      currencySymbol: 'Bs.',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'EMAIL_TAKEN',
      message: SERVER_MESSAGES.EMAIL_TAKEN,
    });
  });

  it('refuses a country that is not listed and validates the profile with the spec messages', async () => {
    const seller = await seedUser(ctx);
    const unknown = await put(seller.headers, {
      country: 'Narnia',
      currency: 'X',
      currencySymbol: 'X',
      currencyName: 'X',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(VALIDATION.countryRequired);
    const invalid = await put(seller.headers, {
      name: 'A',
      email: 'no',
      country: '',
      currency: 'VES',
      currencySymbol: 'Bs.',
    });
    expect(invalid.statusCode).toBe(400);
    expect(await stored(seller.user.id)).toMatchObject({ country: 'Venezuela' });
  });

  it('needs a session', async () => {
    const response = await put(
      {},
      { country: 'Venezuela', currency: 'VES', currencySymbol: 'Bs.', currencyName: 'B' },
    );
    expect(response.statusCode).toBe(401);
  });
});
