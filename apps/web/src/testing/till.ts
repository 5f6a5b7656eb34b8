import type { TCashSession } from '@cuadre/shared/till/schemas';

/**
 * A till opened at 8:00 in Caracas with $20 and Bs. 500: a $5.50 cash sale, Bs. 1.300 by Pago Móvil, an
 * instalment of Bs. 366,50 in cash and $5 paid to a supplier. Pass `overrides` for the case under test.
 */
export function openTillSession(overrides: Partial<TCashSession> = {}): TCashSession {
  return {
    id: '0190f0a0-aaaa-7000-8000-0000000000aa',
    registerId: '0190f0a0-aaaa-7000-8000-0000000000ab',
    registerName: 'Caja principal',
    openedBy: null,
    closedBy: null,
    status: 'OPEN',
    openedAt: '2026-03-02T12:00:00.000Z',
    closedAt: null,
    openingFloat: { USD: 20, VES: 500 },
    lines: [
      { method: 'CASH', currency: 'USD', expected: 20.5, counted: null, difference: null },
      { method: 'CASH', currency: 'VES', expected: 866.5, counted: null, difference: null },
      { method: 'PAGO_MOVIL', currency: 'VES', expected: 1300, counted: null, difference: null },
    ],
    notes: null,
    summary: {
      salesCount: 2,
      revenue: 45.5,
      profit: 12.25,
      creditGiven: 0,
      collections: 10,
      igtf: 0,
      returns: 0,
      refunds: 0,
      inBolivares: null,
    },
    movements: [
      {
        id: '0190f0a0-bbbb-7000-8000-0000000000b1',
        type: 'OUT',
        currency: 'USD',
        amount: 5,
        reason: 'Pago a proveedor',
        expenseId: null,
        createdAt: '2026-03-02T15:00:00.000Z',
      },
    ],
    byMember: [],
    ...overrides,
  };
}

/** The same till closed at 18:30 with Bs. 10 short in cash bolívares and a note. */
export function closedTillSession(overrides: Partial<TCashSession> = {}): TCashSession {
  const open = openTillSession();
  return {
    ...open,
    status: 'CLOSED',
    closedAt: '2026-03-02T22:30:00.000Z',
    notes: 'Faltó sencillo',
    lines: [
      { method: 'CASH', currency: 'USD', expected: 20.5, counted: 20.5, difference: 0 },
      { method: 'CASH', currency: 'VES', expected: 866.5, counted: 856.5, difference: -10 },
      { method: 'PAGO_MOVIL', currency: 'VES', expected: 1300, counted: 1300, difference: 0 },
    ],
    ...overrides,
  };
}
