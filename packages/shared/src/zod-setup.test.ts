import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { configureZodSpanish } from './zod-setup';

describe('configureZodSpanish', () => {
  it("turns zod's own messages Spanish, for fields no spec message covers", () => {
    configureZodSpanish();
    const result = z.object({ amount: z.number() }).safeParse({ amount: 'diez' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/Entrada inválida|se esperaba/i);
  });
});
