import { describe, expect, it } from 'vitest';
import type { TDocumentBlock } from '../documents/schemas';
import type { TDocumentShop } from '../documents/document-shop';
import { layoutBlocks, layoutText } from '../documents/document-layout';
import { receiptBlocks, receiptLayout, receiptShareText, type TReceiptSale } from './receipt';

const shop: TDocumentShop = {
  name: 'Bodega La Esquina',
  taxId: 'J-12345678-9',
  address: null,
  phone: null,
  receiptFooter: '¡Gracias!',
  timeZone: 'America/Caracas',
};

// Sold on credit at Bs. 250 a dollar: $2.00 paid by Pago Móvil, $3.00 still owed.
const sale: TReceiptSale = {
  id: 's1',
  createdAt: '2026-03-02T15:00:00.000Z',
  status: 'PENDING',
  total: 5,
  totalPaid: 2,
  totalProfit: 1,
  sellerName: null,
  paymentMethod: 'PAGO_MOVIL',
  referenceNumber: null,
  client: { id: 'c1', name: 'Luisa Mora' },
  dueDate: '2026-03-17',
  priceListId: null,
  priceListName: null,
  discountTotal: 0,
  discounts: [],
  taxLines: [],
  taxTotal: 0,
  items: [
    {
      id: 'i1',
      productId: null,
      name: 'Harina',
      quantity: 2,
      unit: 'UNIT',
      price: 2.5,
      discount: 0,
      product: null,
    },
  ],
  payments: [
    {
      id: 'p1',
      saleId: 's1',
      amount: 2,
      method: 'PAGO_MOVIL',
      referenceNumber: '1234',
      currency: 'VES',
      amountInCurrency: 500,
      exchangeRate: 250,
      igtfAmount: 0,
      createdAt: '2026-03-02T15:00:00.000Z',
    },
  ],
  exchangeRate: 250,
  exchangeRateDate: '2026-03-02',
  exchangeRateEur: null,
  igtfTotal: 0,
  change: null,
  cashSessionId: null,
  receiptNumber: 12,
  occurredAt: null,
  receivedAt: null,
  balance: 3,
  clientTaxId: 'V-12345678',
};

const rows = (blocks: TDocumentBlock[]) =>
  blocks.flatMap((block) =>
    block.kind === 'row' ? [`${block.label} | ${block.value}`] : 'text' in block ? [block.text] : [],
  );

describe('receiptShareText', () => {
  it('says who, which note, when and how much, in dollars and at the sale’s rate', () => {
    expect(receiptShareText(sale, shop)).toBe(
      [
        'Bodega La Esquina',
        'Nota de entrega N° 000012 · 02/03/2026, 11:00 a. m.',
        'Total: $5.00 (Bs. 1.250,00)',
        'Saldo pendiente: $3.00 (Bs. 750,00)',
      ].join('\n'),
    );
  });
});

describe('receiptLayout', () => {
  it('is where the receipt’s blocks and its WhatsApp text both come from', () => {
    expect(receiptBlocks(sale, shop)).toStrictEqual(layoutBlocks(receiptLayout(sale, shop)));
    expect(receiptShareText(sale, shop)).toBe(layoutText(receiptLayout(sale, shop)));
  });

  it('gives the total and the balance to both, and a row added beside them shows in both', () => {
    const layout = receiptLayout(sale, shop);
    const total = layout.findIndex((part) => part.kind === 'row' && part.label === 'Total');
    layout.splice(total + 1, 0, { kind: 'row', label: 'Descuento', value: '$0.50' });
    const texts = rows(layoutBlocks(layout));
    expect(texts.slice(texts.indexOf('Total | $5.00'), texts.indexOf('Total | $5.00') + 3)).toEqual([
      'Total | $5.00',
      'Descuento | $0.50',
      'Total en Bs. | Bs. 1.250,00',
    ]);
    expect(texts).toContain('Saldo pendiente | $3.00');
    expect(layoutText(layout).split('\n').slice(2)).toEqual([
      'Total: $5.00 (Bs. 1.250,00)',
      'Descuento: $0.50',
      'Saldo pendiente: $3.00 (Bs. 750,00)',
    ]);
  });
});

describe('a sale priced with a list and discounted (decision record 031)', () => {
  it('prints the list, each discount with its reason and product, and the total after them', () => {
    const discounted: TReceiptSale = {
      ...sale,
      total: 4.25,
      priceListName: 'Mayor',
      discountTotal: 0.75,
      discounts: [
        { line: 0, kind: 'PERCENT', value: 10, reason: 'Golpeado', amount: 0.5 },
        { line: null, kind: 'AMOUNT', value: 0.25, reason: 'Cliente fiel', amount: 0.25 },
      ],
    };
    const texts = rows(receiptBlocks(discounted, shop));
    const first = texts.indexOf('Precios | Mayor');
    expect(first).toBeGreaterThan(0);
    expect(texts.slice(first, first + 5)).toEqual([
      'Precios | Mayor',
      '2 × Harina ($2.50) | $5.00',
      'Descuento 10 % (Golpeado) · Harina | −$0.50',
      'Descuento $0.25 (Cliente fiel) | −$0.25',
      'Total | $4.25',
    ]);
  });
});

describe('a sale with IVA (decision record 032)', () => {
  it('prints base and IVA per rate, and the exempt part, before the total', () => {
    const taxed: TReceiptSale = {
      ...sale,
      taxTotal: 0.4,
      taxLines: [
        { class: 'GENERAL', rate: 16, base: 2.5, tax: 0.4 },
        { class: 'EXEMPT', rate: 0, base: 2.1, tax: 0 },
      ],
    };
    const texts = rows(receiptBlocks(taxed, shop));
    const first = texts.indexOf('Base imponible 16 % | $2.50');
    expect(texts.slice(first, first + 4)).toEqual([
      'Base imponible 16 % | $2.50',
      'IVA 16 % | $0.40',
      'Exento | $2.10',
      'Total | $5.00',
    ]);
  });
});

describe('a shop that prices in euros (design §10)', () => {
  it('prints the total in euros at the cross of the rates the sale remembers', () => {
    // $5.00 × 250 ÷ 287,50 = €4.35 (4.3478…).
    const texts = rows(
      receiptBlocks({ ...sale, exchangeRateEur: 287.5 }, { ...shop, referenceCurrency: 'EUR' }),
    );
    expect(texts).toContain('Total en € | €4.35');
    expect(
      rows(receiptBlocks({ ...sale, exchangeRateEur: null }, { ...shop, referenceCurrency: 'EUR' })),
    ).not.toContain('Total en € | €4.35');
    expect(
      rows(receiptBlocks({ ...sale, exchangeRateEur: 287.5 }, shop)).some((text) =>
        text.startsWith('Total en €'),
      ),
    ).toBe(false);
  });
});
