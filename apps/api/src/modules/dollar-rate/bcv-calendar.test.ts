import { describe, expect, it } from 'vitest';
import { bcvValueDateOf } from './bcv-calendar';

/** 11–17 March 2024: Monday to Sunday; Caracas instants (UTC−4). */
const caracas = (day: string, time: string) => new Date(`${day}T${time}-04:00`);

describe('bcvValueDateOf: the Fecha Valor of a reading that has none, by the BCV calendar', () => {
  it.each([
    [
      'a business day morning: the rate published the afternoon before, for today',
      '2024-03-13',
      '09:00:00',
      '2024-03-13',
    ],
    ['a business day afternoon: the next business day', '2024-03-13', '15:00:00', '2024-03-14'],
    ['late on Thursday (already Friday in UTC): Friday', '2024-03-14', '23:30:00', '2024-03-15'],
    ['Friday morning: Friday', '2024-03-15', '11:59:00', '2024-03-15'],
    ['Friday afternoon: Monday', '2024-03-15', '12:00:00', '2024-03-18'],
    ['Saturday: Monday', '2024-03-16', '10:00:00', '2024-03-18'],
    ['Sunday night: Monday', '2024-03-17', '23:59:00', '2024-03-18'],
    ['Monday morning: Monday', '2024-03-18', '08:00:00', '2024-03-18'],
  ])('%s', (_label, day, time, valueDate) => {
    expect(bcvValueDateOf(caracas(day, time))).toBe(valueDate);
  });
});
