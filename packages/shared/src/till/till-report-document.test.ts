import { describe, expect, it } from 'vitest';
import { hasUnprintableCharacters } from '../documents/printable-text';
import type { TCashSession } from './schemas';
import type { TDocumentShop } from '../documents/document-shop';
import { layoutBlocks, layoutText } from '../documents/document-layout';
import { shopKnownByName } from '../documents/document-shop';
import { tillReportBlocks, tillReportLayout } from './till-report-document';
import { buildTillReportText } from './till-report-text';

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
  registerId: '0190f0a0-aaaa-7000-8000-0000000000ff',
  registerName: 'Caja principal',
  openedBy: null,
  closedBy: null,
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
  byMember: [],
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

describe('tillReportLayout', () => {
  it('is where the PDF’s blocks and the WhatsApp text both come from', () => {
    const layout = tillReportLayout(session, shop);
    expect(tillReportBlocks(session, shop)).toStrictEqual(layoutBlocks(layout));
    expect(buildTillReportText(session, { shopName: shop.name, timeZone: shop.timeZone })).toBe(
      layoutText(tillReportLayout(session, shopKnownByName(shop.name, shop.timeZone))),
    );
  });

  it('gives every figure and till line to both: one added to the layout shows in the PDF and in the text', () => {
    const layout = tillReportLayout(session, shop);
    const afterFigures = layout.findIndex((part) => part.kind === 'row' && part.label === 'Reembolsado') + 1;
    layout.splice(afterFigures, 0, { kind: 'row', label: 'Propinas', value: '$3.00' });
    const blocks = layoutBlocks(layout);
    const text = layoutText(layout);
    expect(blocks).toContainEqual({ kind: 'row', label: 'Propinas', value: '$3.00' });
    expect(text).toContain('\nReembolsado: $0.00\nPropinas: $3.00\n');
    for (const part of layout.filter((part) => part.kind === 'group')) {
      expect(blocks).toContainEqual({ kind: 'row', label: part.label, value: '', bold: true });
      expect(text).toContain(`\n• ${part.label}: `);
    }
  });
});
