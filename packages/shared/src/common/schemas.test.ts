import { describe, it, expect } from 'vitest';
import { VALIDATION } from './messages';
import {
  hasNoControlCharacters,
  optionalText,
  totalPagesFor,
  ZErrorEnvelope,
  ZIsoDate,
  ZMoneyAmount,
  ZPaginationQuery,
  ZTimestamp,
  ZUuid,
} from './schemas';

describe('ZUuid', () => {
  it('accepts uuids and names bad ids in Spanish', () => {
    expect(ZUuid.safeParse('0190f0a0-1234-7abc-8def-0123456789ab').success).toBe(true);
    const result = ZUuid.safeParse('123');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Identificador inválido');
  });
});

describe('ZMoneyAmount', () => {
  it('accepts JSON numbers from 0.01 with two decimals', () => {
    expect(ZMoneyAmount.parse(0.01)).toBe(0.01);
    expect(ZMoneyAmount.parse(19.99)).toBe(19.99);
    expect(ZMoneyAmount.parse(999_999_999_999.99)).toBe(999_999_999_999.99);
  });

  it('rejects zero, negatives, too many decimals, huge values and numeric strings', () => {
    expect(ZMoneyAmount.safeParse(0).success).toBe(false);
    expect(ZMoneyAmount.safeParse(-1).success).toBe(false);
    expect(ZMoneyAmount.safeParse(1.001).error?.issues[0]?.message).toBe(
      'El monto no puede tener más de 2 decimales',
    );
    expect(ZMoneyAmount.safeParse(1e13).success).toBe(false);
    expect(ZMoneyAmount.safeParse(1e300).success).toBe(false);
    expect(ZMoneyAmount.safeParse('10').success).toBe(false);
    expect(ZMoneyAmount.safeParse(Number.NaN).success).toBe(false);
  });
});

describe('dates', () => {
  it('ZIsoDate accepts existing dates only', () => {
    expect(ZIsoDate.safeParse('2025-07-07').success).toBe(true);
    expect(ZIsoDate.safeParse('2025-02-30').success).toBe(false);
    expect(ZIsoDate.safeParse('2025-7-7').success).toBe(false);
    // The years 1–99 are themselves (not 1901–1999), leap years included; there is no year 0.
    expect(ZIsoDate.safeParse('0050-06-01').success).toBe(true);
    expect(ZIsoDate.safeParse('0004-02-29').success).toBe(true);
    expect(ZIsoDate.safeParse('0001-02-29').success).toBe(false);
    expect(ZIsoDate.safeParse('0000-01-01').success).toBe(false);
  });

  it('ZTimestamp accepts toISOString output and offsets', () => {
    expect(ZTimestamp.safeParse(new Date().toISOString()).success).toBe(true);
    expect(ZTimestamp.safeParse('2025-07-07T10:00:00-04:00').success).toBe(true);
    expect(ZTimestamp.safeParse('2025-07-07').success).toBe(false);
  });
});

describe('ZPaginationQuery', () => {
  it('defaults to page 1 of 10', () => {
    expect(ZPaginationQuery.parse({})).toEqual({ page: 1, pageSize: 10, search: undefined });
  });

  it('reads numbers from the query string', () => {
    expect(ZPaginationQuery.parse({ page: '3', pageSize: '25', search: ' arroz ' })).toEqual({
      page: 3,
      pageSize: 25,
      search: 'arroz',
    });
  });

  it('treats a blank search as absent', () => {
    expect(ZPaginationQuery.parse({ search: '   ' }).search).toBeUndefined();
  });

  it('refuses pages below 1, sizes above 100 and long searches', () => {
    expect(ZPaginationQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(ZPaginationQuery.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(ZPaginationQuery.safeParse({ page: 'abc' }).success).toBe(false);
    expect(ZPaginationQuery.safeParse({ search: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('envelopes', () => {
  it('counts whole pages, none for an empty list', () => {
    expect(totalPagesFor(0, 10)).toBe(0);
    expect(totalPagesFor(20, 10)).toBe(2);
    expect(totalPagesFor(21, 10)).toBe(3);
  });

  it('describes errors with a known code', () => {
    expect(
      ZErrorEnvelope.safeParse({ statusCode: 409, code: 'INSUFFICIENT_STOCK', message: 'x', errors: ['a'] })
        .success,
    ).toBe(true);
    expect(ZErrorEnvelope.safeParse({ statusCode: 400, code: 'WHATEVER', message: 'x' }).success).toBe(false);
  });

  it('optionalText turns blank and null into undefined', () => {
    const schema = optionalText(5);
    expect(schema.parse('')).toBeUndefined();
    expect(schema.parse(null)).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse(' ab ')).toBe('ab');
    expect(schema.safeParse('abcdef').success).toBe(false);
  });
});

describe('hasNoControlCharacters: what a document, a message or an export may print', () => {
  it('refuses C0 (with TAB, CR and LF), DEL, C1, the line and paragraph separators and the bidi controls', () => {
    const refused = [
      ['NUL', '\u0000'],
      ['BEL', '\u0007'],
      ['TAB', '\t'],
      ['LF', '\n'],
      ['CR', '\r'],
      ['ESC', '\u001b[2J'],
      ['US', '\u001f'],
      ['DEL', '\u007f'],
      ['PAD (C1)', '\u0080'],
      ['NEL (C1)', '\u0085'],
      ['APC (C1)', '\u009f'],
      ['LINE SEPARATOR', '\u2028'],
      ['PARAGRAPH SEPARATOR', '\u2029'],
      ['LEFT-TO-RIGHT EMBEDDING', '\u202a'],
      ['RIGHT-TO-LEFT EMBEDDING', '\u202b'],
      ['POP DIRECTIONAL FORMATTING', '\u202c'],
      ['LEFT-TO-RIGHT OVERRIDE', '\u202d'],
      ['RIGHT-TO-LEFT OVERRIDE', '\u202E'],
      ['LEFT-TO-RIGHT ISOLATE', '\u2066'],
      ['RIGHT-TO-LEFT ISOLATE', '\u2067'],
      ['FIRST STRONG ISOLATE', '\u2068'],
      ['POP DIRECTIONAL ISOLATE', '\u2069'],
    ] as const;
    for (const [name, character] of refused) {
      expect(hasNoControlCharacters(`Harina${character}PAN`), name).toBe(false);
    }
  });

  it('accepts Spanish with its accents, ñ, ¿ ¡, emoji, no-break and zero-width spaces, and nothing at all', () => {
    for (const text of [
      'Señora Núñez: ¿café o té? ¡Pagó!',
      'Pingüino · 1 × $2,50 — nº 3',
      'Bodega 🇻🇪 👩🏽‍🔧',
      'Panadería\u00a0La\u200bEsquina',
      'مرحبا', // a right-to-left script is text, not a control
      '',
      null,
      undefined,
    ]) {
      expect(hasNoControlCharacters(text), String(text)).toBe(true);
    }
  });

  it('is the rule of every optional text, with its Spanish message', () => {
    const note = optionalText(100);
    for (const value of ['Ana\u0007', 'Ana\u001b[2J', 'Ana\r\nPérez', '\u202Eanulada']) {
      const result = note.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([VALIDATION.noControlCharacters]);
    }
    // Only the ends are trimmed: a line break there is gone before the rule looks.
    expect(note.parse(' Ana Pérez\n')).toBe('Ana Pérez');
  });
});
