import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../payments/constants';
import {
  compareTillLines,
  differenceLabel,
  formatDifference,
  formatInCurrency,
  TILL_METHOD_ORDER,
  tillLineLabel,
} from './till';

describe('the till’s lines', () => {
  it('are counted cash first, dollars before bolívares, and every method has its place', () => {
    const lines = [
      { method: 'ZELLE', currency: 'USD' },
      { method: 'PAGO_MOVIL', currency: 'VES' },
      { method: 'CASH', currency: 'VES' },
      { method: 'CASH', currency: 'USD' },
    ] as const;
    expect([...lines].sort(compareTillLines).map(tillLineLabel)).toEqual([
      'Efectivo ($)',
      'Efectivo (Bs.)',
      'Pago Móvil (Bs.)',
      'Zelle ($)',
    ]);
    expect(PAYMENT_METHODS.every((method) => TILL_METHOD_ORDER.includes(method))).toBe(true);
  });

  it('say a difference in words and amounts in their own currency', () => {
    expect([differenceLabel(-10), differenceLabel(0.01), differenceLabel(0)]).toEqual([
      'Faltante',
      'Sobrante',
      'Cuadra',
    ]);
    expect(formatInCurrency(-10, 'VES')).toBe('-Bs. 10,00');
    expect(formatInCurrency(1234.5, 'USD')).toBe('$1,234.50');
  });

  it('write a difference with its word and its amount in the line’s currency', () => {
    expect(formatDifference(-10, 'VES')).toBe('Faltante Bs. 10,00');
    expect(formatDifference(1.5, 'USD')).toBe('Sobrante $1.50');
    expect(formatDifference(0, 'USD')).toBe('Cuadra');
  });
});
