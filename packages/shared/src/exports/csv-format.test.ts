import { describe, expect, it } from 'vitest';
import { COMMA_CSV, csvFormatDescription, csvFormatOf, SEMICOLON_CSV } from './csv-format';

describe('the CSV a seller gets, from the country (docs/decisions/025)', () => {
  it('writes ; and a decimal comma where a spreadsheet reads 1.234,56', () => {
    for (const country of ['VE', 'CO', 'AR', 'CL', 'ES', 'EC', 'UY', 'BR', 'DE']) {
      expect(csvFormatOf(country), country).toEqual({ delimiter: ';', decimalMark: ',' });
    }
  });

  it('writes , and a decimal point where a spreadsheet reads 1,234.56', () => {
    for (const country of ['MX', 'GT', 'HN', 'SV', 'NI', 'PA', 'DO', 'PR', 'US', 'PE', 'GB']) {
      expect(csvFormatOf(country), country).toEqual({ delimiter: ',', decimalMark: '.' });
    }
    expect(csvFormatOf('mx')).toBe(COMMA_CSV);
  });

  it('keeps the semicolon file for an account without a country', () => {
    expect(csvFormatOf(null)).toBe(SEMICOLON_CSV);
    expect(csvFormatOf(undefined)).toBe(SEMICOLON_CSV);
    expect(csvFormatOf('')).toBe(SEMICOLON_CSV);
  });

  it('says which file it is, with the country', () => {
    expect(csvFormatDescription(csvFormatOf('VE'), 'Venezuela')).toBe(
      'CSV con punto y coma y coma decimal (Excel en español de Venezuela)',
    );
    expect(csvFormatDescription(csvFormatOf('MX'), 'México')).toBe(
      'CSV con coma y punto decimal (Excel en español de México)',
    );
    expect(csvFormatDescription(SEMICOLON_CSV, null)).toBe(
      'CSV con punto y coma y coma decimal (Excel en español)',
    );
  });
});
