import { describe, expect, it } from 'vitest';
import type { TCashSession } from '../till/schemas';
import type { TDocumentBlock } from './schemas';
import { shopDetailLines, shopHeaderBlocks, type TDocumentShop } from './document-shop';
import { tillReportBlocks } from '../till/till-report-document';

const shop: TDocumentShop = {
  name: 'Bodega La Esquina',
  taxId: 'J-40123456-7',
  address: 'Calle Páez, local 4, Maracay',
  phone: '0414-7654321',
  receiptFooter: '¡Gracias por su compra!',
  timeZone: 'America/Caracas',
};

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
  lines: [{ method: 'CASH', currency: 'USD', expected: 20, counted: 20, difference: 0 }],
  notes: null,
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
  movements: [],
  byMember: [],
};

const texts = (blocks: TDocumentBlock[]) => blocks.flatMap((block) => ('text' in block ? [block.text] : []));

describe('the shop’s header on documents', () => {
  it('puts the RIF, the address and the phone under the name, those the shop has', () => {
    expect(shopDetailLines(shop)).toEqual([
      'RIF: J-40123456-7',
      'Calle Páez, local 4, Maracay',
      'Tel.: 0414-7654321',
    ]);
    expect(shopDetailLines({ taxId: null, address: null, phone: '0414-7654321' })).toEqual([
      'Tel.: 0414-7654321',
    ]);
  });

  it('heads the Z report as it heads a receipt: the name, RIF, address and phone, then the session', () => {
    const report = texts(tillReportBlocks(session, shop));
    expect(report.slice(0, 6)).toEqual([
      'Reporte Z',
      'Bodega La Esquina',
      'RIF: J-40123456-7',
      'Calle Páez, local 4, Maracay',
      'Tel.: 0414-7654321',
      'Apertura: 02/03/2026, 08:00 a. m.',
    ]);
    expect(texts(shopHeaderBlocks('Reporte Z', shop))).toEqual(report.slice(0, 5));
  });
});
