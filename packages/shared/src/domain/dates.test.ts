import { describe, it, expect } from 'vitest';
import { daysInMonth, formatDateEs, isValidIsoDate, monthNameEs, monthRange, todayInZone } from './dates';

describe('monthRange', () => {
  it('gives the first and last day of the month', () => {
    expect(monthRange(2025, 0)).toEqual({ startDate: '2025-01-01', endDate: '2025-01-31' });
    expect(monthRange(2025, 3)).toEqual({ startDate: '2025-04-01', endDate: '2025-04-30' });
    expect(monthRange(2025, 11)).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
  });

  it('knows leap years', () => {
    expect(monthRange(2024, 1).endDate).toBe('2024-02-29');
    expect(monthRange(2025, 1).endDate).toBe('2025-02-28');
    expect(monthRange(1900, 1).endDate).toBe('1900-02-28');
    expect(daysInMonth(2000, 1)).toBe(29);
  });
});

describe('todayInZone', () => {
  // 2025-07-08 02:30 UTC is still the evening of 7 July in Caracas (UTC−4).
  const at = new Date('2025-07-08T02:30:00Z');

  it("uses the seller's zone, not UTC", () => {
    expect(todayInZone('America/Caracas', at)).toBe('2025-07-07');
    expect(todayInZone('UTC', at)).toBe('2025-07-08');
    expect(todayInZone('Europe/Madrid', at)).toBe('2025-07-08');
  });

  it('defaults to now', () => {
    expect(isValidIsoDate(todayInZone('America/Caracas'))).toBe(true);
  });
});

describe('isValidIsoDate', () => {
  it('accepts real dates written YYYY-MM-DD', () => {
    expect(isValidIsoDate('2025-07-07')).toBe(true);
    expect(isValidIsoDate('2024-02-29')).toBe(true);
  });

  it('rejects impossible or badly written dates', () => {
    expect(isValidIsoDate('2025-02-29')).toBe(false);
    expect(isValidIsoDate('2025-13-01')).toBe(false);
    expect(isValidIsoDate('2025-00-10')).toBe(false);
    expect(isValidIsoDate('2025-1-1')).toBe(false);
    expect(isValidIsoDate('07/07/2025')).toBe(false);
    expect(isValidIsoDate('')).toBe(false);
  });
});

describe('names and display', () => {
  it('names the months in Spanish', () => {
    expect(monthNameEs(0)).toBe('Enero');
    expect(monthNameEs(11)).toBe('Diciembre');
    expect(monthNameEs(12)).toBe('');
  });

  it('prints dd/mm/yyyy in the zone', () => {
    expect(formatDateEs('2025-07-08T02:30:00Z', 'America/Caracas')).toBe('07/07/2025');
  });
});
