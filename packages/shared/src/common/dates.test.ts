import { describe, it, expect } from 'vitest';
import {
  formatDateTimeEs,
  daysInMonth,
  formatDateEs,
  formatLocalDate,
  formatLocalDateTime,
  formatLocalShortDateTime,
  formatLocalTime,
  isValidIsoDate,
  monthNameEs,
  monthRange,
  todayInZone,
} from './dates';

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

describe('wall-clock formatting, by hand as es-VE writes it', () => {
  // ICU itself is the reference; runtimes differ only in which space they put before 'a. m.'.
  const icu = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat('es-VE', options);
    return (date: Date) => format.format(date).replace(/[\s\u00a0\u202f]+/g, ' ');
  };
  // Every hour and a few minutes of a day, single- and double-digit days and months, two years.
  const instants = [new Date(2026, 0, 5), new Date(2025, 10, 21), new Date(2009, 8, 30)].flatMap((day) =>
    Array.from({ length: 24 * 3 }, (_, i) => {
      const at = new Date(day);
      at.setHours(Math.floor(i / 3), [0, 5, 59][i % 3]);
      return at;
    }),
  );

  it.each([
    ['formatLocalTime', formatLocalTime, icu({ hour: 'numeric', minute: '2-digit' })],
    ['formatLocalDate', formatLocalDate, icu({ day: '2-digit', month: '2-digit', year: 'numeric' })],
    [
      'formatLocalDateTime',
      formatLocalDateTime,
      icu({ day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
    ],
    ['formatLocalShortDateTime', formatLocalShortDateTime, icu({ dateStyle: 'short', timeStyle: 'short' })],
  ])('%s writes what Intl.DateTimeFormat es-VE writes', (_name, byHand, reference) => {
    for (const at of instants) expect(byHand(at)).toBe(reference(at));
  });

  it('writes noon and midnight as 12 and pads the hour on request', () => {
    expect(formatLocalTime(new Date(2026, 0, 5, 0, 5))).toBe('12:05 a. m.');
    expect(formatLocalTime(new Date(2026, 0, 5, 12, 0))).toBe('12:00 p. m.');
    expect(formatLocalTime(new Date(2026, 0, 5, 14, 35), { paddedHour: true })).toBe('02:35 p. m.');
  });
});

describe('formatDateTimeEs', () => {
  it('writes an instant as the seller reads it in their zone', () => {
    // 02:30 UTC on 11 March is 22:30 on 10 March in Caracas (UTC−4).
    expect(formatDateTimeEs('2026-03-11T02:30:00.000Z', 'America/Caracas')).toBe('10/03/2026, 10:30 p. m.');
    expect(formatDateTimeEs('2026-03-10T04:05:00.000Z', 'America/Caracas')).toBe('10/03/2026, 12:05 a. m.');
  });
});
