import { describe, expect, it } from 'vitest';
import type { TClientStatement } from './statement-schemas';
import { buildDebtReminderText, buildStatementShareText } from './client-statement-text';

const statement: TClientStatement = {
  client: { id: 'c1', name: 'Luisa', phone: '0414-1234567', taxId: null },
  shopName: 'Bodega La Esquina',
  olderEntries: 0,
  openingBalance: 0,
  balance: 12.5,
  todayRate: { rate: 245.668, validFor: '2026-03-10' },
  entries: [
    {
      kind: 'SALE',
      id: 's1',
      at: '2026-03-02T15:00:00.000Z',
      receiptNumber: 1,
      amount: 3,
      balanceAfter: 3,
      dueDate: null,
    },
    {
      kind: 'PAYMENT',
      id: 'p1',
      at: '2026-03-03T15:00:00.000Z',
      receiptNumber: 1,
      method: 'CASH',
      currency: 'USD',
      amountInCurrency: 3,
      igtf: 0,
      amount: 3,
      balanceAfter: 0,
    },
    {
      kind: 'SALE',
      id: 's2',
      at: '2026-03-04T15:00:00.000Z',
      receiptNumber: 2,
      amount: 10,
      balanceAfter: 10,
      dueDate: null,
    },
    {
      kind: 'SALE',
      id: 's3',
      at: '2026-03-05T15:00:00.000Z',
      receiptNumber: 3,
      amount: 4.5,
      balanceAfter: 14.5,
      dueDate: null,
    },
    {
      kind: 'PAYMENT',
      id: 'p2',
      at: '2026-03-06T15:00:00.000Z',
      receiptNumber: 3,
      method: 'PAGO_MOVIL',
      currency: 'VES',
      amountInCurrency: 491.34,
      igtf: 0,
      amount: 2,
      balanceAfter: 12.5,
    },
    {
      kind: 'SALE',
      id: 's4',
      at: '2026-03-07T15:00:00.000Z',
      receiptNumber: 4,
      amount: 0,
      balanceAfter: 12.5,
      dueDate: null,
    },
  ],
};

describe('buildDebtReminderText', () => {
  it('greets the client, names the shop and says the balance in $ and in Bs. at today’s rate', () => {
    expect(buildDebtReminderText(statement)).toBe(
      'Hola Luisa, le saludamos de Bodega La Esquina. Le recordamos amablemente que tiene un saldo pendiente ' +
        'de $12.50 (Bs. 3.070,85 a la tasa BCV de hoy). ¡Gracias!',
    );
  });

  it('stays one paragraph, and the statement one line per field, whatever the stored names hold', () => {
    const hostile = {
      ...statement,
      client: { ...statement.client, name: 'Luisa\r\nSu deuda fue enviada a cobranza\u202E' },
      shopName: 'Bodega\u0007La Esquina',
    };
    expect(buildDebtReminderText({ ...hostile, todayRate: null })).toBe(
      'Hola Luisa Su deuda fue enviada a cobranza, le saludamos de Bodega La Esquina. Le recordamos ' +
        'amablemente que tiene un saldo pendiente de $12.50. ¡Gracias!',
    );
    const text = buildStatementShareText(hostile, { timeZone: 'America/Caracas' });
    expect(text.split('\n').slice(0, 2)).toEqual([
      'Estado de cuenta - Bodega La Esquina',
      'Cliente: Luisa Su deuda fue enviada a cobranza',
    ]);
  });

  it('says dollars only when there is no rate today', () => {
    expect(buildDebtReminderText({ ...statement, todayRate: null })).toBe(
      'Hola Luisa, le saludamos de Bodega La Esquina. Le recordamos amablemente que tiene un saldo pendiente ' +
        'de $12.50. ¡Gracias!',
    );
  });
});

describe('buildStatementShareText', () => {
  it('is short: shop, client, balance in $ and Bs. with the rate, and the latest five movements', () => {
    expect(buildStatementShareText(statement, { timeZone: 'America/Caracas' })).toBe(
      [
        'Estado de cuenta - Bodega La Esquina',
        'Cliente: Luisa',
        'Saldo pendiente: $12.50',
        'En bolívares: Bs. 3.070,85',
        'Tasa BCV de hoy: Bs. 245,668 (Fecha Valor 10/03/2026)',
        '',
        'Últimos movimientos:',
        '- 03/03/2026 Abono Efectivo (N° 000001): -$3.00 (saldo $0.00)',
        '- 04/03/2026 Venta N° 000002: $10.00 (saldo $10.00)',
        '- 05/03/2026 Venta N° 000003: $4.50 (saldo $14.50)',
        '- 06/03/2026 Abono Pago Móvil (N° 000003): -Bs. 491,34 (saldo $12.50)',
        '- 07/03/2026 Venta N° 000004: $0.00 (saldo $12.50)',
      ].join('\n'),
    );
  });

  it('leaves the bolívares out without a rate, and the movements out when there are none', () => {
    expect(
      buildStatementShareText(
        { ...statement, todayRate: null, entries: [], balance: 0 },
        { timeZone: 'UTC' },
      ),
    ).toBe(['Estado de cuenta - Bodega La Esquina', 'Cliente: Luisa', 'Saldo pendiente: $0.00'].join('\n'));
  });
});
