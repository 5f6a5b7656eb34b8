import { describe, expect, it } from 'vitest';
import type { TCashSession } from './schemas';
import { hasUnprintableCharacters } from '../documents/printable-text';
import { buildTillReportText } from './till-report-text';
import { whatsAppShareUrl } from '../text/whatsapp';

// Opened 08:00 and closed 18:30 in Caracas (UTC−4); a Bs. 10 shortfall in cash bolívares.
const CLOSED: TCashSession = {
  id: '0190f0a0-aaaa-7000-8000-000000000001',
  registerId: '0190f0a0-aaaa-7000-8000-0000000000ff',
  registerName: 'Caja principal',
  openedBy: null,
  closedBy: null,
  status: 'CLOSED',
  openedAt: '2026-03-02T12:00:00.000Z',
  closedAt: '2026-03-02T22:30:00.000Z',
  openingFloat: { USD: 20, VES: 500 },
  lines: [
    { method: 'CASH', currency: 'USD', expected: 25, counted: 25, difference: 0 },
    { method: 'CASH', currency: 'VES', expected: 866.5, counted: 856.5, difference: -10 },
    { method: 'PAGO_MOVIL', currency: 'VES', expected: 1300, counted: 1300, difference: 0 },
  ],
  notes: 'Faltó sencillo',
  summary: {
    salesCount: 2,
    revenue: 45.5,
    profit: 12,
    creditGiven: 0,
    collections: 10,
    igtf: 0,
    returns: 3.8,
    refunds: 3.8,
    inBolivares: { revenue: 1659.18, profit: 437.46, returns: 138.55 },
  },
  movements: [
    {
      id: 'm1',
      type: 'OUT',
      currency: 'USD',
      amount: 5,
      reason: 'Pago a proveedor',
      expenseId: null,
      createdAt: '2026-03-02T15:00:00.000Z',
    },
  ],
  byMember: [],
};

describe('buildTillReportText', () => {
  it('gives the shop, the times in the seller’s zone, the figures, each line with its difference and the movements', () => {
    expect(buildTillReportText(CLOSED, { shopName: 'Bodega La Esquina', timeZone: 'America/Caracas' }))
      .toBe(`Reporte Z - Bodega La Esquina
Apertura: 02/03/2026, 08:00 a. m.
Cierre: 02/03/2026, 06:30 p. m.
Fondo inicial: $20.00 y Bs. 500,00

Ventas: 2
Ingresos: $45.50 (Bs. 1.659,18)
Ganancias: $12.00 (Bs. 437,46)
Fiado (crédito dado): $0.00
Cobranzas: $10.00
IGTF cobrado: $0.00
Devoluciones: $3.80 (Bs. 138,55)
Reembolsado: $3.80

Caja por método y moneda
• Efectivo ($): esperado $25.00, contado $25.00, Cuadra
• Efectivo (Bs.): esperado Bs. 866,50, contado Bs. 856,50, Faltante Bs. 10,00
• Pago Móvil (Bs.): esperado Bs. 1.300,00, contado Bs. 1.300,00, Cuadra

Entradas y salidas de dinero
• Salida: Pago a proveedor -$5.00

Notas: Faltó sencillo

Documento no fiscal`);
  });

  it('says an open till’s figures are provisional and leaves out what was not counted yet', () => {
    const open: TCashSession = {
      ...CLOSED,
      status: 'OPEN',
      closedAt: null,
      notes: null,
      movements: [],
      lines: CLOSED.lines.map((line) => ({ ...line, counted: null, difference: null })),
    };
    const text = buildTillReportText(open);
    expect(text.startsWith('Reporte X (caja abierta)\n')).toBe(true);
    expect(text).toContain('Caja abierta: cifras provisionales');
    expect(text).toContain('• Efectivo (Bs.): esperado Bs. 866,50\n');
    expect(text).not.toContain('Entradas y salidas');
    expect(text).not.toContain('Notas');
  });

  it('names the caja of a shop’s other register, and never the main one', () => {
    expect(buildTillReportText(CLOSED)).not.toContain('Caja: ');
    const other = buildTillReportText({ ...CLOSED, registerName: 'Caja del fondo' });
    expect(other.split('\n').slice(0, 4)).toContain('Caja: Caja del fondo');
  });

  it('says who opened and who closed it when it was not the owner', () => {
    expect(buildTillReportText(CLOSED)).not.toMatch(/Abrió|Cerró/);
    const text = buildTillReportText({ ...CLOSED, openedBy: 'Yusmary Pérez', closedBy: 'Yelitza Rondón' });
    expect(text).toContain('Abrió: Yusmary Pérez\nCerró: Yelitza Rondón');
  });

  it('prints a reason and notes stored with control characters on their own line, without them', () => {
    const text = buildTillReportText(
      {
        ...CLOSED,
        notes: 'Faltó\r\nSu caja fue bloqueada\u0007',
        movements: CLOSED.movements.map((movement) => ({ ...movement, reason: '\u001b[2JPago\u202E01$' })),
      },
      { shopName: 'Bodega\nLa Esquina', timeZone: 'America/Caracas' },
    );
    expect(text.startsWith('Reporte Z - Bodega La Esquina\n')).toBe(true);
    expect(text).toContain('\n• Salida:  [2JPago01$ -$5.00\n');
    expect(text).toContain('\nNotas: Faltó Su caja fue bloqueada \n');
    expect(text.split('\n').filter(hasUnprintableCharacters)).toEqual([]);
  });

  it('is sent to wa.me encoded, so "&" and line breaks survive', () => {
    expect(whatsAppShareUrl('A & B\nC')).toBe('https://wa.me/?text=A%20%26%20B%0AC');
  });

  it('breaks the session down by member once someone besides the owner worked it, and not before', () => {
    const owner = {
      memberId: 'o',
      memberName: 'Carmen Rojas',
      isOwner: true,
      salesCount: 1,
      sold: 10,
      collected: 10,
      refunds: 0,
    };
    const shop = { shopName: 'Bodega La Esquina', timeZone: 'America/Caracas' };
    expect(buildTillReportText({ ...CLOSED, byMember: [owner] }, shop)).not.toContain('Por miembro');
    const text = buildTillReportText(
      {
        ...CLOSED,
        byMember: [
          owner,
          {
            ...owner,
            memberId: 'c',
            memberName: 'Yusmary Pérez',
            isOwner: false,
            salesCount: 2,
            sold: 35.5,
            refunds: 3.8,
          },
          { ...owner, memberId: 'x', memberName: null, isOwner: false, salesCount: 0, sold: 0, collected: 4 },
        ],
      },
      shop,
    );
    expect(text).toContain('\nPor miembro\n');
    expect(text).toContain('• Yusmary Pérez: 2 ventas $35.50, cobrado $10.00, reembolsado $3.80');
    expect(text).toContain('• Miembro quitado: 0 ventas $0.00, cobrado $4.00');
  });
});
