// 10 × kill -9 of the API process at a random moment under a sale load (npm run test:faults).
import { describe, expect, it } from 'vitest';
import { runCrashCycles } from './support/crash-cycles';

describe('kill -9 of the API under a sale load', () => {
  it('10 cycles: every acknowledged sale survives, stock and payments add up, retries make no duplicate', async () => {
    const figures = await runCrashCycles('api', 10);
    expect(figures.cycles).toHaveLength(10);
    expect(figures.present).toBe(figures.acknowledged);
  });
});
