import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TCashSession } from '@cuadre/shared/till/schemas';
import type { TSellerReceipt } from '@cuadre/shared/documents/schemas';
import type { TProduct } from '@cuadre/shared/products/schemas';
import { clients } from '../../db/schema/catalog';
import { payments, saleItems, sales } from '../../db/schema/sales';
import { shops } from '../../db/schema/shops';
import { download, parseCsv, parseXlsx } from '../../../test/export-files';
import { pdfText } from '../../../test/pdf-text';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedClient, seedProduct } from '../../../test/seed-catalog';
import { sellViaApi } from '../../../test/sell';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { sellOnTuesdayAt } from '../../../test/tuesday-rate';

// Receipts, statements, Z reports, WhatsApp texts, e-mails and exports print what sellers typed: a bell, an
// escape sequence, a line break or a right-to-left override there would ring a thermal printer, clear a
// terminal, write a line of its own under the shop's name or reorder an amount.

const HOSTILE = ['Harina\u0007', 'Harina\u001b[2J', 'Harina\r\nSu cuenta fue suspendida', 'Total \u202E01$'];
// Written out here rather than taken from printable-text.ts, so the test states the rule on its own.
// eslint-disable-next-line no-control-regex -- the characters this test looks for
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await sellOnTuesdayAt(ctx, 250);
});
afterAll(() => ctx.close());

function call(seller: TSeededUser, method: 'GET' | 'POST', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: seller.headers,
    ...(payload ? { payload } : {}),
  });
}

/** Every row a refused request could have written for the seller, counted, and the till's notes. */
async function writtenBy(seller: TSeededUser) {
  const id = seller.user.id;
  const { rows } = await ctx.pool.query(
    `SELECT (SELECT count(*) FROM products WHERE shop_id = $1)::int AS products,
            (SELECT count(*) FROM clients WHERE shop_id = $1)::int AS clients,
            (SELECT count(*) FROM sales WHERE shop_id = $1)::int AS sales,
            (SELECT count(*) FROM payments WHERE shop_id = $1)::int AS payments,
            (SELECT count(*) FROM expenses WHERE shop_id = $1)::int AS expenses,
            (SELECT count(*) FROM cash_movements WHERE shop_id = $1)::int AS cash_movements,
            (SELECT count(*) FROM restocks WHERE shop_id = $1)::int AS restocks,
            (SELECT count(*) FROM stock_movements WHERE shop_id = $1)::int AS stock_movements,
            (SELECT json_agg(json_build_object('status', status, 'notes', notes)) FROM cash_sessions
              WHERE shop_id = $1) AS tills`,
    [id],
  );
  return rows[0] as Record<string, unknown>;
}

describe('a text with a control or a bidi character', () => {
  it('is refused with the Spanish message, and nothing is written, on every write that reaches a document', async () => {
    const seller = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id, { quantity: 50 });
    const client = await seedClient(ctx, seller.user.id);
    const paid = await sellViaApi(ctx, seller, {
      items: [{ productId: product.id, quantity: 1, price: 10 }],
      status: 'PENDING',
      clientId: client.id,
    });
    const opened = await call(seller, 'POST', '/cash-sessions', { openingFloat: { USD: 20 } });
    expect(opened.statusCode, opened.body).toBe(201);
    const till = opened.json<{ data: TCashSession }>().data;
    const before = await writtenBy(seller);

    const writes = (text: string): [string, string, object][] => [
      ['product name', '/products', { name: text, sku: 'CTRL-1', price: 2, cost: 1, quantity: 3 }],
      ['product SKU', '/products', { name: 'Harina', sku: text, price: 2, cost: 1, quantity: 3 }],
      [
        'product description',
        '/products',
        { name: 'Harina', sku: 'CTRL-2', price: 2, cost: 1, quantity: 3, description: text },
      ],
      ['client name', '/clients', { name: text }],
      ['client phone', '/clients', { name: 'Luisa', phone: `0414${text}` }],
      ['client e-mail', '/clients', { name: 'Luisa', email: `luisa${text}@example.com` }],
      [
        'extra charge name',
        '/sales',
        { items: [{ name: text, quantity: 1, price: 2 }], status: 'PAID', paymentMethod: 'CASH' },
      ],
      [
        'sale reference',
        '/sales',
        {
          items: [{ productId: product.id, quantity: 1, price: 10 }],
          status: 'PAID',
          paymentMethod: 'TRANSFER',
          referenceNumber: text,
        },
      ],
      [
        'seller name',
        '/sales',
        { items: [{ productId: product.id, quantity: 1, price: 10 }], status: 'PAID', sellerName: text },
      ],
      [
        'payment reference',
        '/payments',
        { saleId: paid.id, amount: 1, method: 'TRANSFER', referenceNumber: text },
      ],
      [
        'expense description',
        '/expenses',
        { description: text, amount: 5, category: 'RENT', date: '2026-03-10' },
      ],
      [
        'till movement reason',
        `/cash-sessions/${till.id}/movements`,
        { type: 'OUT', currency: 'USD', amount: 1, reason: text },
      ],
      [
        'till close notes',
        `/cash-sessions/${till.id}/close`,
        { counted: till.lines.map((line) => ({ ...line, amount: line.expected })), notes: text },
      ],
      [
        'restock supplier',
        '/stock/restocks',
        { lines: [{ productId: product.id, quantity: 1, unitCost: 1 }], supplier: text },
      ],
      [
        'adjustment note',
        '/stock/adjustments',
        { reason: 'COUNT', note: text, lines: [{ productId: product.id, countedQuantity: 40 }] },
      ],
    ];

    for (const text of HOSTILE) {
      for (const [field, url, payload] of writes(text)) {
        const answer = await call(seller, 'POST', url, payload);
        const what = `${field} ${JSON.stringify(text)}: ${answer.body}`;
        expect(answer.statusCode, what).toBe(400);
        expect(answer.json().code, what).toBe('VALIDATION_ERROR');
        expect(answer.json().errors, what).toContain(VALIDATION.noControlCharacters);
      }
    }
    expect(await writtenBy(seller)).toEqual(before);
  });

  it('is refused by the shop settings too, and ordinary Spanish with accents, ñ and emoji is taken everywhere', async () => {
    const seller = await seedUser(ctx);
    const settings = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: seller.headers,
      payload: { receiptFooter: '¡Gracias!\u202E' },
    });
    expect(settings.statusCode).toBe(400);
    expect(settings.json().message).toBe(VALIDATION.noControlCharacters);

    const text = 'Pingüino Ñandú · ¿café? ¡sí! 🇻🇪';
    const created = await call(seller, 'POST', '/products', {
      name: text,
      sku: 'ÑANDÚ-1',
      price: 2,
      cost: 1,
      quantity: 3,
      description: text,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<{ data: TProduct }>().data).toMatchObject({ name: text, description: text });
    const client = await call(seller, 'POST', '/clients', { name: 'José Núñez 👩🏽‍🔧', phone: '0414-1234567' });
    expect(client.statusCode, client.body).toBe(201);
    const sale = await sellViaApi(ctx, seller, {
      items: [{ name: 'Envío a domicilio — Señor Muñoz', quantity: 1, price: 2 }],
      status: 'PAID',
      paymentMethod: 'TRANSFER',
      referenceNumber: 'Nº 0412-99 ñ',
      sellerName: 'María José',
    });
    expect(sale.items[0]?.name).toBe('Envío a domicilio — Señor Muñoz');
  });
});

describe('a row stored with such characters before the rule', () => {
  it('prints on the receipt, its WhatsApp text and its PDF without them', async () => {
    const seller = await seedUser(ctx);
    const product = await seedProduct(ctx, seller.user.id, { name: 'Harina PAN', quantity: 50 });
    const client = await seedClient(ctx, seller.user.id, { name: 'Luisa Mora' });
    const sale = await sellViaApi(ctx, seller, {
      items: [
        { productId: product.id, quantity: 1, price: 10 },
        { name: 'Delivery', quantity: 1, price: 2 },
      ],
      status: 'PENDING',
      clientId: client.id,
      payments: [{ method: 'ZELLE', currency: 'USD', amount: 5, referenceNumber: 'Z-1' }],
    });
    // Written straight into the database, as rows from before the rule are.
    await ctx.db
      .update(shops)
      .set({
        businessName: 'Bodega\r\nSu cuenta fue suspendida',
        address: 'Av.\u2028Bolívar',
        receiptFooter: '¡Gracias!\u001b[2J',
      })
      .where(eq(shops.id, seller.user.id));
    await ctx.db.update(clients).set({ name: 'Luisa\u0007Mora\u202E' }).where(eq(clients.id, client.id));
    await ctx.db
      .update(saleItems)
      .set({ name: sql`${saleItems.name} || ${'\u202E01$\r\n'}` })
      .where(eq(saleItems.saleId, sale.id));
    await ctx.db
      .update(payments)
      .set({ referenceNumber: 'Z\u0085-1\u2066' })
      .where(eq(payments.saleId, sale.id));
    await ctx.db.update(sales).set({ sellerName: 'Ana\tPérez' }).where(eq(sales.id, sale.id));

    const answer = await call(seller, 'GET', `/sales/${sale.id}/receipt`);
    expect(answer.statusCode, answer.body).toBe(200);
    const receipt = answer.json<{ data: TSellerReceipt }>().data;
    const texts = receipt.blocks.flatMap((block) =>
      block.kind === 'row' ? [block.label, block.value] : 'text' in block ? [block.text] : [],
    );
    for (const text of [...texts, receipt.shareText.replaceAll('\n', ' ')]) {
      expect(text, JSON.stringify(text)).not.toMatch(UNPRINTABLE);
    }
    expect(texts).toContain('Bodega Su cuenta fue suspendida');
    expect(texts).toContain('Av. Bolívar');
    expect(texts).toContain('Luisa Mora');
    expect(texts.some((text) => text.startsWith('1 × Harina PAN01$  ('))).toBe(true);
    expect(texts.some((text) => text.startsWith('1 × Delivery01$  ('))).toBe(true);
    expect(texts).toContain('Zelle · Ref. Z -1');
    expect(texts).toContain('¡Gracias! [2J');
    // The shop's name is one line of the message, not two.
    expect(receipt.shareText.split('\n')[0]).toBe('Bodega Su cuenta fue suspendida');

    const pdf = await call(seller, 'GET', `/sales/${sale.id}/receipt.pdf?paper=80`);
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).not.toMatch(UNPRINTABLE);
    for (const printed of ['Bodega Su cuenta fue suspendida', 'Luisa Mora', 'Ref. Z -1', '¡Gracias! [2J']) {
      expect(text).toContain(printed);
    }
  });

  it('reaches the CSV and XLSX exports as one printable cell, and a formula behind a control stays neutralised', async () => {
    const seller = await seedUser(ctx);
    await seedProduct(ctx, seller.user.id, { name: 'Harina\r\nPAN\u202E', sku: 'CTRL\u0007-1' });
    await seedProduct(ctx, seller.user.id, { name: '\t=HYPERLINK("http://example.test")', sku: 'CTRL-2' });

    const csv = parseCsv((await download(ctx, seller.headers, '/api/exports/products.csv')).body);
    const csvRows = csv.rows.map((row) => row.slice(1, 3));
    expect(csvRows).toHaveLength(2);
    expect(csvRows).toEqual(
      expect.arrayContaining([
        ['Harina PAN', 'CTRL -1'],
        ['\' =HYPERLINK("http://example.test")', 'CTRL-2'],
      ]),
    );
    const xlsx = await parseXlsx((await download(ctx, seller.headers, '/api/exports/products.xlsx')).bytes);
    const xlsxRows = xlsx.rows.map((row) => row.slice(1, 3));
    expect(xlsxRows).toHaveLength(2);
    expect(xlsxRows).toEqual(
      expect.arrayContaining([
        ['Harina PAN', 'CTRL -1'],
        [' =HYPERLINK("http://example.test")', 'CTRL-2'],
      ]),
    );
  });
});
