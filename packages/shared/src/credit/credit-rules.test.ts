import { describe, expect, it } from 'vitest';
import {
  ageingBucketOf,
  creditAvailable,
  creditLimitOf,
  daysLate,
  dualAmountOf,
  dueDateOf,
  exceedsCreditLimit,
} from './credit-rules';
import { dueDateLabel } from './messages';
import { buildDebtReminderText } from '../clients/client-statement-text';

describe('credit rules', () => {
  it('takes the client’s own limit, else the shop’s; none is credit without a limit', () => {
    expect(creditLimitOf(20, 100)).toBe(20);
    expect(creditLimitOf(0, 100)).toBe(0);
    expect(creditLimitOf(null, 100)).toBe(100);
    expect(creditLimitOf(null, null)).toBeNull();
  });

  it('compares in cents: the unpaid part may reach the limit, not pass it', () => {
    expect(exceedsCreditLimit(50, 30.01, 19.99)).toBe(false);
    expect(exceedsCreditLimit(50, 30.01, 20)).toBe(true);
    expect(exceedsCreditLimit(0.3, 0.1, 0.2)).toBe(false);
    expect(exceedsCreditLimit(null, 1e9, 1e9)).toBe(false);
    expect(exceedsCreditLimit(0, 0, 0)).toBe(false);
    expect(creditAvailable(50, 55)).toBe(0);
    expect(creditAvailable(0.3, 0.1)).toBe(0.2);
    expect(creditAvailable(null, 5)).toBeNull();
  });

  it('dates a sale’s term in calendar days, across months and years', () => {
    expect(dueDateOf('2026-11-27', 15)).toBe('2026-12-12');
    expect(dueDateOf('2026-12-25', 7)).toBe('2027-01-01');
    expect(dueDateOf('2028-02-15', 15)).toBe('2028-03-01');
    expect(daysLate('2026-12-12', '2026-12-12')).toBe(0);
    expect(daysLate('2026-12-12', '2026-12-01')).toBe(0);
    expect(daysLate('2026-12-12', '2027-01-11')).toBe(30);
  });

  it('ages a debt into its bucket by days late, not yet due in the first', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(ageingBucketOf)).toEqual([
      'upTo30',
      'upTo30',
      'upTo60',
      'upTo60',
      'upTo90',
      'upTo90',
      'over90',
      'over90',
    ]);
  });

  it('gives bolívares to the cent at the rate, none without one', () => {
    expect(dualAmountOf('100.10', 245.6789)).toEqual({ usd: 100.1, ves: 24592.46 });
    expect(dualAmountOf(0.01, 245.6789)).toEqual({ usd: 0.01, ves: 2.46 });
    expect(dualAmountOf('12.50', null)).toEqual({ usd: 12.5, ves: null });
  });

  it('says how a due date stands', () => {
    expect(dueDateLabel('2026-12-12', '2026-12-01', 0)).toBe('Vence el 12/12/2026');
    expect(dueDateLabel('2026-12-12', '2026-12-12', 0)).toBe('Vence hoy');
    expect(dueDateLabel('2026-12-12', '2026-12-13', 1)).toBe('Vencida · 1 día');
    expect(dueDateLabel('2026-12-12', '2026-12-20', 8)).toBe('Vencida · 8 días');
  });

  it('reminds with the amount in both currencies, the due date passed and the statement’s link', () => {
    const text = buildDebtReminderText(
      {
        client: { id: 'c1', name: 'Ana Gil', phone: null, taxId: null },
        shopName: 'Bodega La Esquina',
        balance: 60.06,
        todayRate: { rate: 245.6789, validFor: '2026-03-10' },
      },
      { overdueSince: '2025-12-01', statementUrl: 'https://cuadre.example/e/abc' },
    );
    expect(text).toBe(
      'Hola Ana Gil, le saludamos de Bodega La Esquina. Le recordamos amablemente que tiene un saldo pendiente de ' +
        '$60.06 (Bs. 14.755,47 a la tasa BCV de hoy), vencido desde el 01/12/2025. Puede ver su estado de cuenta ' +
        'aquí: https://cuadre.example/e/abc ¡Gracias!',
    );
  });
});
