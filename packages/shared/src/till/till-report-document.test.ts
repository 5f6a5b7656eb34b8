import { describe, expect, it } from 'vitest';
import { hasUnprintableCharacters } from '../documents/printable-text';
import type { TCashSession } from './schemas';
import type { TDocumentShop } from '../documents/document-shop';
import { tillReportBlocks } from './till-report-document';

const shop: TDocumentShop = {
  name: 'Bodega\r\nLa Esquina',
  taxId: null,
  address: null,
  phone: null,
  receiptFooter: null,
  timeZone: 'America/Caracas',
};

// Rows written before the schemas refused control and bidi characters.
const session: TCashSession = {
  id: '0190f0a0-aaaa-7000-8000-000000000001',
  status: 'CLOSED',
  openedAt: '2026-03-02T12:00:00.000Z',
  closedAt: '2026-03-02T22:30:00.000Z',
  openingFloat: { USD: 20, VES: 0 },
  lines: [{ method: 'CASH', currency: 'USD', expected: 15, counted: 15, difference: 0 }],
  notes: 'Faltó\u2028sencillo\u0007',
  summary: {
    salesCount: 0,
    revenue: 0,
    profit: 0,
    creditGiven: 0,
    collections: 0,
    igtf: 0,
    returns: 0,
    refunds: 0,
    inBolivares: null,
  },
  movements: [
    {
      id: 'm1',
      type: 'OUT',
      currency: 'USD',
      amount: 5,
      reason: '\u001b[2JPago\u202E01$',
      expenseId: null,
      createdAt: '2026-03-02T15:00:00.000Z',
    },
  ],
};

describe('tillReportBlocks of rows stored with control characters', () => {
  it('prints the shop, each movement’s reason and the notes without them', () => {
    const texts = tillReportBlocks(session, shop).flatMap((block) =>
      block.kind === 'row' ? [`${block.label} | ${block.value}`] : 'text' in block ? [block.text] : [],
    );
    expect(texts).toContain('Bodega La Esquina');
    expect(texts).toContain('Salida:  [2JPago01$ | -$5.00');
    expect(texts).toContain('Notas: Faltó sencillo ');
    expect(texts.filter(hasUnprintableCharacters)).toEqual([]);
  });
});
