import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { tooLongMessage } from '@cuadre/shared/common/schemas';
import type { TCashSession } from '@cuadre/shared/till/schemas';
import type { TClient } from '@cuadre/shared/clients/schemas';
import type { TSellerReceipt } from '@cuadre/shared/documents/schemas';
import { shops } from '../../db/schema/shops';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { pdfText } from '../../../test/pdf-text';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { sellViaApi } from '../../../test/sell';

// Design §12: the shop's name and phone are given at registration; in Perfil the seller changes them, with the
// RIF, the address and the receipt's footer, and the next receipt, statement and Z report are headed with what
// was saved. A client's cédula or RIF, set in the client form, is printed on the receipt and the statement.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const REGISTERED = { businessName: 'Abasto Viejo', phone: '0212-5550000' };
const NEW_SHOP = {
  businessName: 'Bodega La Nueva Esquina',
  phone: '0414-7654321',
  taxId: 'j-40123456-7',
  address: 'Calle Páez, local 4, Maracay',
  receiptFooter: 'Cambios dentro de los 7 días',
};
const PRINTED_SHOP = [
  'Bodega La Nueva Esquina',
  'Tel.: 0414-7654321',
  'RIF: J-40123456-7',
  'Calle Páez, local 4, Maracay',
];

function call(seller: TSeededUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: seller.headers,
    ...(payload ? { payload } : {}),
  });
}

/** A seller whose shop name and phone are the ones given at registration, and nothing else yet. */
async function registeredShop(): Promise<TSeededUser> {
  const seller = await seedUser(ctx, { country: 'VE' });
  await ctx.db.update(shops).set(REGISTERED).where(eq(shops.id, seller.user.id));
  return seller;
}

async function pdfOf(seller: TSeededUser, url: string): Promise<string> {
  const response = await call(seller, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return (await pdfText(response.rawPayload)).text;
}

/** What a receipt's print view shows: every text of its blocks. */
async function receiptView(seller: TSeededUser, saleId: string): Promise<string> {
  const response = await call(seller, 'GET', `/sales/${saleId}/receipt`);
  expect(response.statusCode, response.body).toBe(200);
  const { blocks } = response.json().data as TSellerReceipt;
  return blocks
    .flatMap((block) =>
      block.kind === 'row' ? [`${block.label} ${block.value}`] : 'text' in block ? [block.text] : [],
    )
    .join('\n');
}

describe('the shop’s data changed in Perfil, on its documents', () => {
  it('heads the next receipt, statement and Z report, with the footer and the client’s cédula', async () => {
    const seller = await registeredShop();
    const opened = await call(seller, 'POST', '/cash-sessions', { openingFloat: { USD: 20, VES: 0 } });
    expect(opened.statusCode, opened.body).toBe(201);
    const session = opened.json().data as TCashSession;
    const created = await call(seller, 'POST', '/clients', { name: 'Luisa Mora', taxId: 'v 12.345.678' });
    expect(created.statusCode, created.body).toBe(201);
    const client = created.json().data as TClient;
    expect(client.taxId).toBe('V-12345678');
    const sale = await sellViaApi(ctx, seller, {
      items: [{ name: 'Harina PAN', quantity: 2, price: 1.5 }],
      status: 'PENDING',
      clientId: client.id,
    });

    const before = await pdfOf(seller, `/sales/${sale.id}/receipt.pdf`);
    expect(before).toContain('Abasto Viejo');
    expect(before).toContain('Tel.: 0212-5550000');

    const saved = await call(seller, 'PUT', '/users/settings', NEW_SHOP);
    expect(saved.statusCode, saved.body).toBe(200);
    const me = (await call(seller, 'GET', '/users/me')).json().data as Record<string, unknown>;
    expect(me).toMatchObject({ ...NEW_SHOP, taxId: 'J-40123456-7' });

    const receipt = await pdfOf(seller, `/sales/${sale.id}/receipt.pdf`);
    const view = await receiptView(seller, sale.id);
    const statement = await pdfOf(seller, `/clients/${client.id}/statement.pdf`);
    for (const [document, text] of [
      ['receipt', receipt],
      ['receipt view', view],
      ['statement', statement],
    ] as const) {
      for (const expected of [...PRINTED_SHOP, NEW_SHOP.receiptFooter, 'RIF/C.I. V-12345678']) {
        expect(text, `${document}: ${expected}`).toContain(expected);
      }
      expect(text, document).not.toContain('Abasto Viejo');
      expect(text, document).not.toContain('0212-5550000');
    }

    const closed = await call(seller, 'POST', `/cash-sessions/${session.id}/close`, {
      counted: [
        { method: 'CASH', currency: 'USD', amount: 20 },
        { method: 'CASH', currency: 'VES', amount: 0 },
      ],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const report = await pdfOf(seller, `/cash-sessions/${session.id}/report.pdf`);
    for (const expected of PRINTED_SHOP) expect(report, `Z report: ${expected}`).toContain(expected);
    expect(report).not.toContain('Abasto Viejo');
  });

  it('prints the RIF a client’s form gives later, and no RIF line for a sale without a client', async () => {
    const seller = await registeredShop();
    const created = await call(seller, 'POST', '/clients', { name: 'Comercial Rojas' });
    const client = created.json().data as TClient;
    const sale = await sellViaApi(ctx, seller, {
      items: [{ name: 'Aceite', quantity: 1, price: 4 }],
      status: 'PENDING',
      clientId: client.id,
    });
    const walkIn = await sellViaApi(ctx, seller, {
      items: [{ name: 'Pan', quantity: 1, price: 1 }],
      status: 'PAID',
    });
    expect(await receiptView(seller, sale.id)).not.toContain('RIF/C.I.');

    const edited = await call(seller, 'PUT', `/clients/${client.id}`, {
      name: 'Comercial Rojas',
      email: 'rojas@example.com',
      taxId: 'J123456789',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await receiptView(seller, sale.id)).toContain('RIF/C.I. J-12345678-9');
    expect(await pdfOf(seller, `/clients/${client.id}/statement.pdf`)).toContain('RIF/C.I. J-12345678-9');
    expect(await receiptView(seller, walkIn.id)).not.toContain('RIF/C.I.');
  });

  it('changes only the seller’s own shop: another seller’s data and documents stay as they were', async () => {
    const seller = await registeredShop();
    const other = await registeredShop();
    await ctx.db
      .update(shops)
      .set({ businessName: 'Ferretería El Otro', phone: '0241-1112233' })
      .where(eq(shops.id, other.user.id));
    const othersSale = await sellViaApi(ctx, other, {
      items: [{ name: 'Clavos', quantity: 1, price: 2 }],
      status: 'PAID',
    });

    expect((await call(seller, 'PUT', '/users/settings', NEW_SHOP)).statusCode).toBe(200);

    const othersMe = (await call(other, 'GET', '/users/me')).json().data as Record<string, unknown>;
    expect(othersMe).toMatchObject({
      businessName: 'Ferretería El Otro',
      phone: '0241-1112233',
      taxId: null,
      address: null,
      receiptFooter: null,
    });
    const othersReceipt = await receiptView(other, othersSale.id);
    expect(othersReceipt).toContain('Ferretería El Otro');
    expect(othersReceipt).not.toContain('Bodega La Nueva Esquina');
    // The seller cannot open the other shop's receipt with its own data either.
    expect((await call(seller, 'GET', `/sales/${othersSale.id}/receipt`)).statusCode).toBe(404);
  });

  it('refuses a name or phone too long or with a line break, in Spanish, and keeps the registered ones', async () => {
    const seller = await registeredShop();
    for (const [payload, message] of [
      [{ businessName: 'B'.repeat(151) }, tooLongMessage(150)],
      [{ phone: '0'.repeat(31) }, tooLongMessage(30)],
      [{ businessName: 'Bodega\nNueva' }, VALIDATION.noControlCharacters],
      [{ phone: '0414\t1234567' }, VALIDATION.noControlCharacters],
      [{ businessName: 'Bodega Nueva', taxId: '12345' }, VALIDATION.rifFormat],
    ] as const) {
      const refused = await call(seller, 'PUT', '/users/settings', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message, JSON.stringify(payload)).toBe(message);
    }
    const me = (await call(seller, 'GET', '/users/me')).json().data as Record<string, unknown>;
    expect(me).toMatchObject({ ...REGISTERED, taxId: null });
  });

  it('clears the business name sent empty: documents are headed with the seller’s name again', async () => {
    const seller = await registeredShop();
    const sale = await sellViaApi(ctx, seller, {
      items: [{ name: 'Pan', quantity: 1, price: 1 }],
      status: 'PAID',
    });
    const cleared = await call(seller, 'PUT', '/users/settings', { businessName: '', phone: '' });
    expect(cleared.json().data).toMatchObject({ businessName: null, phone: null });
    const view = await receiptView(seller, sale.id);
    expect(view).toContain(seller.user.name);
    expect(view).not.toContain('Abasto Viejo');
    expect(view).not.toContain('Tel.:');
  });
});
