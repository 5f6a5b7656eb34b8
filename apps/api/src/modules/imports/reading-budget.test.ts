import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { readingBudget } from './reading-budget';
import { SheetError } from './sheet-error';

/** Steps enough times that the budget reads the thread's clock at least once. */
function stepMany(step: () => void): void {
  for (let index = 0; index < 2048; index += 1) step();
}

describe('the reading budget counts the reader’s work, not the time on the wall', () => {
  it('lets a reading that waited for a core far past its budget go on', async () => {
    const budget = readingBudget(100);
    // A niced reader on a busy machine spends most of its time waiting: here, 400 ms of waiting and little work.
    for (let wait = 0; wait < 4; wait += 1) {
      await sleep(100);
      stepMany(() => budget.step());
    }
    expect(() => stepMany(() => budget.step())).not.toThrow();
  });

  it('refuses, in Spanish, a reading whose own work passes the budget', () => {
    const budget = readingBudget(50);
    let refusal: unknown = null;
    const started = process.threadCpuUsage();
    try {
      // Work until refused, or until ten times the budget has been spent without a refusal.
      while (process.threadCpuUsage(started).user < 500_000) {
        let sum = 0;
        for (let index = 0; index < 10_000; index += 1) sum += Math.sqrt(index);
        if (sum < 0) break;
        budget.step();
      }
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(SheetError);
    expect((refusal as SheetError).message).toBe(VALIDATION.importReadTooSlow);
  });
});
