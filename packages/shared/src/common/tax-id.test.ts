import { describe, expect, it } from 'vitest';
import { normalizeClientTaxId, normalizeRif } from './tax-id';

describe('normalizeRif', () => {
  it('writes a RIF as J-12345678-9 however it was typed', () => {
    expect(normalizeRif('J-12345678-9')).toBe('J-12345678-9');
    expect(normalizeRif('j123456789')).toBe('J-12345678-9');
    expect(normalizeRif(' v 12.345.678 9 ')).toBe('V-12345678-9');
    expect(normalizeRif('G-20000001-0')).toBe('G-20000001-0');
  });

  it('refuses what is not a RIF', () => {
    for (const text of ['', 'J-1234567-9', 'X-12345678-9', 'J-12345678-90', '12345678', 'J-1234S678-9']) {
      expect(normalizeRif(text), text).toBeNull();
    }
  });
});

describe('a client’s RIF or cédula (design §15)', () => {
  it('writes a RIF with its check digit, or a cédula, however it was typed', () => {
    expect(normalizeClientTaxId('j123456789')).toBe('J-12345678-9');
    expect(normalizeClientTaxId('V 12.345.678')).toBe('V-12345678');
    expect(normalizeClientTaxId('e-8123456')).toBe('E-8123456');
    expect(normalizeClientTaxId('12345678')).toBeNull();
    expect(normalizeClientTaxId('X-12345678')).toBeNull();
  });
});
