import { describe, it, expect } from 'vitest';
import { formatMoney } from '../money/money';
import { hasUnprintableCharacters } from '../documents/printable-text';
import { buildOpenAccountShareText, vesRateNote } from './share-text';
import type { TOpenAccount } from './schemas';

const account: TOpenAccount = {
  id: '0190f0a0-aaaa-7000-8000-000000000001',
  status: 'OPEN',
  createdAt: '2025-07-01T15:00:00.000Z',
  closedAt: null,
  client: { id: 'c1', name: 'María Pérez' },
  sales: [
    {
      id: '0190f0a1-bbbb-7000-8000-000000000002',
      createdAt: '2025-07-01T15:00:00.000Z',
      status: 'PENDING',
      exchangeRate: null,
      exchangeRateDate: null,
      receiptNumber: 1,
      dueDate: null,
      total: 1250,
      totalPaid: 200,
      items: [
        {
          id: 'i1',
          productId: 'p1',
          name: 'Harina PAN',
          quantity: 2,
          unit: 'UNIT',
          price: 600,
          discount: 0,
          product: { id: 'p1', name: 'Harina PAN' },
        },
        {
          id: 'i2',
          productId: null,
          name: 'Delivery',
          quantity: 1,
          unit: 'UNIT',
          price: 50,
          discount: 0,
          product: null,
        },
      ],
      payments: [
        {
          id: 'pay1',
          saleId: '0190f0a1-bbbb-7000-8000-000000000002',
          amount: 200,
          method: 'TRANSFER',
          referenceNumber: '123',
          currency: 'USD',
          amountInCurrency: 200,
          exchangeRate: null,
          igtfAmount: 0,
          createdAt: '2025-07-03T01:00:00.000Z',
        },
      ],
    },
    {
      id: '0190f0a2-cccc-7000-8000-000000000003',
      createdAt: '2025-07-05T12:00:00.000Z',
      status: 'PAID',
      exchangeRate: null,
      exchangeRateDate: null,
      receiptNumber: 2,
      dueDate: null,
      total: 10,
      totalPaid: 10,
      items: [
        {
          id: 'i3',
          productId: 'p2',
          name: 'Café',
          quantity: 1,
          unit: 'UNIT',
          price: 10,
          discount: 0,
          product: { id: 'p2', name: 'Café' },
        },
      ],
      payments: [],
    },
  ],
  totalAmount: 1260,
  totalPaidOnThisAccount: 210,
  totalOwed: 1050,
};

describe('buildOpenAccountShareText', () => {
  const text = buildOpenAccountShareText(account);

  it('starts with the client and the opening date', () => {
    expect(text).toContain('Cliente: María Pérez');
    expect(text).toContain('Cuenta #0190f0a0 abierta el 01/07/2025');
  });

  it('lists each sale with its items and payments', () => {
    expect(text).toContain('Venta #0190f0a1 - 01/07/2025 - Pendiente');
    expect(text).toContain('• Harina PAN x2 - $1,200.00 ($600.00 c/u)');
    expect(text).toContain('• Delivery x1 - $50.00 ($50.00 c/u)');
    // Paid at 01:00 UTC on the 3rd: still the 2nd in Caracas.
    expect(text).toContain('- Transferencia: $200.00 (02/07/2025)');
    expect(text).toContain('Venta #0190f0a2 - 05/07/2025 - Pagada');
    expect(text).toContain('Sin abonos');
  });

  it('ends with the totals', () => {
    expect(text.split('\n').slice(-3)).toEqual([
      'Total comprado: $1,260.00',
      'Total pagado: $210.00',
      'Saldo pendiente: $1,050.00',
    ]);
  });

  it('reads, as a whole, client, opening date, each sale with its items and payments, then the totals', () => {
    expect(text).toBe(
      [
        'Resumen de cuenta',
        'Cliente: María Pérez',
        'Cuenta #0190f0a0 abierta el 01/07/2025',
        '',
        'Venta #0190f0a1 - 01/07/2025 - Pendiente',
        '  • Harina PAN x2 - $1,200.00 ($600.00 c/u)',
        '  • Delivery x1 - $50.00 ($50.00 c/u)',
        '  Total de la venta: $1,250.00',
        '  Abonos:',
        '  - Transferencia: $200.00 (02/07/2025)',
        '',
        'Venta #0190f0a2 - 05/07/2025 - Pagada',
        '  • Café x1 - $10.00 ($10.00 c/u)',
        '  Total de la venta: $10.00',
        '  Sin abonos',
        '',
        'Total comprado: $1,260.00',
        'Total pagado: $210.00',
        'Saldo pendiente: $1,050.00',
      ].join('\n'),
    );
  });

  it("dates in the seller's zone", () => {
    // 01:00 UTC on the 3rd is the 3rd in Madrid but the 2nd in Caracas.
    expect(buildOpenAccountShareText(account, { timeZone: 'Europe/Madrid' })).toContain(
      '- Transferencia: $200.00 (03/07/2025)',
    );
  });

  it('names the business when given', () => {
    expect(buildOpenAccountShareText(account, { businessName: 'Bodega Luz' }).split('\n')[0]).toBe(
      'Resumen de cuenta - Bodega Luz',
    );
  });

  it('keeps one line per field whatever the stored client, item and business names hold', () => {
    const [first, second] = account.sales;
    const hostile: TOpenAccount = {
      ...account,
      client: { ...account.client, name: 'María\r\nSu cuenta fue suspendida\u202E' },
      sales: [
        {
          ...first!,
          items: first!.items.map((item) => ({ ...item, name: `${item.name}\u001b[2J` })),
        },
        second!,
      ],
    };
    const lines = buildOpenAccountShareText(hostile, { businessName: 'Bodega\u0007La Esquina' }).split('\n');
    expect(lines.slice(0, 2)).toEqual([
      'Resumen de cuenta - Bodega La Esquina',
      'Cliente: María Su cuenta fue suspendida',
    ]);
    expect(lines.some((line) => line.startsWith('  • Harina PAN [2J x2 - '))).toBe(true);
    expect(lines.filter(hasUnprintableCharacters)).toEqual([]);
  });

  it('writes the amounts in the currency the seller is shown, and says at which rate', () => {
    const bolivares = buildOpenAccountShareText(account, {
      formatMoney: (amountUsd) => formatMoney(amountUsd, { mode: 'VES', rate: 1_234_567.89 }),
      currencyNote: vesRateNote(1_234_567.89),
    }).split('\n');
    expect(bolivares[1]).toBe('Montos en bolívares a la tasa de Bs. 1.234.567,89 por dólar');
    expect(bolivares).toContain('  • Harina PAN x2 - Bs. 1.481.481.468,00 (Bs. 740.740.734,00 c/u)');
    expect(bolivares).toContain('  - Transferencia: Bs. 246.913.578,00 (02/07/2025)');
    expect(bolivares.slice(-1)).toEqual(['Saldo pendiente: Bs. 1.296.296.284,50']);
    expect(bolivares.join('\n')).not.toContain('$');
  });
});

describe('buildOpenAccountShareText: each sale at its own rate, payments as handed over', () => {
  it("writes a sale's amounts with saleMoney and its note, and bolívares paid as typed", () => {
    const [first, second] = account.sales;
    if (!first || !second) throw new Error('sample account without its two sales');
    const withRates = {
      ...account,
      sales: [
        {
          ...first,
          exchangeRate: 245.6789,
          exchangeRateDate: '2026-03-10',
          payments: [
            {
              id: 'pay2',
              saleId: first.id,
              amount: 0.41,
              method: 'PAGO_MOVIL' as const,
              referenceNumber: '0412',
              currency: 'VES' as const,
              amountInCurrency: 100,
              exchangeRate: 245.6789,
              igtfAmount: 0,
              createdAt: '2026-03-10T15:00:00.000Z',
            },
          ],
        },
        second,
      ],
    };
    const lines = buildOpenAccountShareText(withRates, {
      saleMoney: (sale) =>
        sale.exchangeRate === null
          ? null
          : {
              format: (amountUsd) => formatMoney(amountUsd, { mode: 'VES', rate: sale.exchangeRate }),
              note: 'a Bs. 245,6789 (tasa del 10/03/2026)',
            },
    }).split('\n');
    expect(lines).toContain('  Total de la venta: Bs. 307.098,63 a Bs. 245,6789 (tasa del 10/03/2026)');
    expect(lines).toContain('  - Pago Móvil: Bs. 100,00 (10/03/2026)');
    // The other sale, without a rate, in dollars.
    expect(lines).toContain('  Total de la venta: $10.00');
  });
});
