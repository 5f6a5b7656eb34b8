import { describe, expect, it } from 'vitest';
import { createWriteBatches, type TWriteBatchesOptions } from './write-batches';

interface TItem {
  id: number;
  key?: string;
  fails?: boolean;
}

class StatementError extends Error {
  constructor(readonly code: string) {
    super(`statement failed (${code})`);
  }
}

/** A writer whose writes finish only when the test lets them, recording every call it gets. */
function heldWriter(overrides: Partial<TWriteBatchesOptions<TItem, string>> = {}) {
  const calls: number[][] = [];
  const held: (() => void)[] = [];
  const hold = () => new Promise<void>((resolve) => held.push(resolve));
  const batches = createWriteBatches<TItem, string>({
    writers: 1,
    maxBatch: 3,
    maxWaiting: 100,
    whenFull: () => new Error('full'),
    async writeMany(items) {
      calls.push(items.map((item) => item.id));
      await hold();
      if (items.some((item) => item.fails)) throw new StatementError('23514');
      return items.map((item) => `${items.length === 1 ? 'one' : 'many'} ${item.id}`);
    },
    wroteNothing: (error) => error instanceof StatementError,
    conflictKeyOf: (item) => item.key ?? null,
    ...overrides,
  });
  /** Lets every write started so far finish, until nothing is left running. */
  async function releaseAll(): Promise<void> {
    for (let round = 0; round < 50; round += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      const release = held.shift();
      if (!release) return;
      release();
    }
  }
  return { batches, calls, releaseAll };
}

describe('write batches', () => {
  it('writes alone when nothing waits, and together what arrived while the writer was busy', async () => {
    const { batches, calls, releaseAll } = heldWriter();
    const outcomes = Promise.all([1, 2, 3, 4, 5, 6].map((id) => batches.write({ id })));
    await releaseAll();
    // The first went at once; the next five waited and went as batches of at most three, oldest first.
    expect(calls).toEqual([[1], [2, 3, 4], [5, 6]]);
    expect(await outcomes).toEqual(['one 1', 'many 2', 'many 3', 'many 4', 'many 5', 'many 6']);
  });

  it('never puts two writes with the same key in one batch', async () => {
    const { batches, calls, releaseAll } = heldWriter();
    const outcomes = Promise.all([
      batches.write({ id: 1 }),
      batches.write({ id: 2, key: 'a' }),
      batches.write({ id: 3, key: 'a' }),
      batches.write({ id: 4, key: 'b' }),
    ]);
    await releaseAll();
    expect(calls).toEqual([[1], [2, 4], [3]]);
    expect(await outcomes).toEqual(['one 1', 'many 2', 'one 3', 'many 4']);
  });

  it('writes a failed batch one by one, so that only the write that failed gets the error', async () => {
    const { batches, calls, releaseAll } = heldWriter();
    const outcomes = [1, 2, 3, 4].map((id) => batches.write({ id, fails: id === 3 }).catch((error) => error));
    await releaseAll();
    expect(calls).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    const settled = await Promise.all(outcomes);
    expect(settled.slice(0, 2)).toEqual(['one 1', 'one 2']);
    expect(settled[2]).toBeInstanceOf(StatementError);
    expect(settled[3]).toBe('one 4');
  });

  it('fails every write of a batch that may have been committed, without writing any again', async () => {
    const lost = new Error('Connection terminated unexpectedly');
    const { batches, calls, releaseAll } = heldWriter({
      async writeMany(items) {
        calls.push(items.map((item) => item.id));
        if (items.length === 1) return [`one ${items[0]?.id}`];
        throw lost;
      },
    });
    const outcomes = [1, 2, 3].map((id) => batches.write({ id }).catch((error) => error));
    await releaseAll();
    expect(calls).toEqual([[1], [2, 3]]);
    expect(await Promise.all(outcomes)).toEqual(['one 1', lost, lost]);
  });

  it('runs as many writers at once as it is given, and no more', async () => {
    let running = 0;
    let most = 0;
    async function writeMany(items: TItem[]): Promise<number[]> {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return items.map((item) => item.id);
    }
    const batches = createWriteBatches<TItem, number>({
      writers: 3,
      maxBatch: 100,
      maxWaiting: 100,
      whenFull: () => new Error('full'),
      writeMany,
      wroteNothing: () => false,
      conflictKeyOf: () => null,
    });
    const ids = Array.from({ length: 40 }, (_, index) => index);
    expect(await Promise.all(ids.map((id) => batches.write({ id })))).toEqual(ids);
    expect(most).toBe(3);
  });

  it('refuses a write at once while as many as it may hold are waiting, and takes writes again once they go', async () => {
    const { batches, calls, releaseAll } = heldWriter({ maxWaiting: 2, whenFull: () => new Error('lleno') });
    const accepted = [1, 2, 3].map((id) => batches.write({ id }));
    // One is being written and two wait: a fourth is told to come back, and is never written.
    await expect(batches.write({ id: 4 })).rejects.toThrow('lleno');
    await releaseAll();
    expect(await Promise.all(accepted)).toEqual(['one 1', 'many 2', 'many 3']);
    const later = batches.write({ id: 5 });
    await releaseAll();
    expect(await later).toBe('one 5');
    expect(calls.flat()).not.toContain(4);
  });
});
