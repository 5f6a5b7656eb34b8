import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatVes, subtractMoney, usdToVes } from '@cuadre/shared/money/money';
import type { TDocumentBlock } from '@cuadre/shared/documents/schemas';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { pdfText } from '../../../test/pdf-text';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedClient } from '../../../test/seed-catalog';
import { sellViaApi } from '../../../test/sell';
import { sellOnTuesdayAt } from '../../../test/tuesday-rate';

// Design §12: a sale's receipt — a non-fiscal "Nota de entrega" — as a PDF made by a real PDF library
// on 58 mm, 80 mm and A4, read back as text.

const RATE = 245.6789;
let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await sellOnTuesdayAt(ctx, RATE);
});
afterAll(() => ctx.close());

/** Reads a printed es-VE number ('1.154,69', '245,6789') or en-US dollars ('4.70'). */
const veNumber = (text: string) => Number(text.replaceAll('.', '').replace(',', '.'));

/**
 * The receipt's dollars total, its bolívares total and the rate it prints, read off its text as a customer
 * would, with what the printed rate makes of the printed total.
 */
function printedConversion(text: string) {
  const total = /Total \$([\d,]+\.\d{2})/.exec(text)?.[1];
  const bolivares = /Total en Bs\. Bs\. ([\d.]+,\d{2})/.exec(text)?.[1];
  const rate = /Tasa BCV: Bs\. ([\d.]+,\d+)/.exec(text)?.[1];
  expect([total, bolivares, rate], text).not.toContain(undefined);
  return {
    bolivares: veNumber(bolivares ?? ''),
    totalTimesRate: usdToVes(Number((total ?? '').replaceAll(',', '')), veNumber(rate ?? '')),
  };
}

/** A document's blocks as the screen and the thermal roll lay them out, one line each. */
const blocksText = (blocks: readonly TDocumentBlock[]) =>
  blocks
    .map((block) => ('label' in block ? `${block.label} ${block.value}` : 'text' in block ? block.text : ''))
    .join('\n');

function receipt(seller: TSeededUser, saleId: string, paper?: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/sales/${saleId}/receipt.pdf${paper ? `?paper=${paper}` : ''}`,
    headers: seller.headers,
  });
}

async function shopWithData(): Promise<TSeededUser> {
  const seller = await seedUser(ctx, { country: 'VE' });
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/users/settings',
    headers: seller.headers,
    payload: {
      businessName: 'Bodega La Esquina',
      taxId: 'J123456789',
      address: 'Av. Bolívar, Valencia',
      phone: '0414-1234567',
      receiptFooter: '¡Gracias por su compra!',
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return seller;
}

describe('GET /api/sales/{id}/receipt.pdf', () => {
  it('holds the number, the shop, the lines, the totals in $ and in Bs. at the sale’s rate, the payments, change and what is owed', async () => {
    const seller = await shopWithData();
    const client = await seedClient(ctx, seller.user.id, { name: 'Luisa Mora' });
    await sellViaApi(ctx, seller, { items: [{ name: 'Pan', quantity: 1, price: 1 }], status: 'PAID' });
    const sale = await sellViaApi(ctx, seller, {
      items: [
        { name: 'Harina PAN', quantity: 2, price: 1.35 },
        { name: 'Delivery', quantity: 1, price: 2 },
      ],
      status: 'PENDING',
      clientId: client.id,
      payments: [{ method: 'PAGO_MOVIL', currency: 'VES', amount: 1000, referenceNumber: '0412-99' }],
    });
    expect(sale.receiptNumber).toBe(2);

    for (const [paper, width] of [
      ['58', 164.41],
      ['80', 226.77],
      ['a4', 595.28],
    ] as const) {
      const response = await receipt(seller, sale.id, paper);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain('recibo-000002.pdf');
      const pdf = await pdfText(response.rawPayload);
      expect(pdf.pages).toBe(1);
      expect(pdf.width).toBeCloseTo(width, 1);
      for (const text of [
        'Nota de entrega',
        'Documento no fiscal',
        '000002',
        'Bodega La Esquina',
        'RIF: J-12345678-9',
        'Av. Bolívar, Valencia',
        'Luisa Mora',
        'Harina PAN',
        '$2.70',
        'Delivery',
        '$4.70',
        formatVes(usdToVes(4.7, RATE)),
        'Tasa BCV',
        'Pago Móvil',
        'Ref. 0412-99',
        'Bs. 1.000,00',
        'Saldo pendiente',
        // What is owed in bolívares too, at the sale's rate as its Bs. total.
        `Saldo pendiente en Bs. ${formatVes(usdToVes(subtractMoney(sale.total, sale.totalPaid), RATE))}`,
        '¡Gracias por su compra!',
      ]) {
        expect(pdf.text, `${paper}: ${text}`).toContain(text);
      }
    }
  });

  it('prints the rate it converted at, so that the total × the printed rate is the printed Bs. total', async () => {
    const seller = await seedUser(ctx, { country: 'VE' });
    const sale = await sellViaApi(ctx, seller, {
      items: [
        { name: 'Harina PAN', quantity: 2, price: 1.35 },
        { name: 'Delivery', quantity: 1, price: 2 },
      ],
      status: 'PAID',
    });
    // At 2 decimals the rate would read 245,68: 4,70 × 245,68 is Bs. 1.154,70, not the Bs. 1.154,69 charged.
    const charged = { bolivares: 1154.69, totalTimesRate: 1154.69 };

    const pdf = await pdfText((await receipt(seller, sale.id, '58')).rawPayload);
    expect(printedConversion(pdf.text)).toEqual(charged);
    expect(pdf.text).toContain('Tasa BCV: Bs. 245,6789');

    // The screen, the print view and the thermal roll draw the receipt's blocks; the link shows the same.
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/sales/${sale.id}/receipt`,
      headers: seller.headers,
    });
    expect(printedConversion(blocksText(shown.json().data.blocks))).toEqual(charged);
    const link = await ctx.app.inject({
      method: 'POST',
      url: `/api/sales/${sale.id}/receipt-link`,
      headers: seller.headers,
    });
    const token = new URL(link.json().data.url).pathname.split('/').pop();
    const opened = await ctx.app.inject({ method: 'GET', url: `/api/public/receipts/${token}` });
    expect(printedConversion(blocksText(opened.json().data.blocks))).toEqual(charged);
    // The WhatsApp text carries the same bolívares.
    expect(shown.json().data.shareText).toContain('Total: $4.70 (Bs. 1.154,69)');
  });

  it('is a 404 for another seller’s sale, and a 400 for an unknown paper', async () => {
    const owner = await seedUser(ctx);
    const other = await seedUser(ctx);
    const sale = await sellViaApi(ctx, owner, {
      items: [{ name: 'Pan', quantity: 1, price: 1 }],
      status: 'PAID',
    });
    const foreign = await receipt(other, sale.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Venta no encontrada.');
    expect((await receipt(owner, sale.id, 'a3')).statusCode).toBe(400);
    // A4 by default, with the seller's name when no business name is set.
    const plain = await pdfText((await receipt(owner, sale.id)).rawPayload);
    expect(plain.width).toBeCloseTo(595.28, 1);
    expect(plain.text).toContain(owner.user.name);
  });
});
