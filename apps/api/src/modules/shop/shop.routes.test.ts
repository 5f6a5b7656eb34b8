import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, testTokens, type TSeededUser } from '../../../test/seed';
import { sellViaApi } from '../../../test/sell';

// Design §18, decision record 029: the shop owns the data and holds the business's settings; a session acts in
// one shop, named by its token, as a member of it.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const getShop = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/shop', headers });
const putShop = (seller: TSeededUser, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/shop', headers: seller.headers, payload });
const bearer = (claims: Parameters<typeof testTokens.sign>[0]) => ({
  authorization: `Bearer ${testTokens.sign(claims)}`,
});

describe('GET /api/shop', () => {
  it('answers the seller’s own shop, of which they are the owner, with the settings they registered', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    const response = await getShop(seller.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      id: seller.user.id,
      businessName: null,
      taxId: null,
      address: null,
      phone: null,
      city: null,
      receiptFooter: null,
      country: 'Venezuela',
      countryCode: 'VE',
      currency: 'VES',
      currencyName: 'bolívar soberano',
      currencySymbol: 'Bs.',
      timeZone: 'America/Caracas',
      idleLockMinutes: 5,
      defaultCreditLimit: null,
      defaultCreditDays: 15,
      scaleBarcode: null,
      discountLimits: { MANAGER: null, CASHIER: null },
      chargesIva: false,
      pricesIncludeIva: true,
      referenceCurrency: 'USD',
      igtfEnabled: false,
      igtfRate: 3,
      memberId: seller.user.id,
      role: 'OWNER',
    });
  });

  it('is a shop’s: an admin, who runs no shop, is refused', async () => {
    const admin = await seedUser(ctx, { role: 'ADMIN' });
    expect((await getShop(admin.headers)).statusCode).toBe(403);
  });
});

describe('PUT /api/shop', () => {
  it('changes only what is sent, in the answer and everywhere the spec’s screens read it', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    const response = await putShop(seller, {
      businessName: 'Bodega La Esquina',
      taxId: 'j123456789',
      city: 'Maracaibo',
      igtfEnabled: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      businessName: 'Bodega La Esquina',
      taxId: 'J-12345678-9',
      city: 'Maracaibo',
      igtfEnabled: true,
      igtfRate: 3,
      address: null,
      country: 'Venezuela',
    });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: seller.headers });
    expect(me.json().data).toMatchObject({
      businessName: 'Bodega La Esquina',
      taxId: 'J-12345678-9',
      city: 'Maracaibo',
      igtfEnabled: true,
    });
  });

  it('takes a new country’s currency and zone from the server’s list, and the next request uses the zone', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    const response = await putShop(seller, { country: 'CO' });
    expect(response.json().data).toMatchObject({
      country: 'Colombia',
      countryCode: 'CO',
      currency: 'COP',
      currencySymbol: '$',
      timeZone: 'America/Bogota',
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: seller.user.email, password: seller.password },
    });
    expect(login.json().data.user).toMatchObject({ country: 'Colombia', timeZone: 'America/Bogota' });
  });

  it('charges the IGTF it turns on from the next sale', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    const sale = { items: [{ name: 'Mercancía', quantity: 1, price: 10 }], status: 'PAID' };
    const cash = { payments: [{ method: 'CASH', currency: 'USD', amount: 20 }] };
    expect(await sellViaApi(ctx, seller, { ...sale, ...cash })).toMatchObject({ igtfTotal: 0 });
    expect((await putShop(seller, { igtfEnabled: true })).statusCode).toBe(200);
    expect(await sellViaApi(ctx, seller, { ...sale, ...cash })).toMatchObject({
      igtfTotal: 0.3,
      change: { currency: 'USD', amount: 9.7 },
    });
  });

  it('refuses a country that is not listed, in Spanish, and changes nothing', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    const response = await putShop(seller, { country: 'Atlántida', businessName: 'No' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: VALIDATION.countryRequired });
    expect((await getShop(seller.headers)).json().data).toMatchObject({
      businessName: null,
      country: 'Venezuela',
    });
  });

  it('sets the minutes after which the shop’s devices ask for a PIN again, from 1 to 240', async () => {
    const seller = await seedUser(ctx);
    expect((await putShop(seller, { idleLockMinutes: 15 })).json().data.idleLockMinutes).toBe(15);
    for (const idleLockMinutes of [0, 241, 2.5, '10']) {
      const refused = await putShop(seller, { idleLockMinutes });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: VALIDATION.idleLockRange });
    }
    expect((await getShop(seller.headers)).json().data.idleLockMinutes).toBe(15);
  });

  it('keeps how its scale prints labels, refuses a layout no scale prints, and forgets it when cleared', async () => {
    const seller = await seedUser(ctx);
    const layout = { prefix: '20', codeDigits: 5, valueKind: 'WEIGHT' };
    expect((await putShop(seller, { scaleBarcode: layout })).json().data.scaleBarcode).toEqual(layout);
    for (const scaleBarcode of [
      { ...layout, prefix: '30' },
      { ...layout, codeDigits: 8 },
      { ...layout, valueKind: 'UNITS' },
    ]) {
      const refused = await putShop(seller, { scaleBarcode });
      expect(refused.statusCode).toBe(400);
    }
    expect((await getShop(seller.headers)).json().data.scaleBarcode).toEqual(layout);
    expect((await putShop(seller, { scaleBarcode: null })).json().data.scaleBarcode).toBeNull();
  });

  it('changes the caller’s shop only: another shop stays as it was', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    const other = await seedUser(ctx, { country: 'VE' });
    const before = (await getShop(other.headers)).json().data;
    expect((await putShop(seller, { businessName: 'Mía', id: other.user.id })).statusCode).toBe(200);
    expect((await getShop(other.headers)).json().data).toEqual(before);
    expect((await getShop(seller.headers)).json().data).toMatchObject({
      id: seller.user.id,
      businessName: 'Mía',
    });
  });

  it('lets a Venezuelan shop price in euros, and refuses the euro elsewhere (no BCV cross there)', async () => {
    const venezuelan = await seedUser(ctx, { country: 'VE' });
    const euro = await putShop(venezuelan, { referenceCurrency: 'EUR' });
    expect(euro.statusCode, euro.body).toBe(200);
    expect(euro.json().data.referenceCurrency).toBe('EUR');
    expect((await putShop(venezuelan, { referenceCurrency: 'GBP' })).statusCode).toBe(400);
    const colombian = await seedUser(ctx, { country: 'CO' });
    const refused = await putShop(colombian, { referenceCurrency: 'EUR' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(VALIDATION.referenceCurrencyOnlyVenezuela);
    expect((await getShop(colombian.headers)).json().data.referenceCurrency).toBe('USD');
  });
});

describe('the session’s shop', () => {
  it('a token signed before shops existed acts in the account’s own shop', async () => {
    const seller = await seedUser(ctx);
    const old = bearer({ sub: seller.user.id, role: 'USER' } as Parameters<typeof testTokens.sign>[0]);
    const response = await getShop(old);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id: seller.user.id, role: 'OWNER' });
  });

  it('a token naming a shop the account is no member of is refused, and shows nothing of it', async () => {
    const seller = await seedUser(ctx);
    const other = await seedUser(ctx);
    const response = await getShop(bearer({ sub: seller.user.id, role: 'USER', shop: other.user.id }));
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain(other.user.id);
    const products = await ctx.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: bearer({ sub: seller.user.id, role: 'USER', shop: other.user.id }),
    });
    expect(products.statusCode).toBe(401);
  });

  it('a member removed or suspended is refused on their next request, on every process at once', async () => {
    const seller = await seedUser(ctx);
    expect((await getShop(seller.headers)).statusCode).toBe(200);
    // Written in the database as another process or psql would: the guard hears it on the channel.
    await ctx.db.execute(sql`UPDATE shop_members SET status = 'SUSPENDED' WHERE id = ${seller.user.id}`);
    await expect.poll(async () => (await getShop(seller.headers)).statusCode, { timeout: 5_000 }).toBe(401);
    await ctx.db.execute(sql`UPDATE shop_members SET status = 'ACTIVE' WHERE id = ${seller.user.id}`);
    await expect.poll(async () => (await getShop(seller.headers)).statusCode, { timeout: 5_000 }).toBe(200);
    await ctx.db.execute(sql`DELETE FROM shop_members WHERE id = ${seller.user.id}`);
    await expect.poll(async () => (await getShop(seller.headers)).statusCode, { timeout: 5_000 }).toBe(401);
  });
});
