import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';

// Design §12: the shop's data for its documents (business name, RIF, address, phone, receipt footer)
// are seller settings; a Venezuelan seller's tax id is a RIF written J-12345678-9, elsewhere free text.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const putSettings = (seller: TSeededUser, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/users/settings', headers: seller.headers, payload });

async function ownUser(seller: TSeededUser) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: seller.headers });
  return response.json().data as Record<string, unknown>;
}

const SHOP = {
  businessName: 'Bodega La Esquina',
  taxId: 'j-12345678-9',
  address: 'Av. Bolívar, local 3, Valencia',
  phone: '0414-1234567',
  receiptFooter: '¡Gracias por su compra!',
};

describe('the shop’s data for documents', () => {
  it('saves each field, writes a RIF in its form, and answers them in GET /users/me', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    const saved = await putSettings(seller, SHOP);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { ...SHOP, taxId: 'J-12345678-9' };
    expect(saved.json().data).toMatchObject(expected);
    expect(await ownUser(seller)).toMatchObject(expected);
  });

  it('changes only what is sent, and clears a field sent empty', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    await putSettings(seller, SHOP);
    const cleared = await putSettings(seller, { receiptFooter: '', address: null });
    expect(cleared.json().data).toMatchObject({
      businessName: SHOP.businessName,
      taxId: 'J-12345678-9',
      address: null,
      receiptFooter: null,
      igtfEnabled: false,
    });
  });

  it('refuses a Venezuelan seller’s tax id that is not a RIF, in Spanish, and keeps the one saved', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    await putSettings(seller, { taxId: 'V123456789' });
    const refused = await putSettings(seller, { taxId: '12345', businessName: 'Otra' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(VALIDATION.rifFormat);
    expect(await ownUser(seller)).toMatchObject({ taxId: 'V-12345678-9', businessName: null });
  });

  it('takes any tax id outside Venezuela (a NIT in Colombia), as typed', async () => {
    const seller = await seedUser(ctx, { country: 'CO' });
    const saved = await putSettings(seller, { taxId: '900.123.456-7' });
    expect(saved.json().data.taxId).toBe('900.123.456-7');
  });

  it('refuses fields too long or with line breaks, writing nothing', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    for (const payload of [{ receiptFooter: 'x'.repeat(201) }, { address: 'Calle 1\nCasa 2' }]) {
      const refused = await putSettings(seller, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await ownUser(seller)).toMatchObject({ receiptFooter: null, address: null });
  });
});
