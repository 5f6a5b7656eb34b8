import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { VALIDATION } from './messages';
import { configureZodSpanish } from './zod-setup';

describe('configureZodSpanish', () => {
  it("turns zod's own messages Spanish, for fields no spec message covers", () => {
    configureZodSpanish();
    const result = z.object({ amount: z.number() }).safeParse({ amount: 'diez' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/Entrada inválida|se esperaba/i);
  });

  it('never prints the pattern of a failed regex: a plain Spanish "Formato no válido"', () => {
    configureZodSpanish();
    const result = z
      .string()
      .regex(/^[A-Z]{3}$/)
      .safeParse('abc');
    expect(result.error?.issues[0]?.message).toBe(VALIDATION.invalidFormat);
    expect(VALIDATION.invalidFormat).toBe('Formato no válido');
    // A schema's own message still wins.
    expect(z.string().regex(/^\d+$/, 'Solo números').safeParse('x').error?.issues[0]?.message).toBe(
      'Solo números',
    );
  });
});
