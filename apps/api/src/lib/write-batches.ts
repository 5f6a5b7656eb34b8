/**
 * Writes that arrive while every writer is busy wait here and then go together, in one statement: under load
 * a batch costs the database about what one write costs (one executor start, one commit, one WAL flush), and
 * when the shop is quiet every write still goes alone, at once. Nothing waits on a timer.
 */
export interface TWriteBatches<TItem, TOutcome> {
  write(item: TItem): Promise<TOutcome>;
}

export interface TWriteBatchesOptions<TItem, TOutcome> {
  /** Writes (single or batched) running at once; the rest wait for the next batch. */
  writers: number;
  /** The most items one batch carries. */
  maxBatch: number;
  /**
   * The most items that may wait for a writer: past it a write is refused at once with `whenFull()`, so that
   * a burst larger than the database can take is told to come back instead of piling up in memory.
   */
  maxWaiting: number;
  whenFull(): Error;
  /** One outcome per item, in their order (a batch of one when the shop is quiet). */
  writeMany(items: TItem[]): Promise<TOutcome[]>;
  /**
   * Whether a batch that threw surely wrote nothing (the statement itself failed), so that its items may be
   * written one by one and each get its own outcome. After any other error (a lost connection) the batch may
   * have been committed: its items fail with that error, as a lone write would.
   */
  wroteNothing(error: unknown): boolean;
  /** Items with the same key never share a batch (null: any batch). */
  conflictKeyOf(item: TItem): string | null;
}

interface TWaiting<TItem, TOutcome> {
  item: TItem;
  resolve(outcome: TOutcome): void;
  reject(error: unknown): void;
}

export function createWriteBatches<TItem, TOutcome>(
  options: TWriteBatchesOptions<TItem, TOutcome>,
): TWriteBatches<TItem, TOutcome> {
  const waiting: TWaiting<TItem, TOutcome>[] = [];
  let running = 0;

  /** The oldest waiting items, up to maxBatch, leaving behind (in order) any whose key is already taken. */
  function nextBatch(): TWaiting<TItem, TOutcome>[] {
    if (waiting.length <= 1) return waiting.splice(0);
    const batch: TWaiting<TItem, TOutcome>[] = [];
    const keys = new Set<string>();
    let index = 0;
    while (index < waiting.length && batch.length < options.maxBatch) {
      const entry = waiting[index] as TWaiting<TItem, TOutcome>;
      const key = options.conflictKeyOf(entry.item);
      if (key !== null && keys.has(key)) {
        index += 1;
        continue;
      }
      if (key !== null) keys.add(key);
      batch.push(entry);
      waiting.splice(index, 1);
    }
    return batch;
  }

  async function writeAlone(entry: TWaiting<TItem, TOutcome>): Promise<void> {
    try {
      const [outcome] = await options.writeMany([entry.item]);
      entry.resolve(outcome as TOutcome);
    } catch (error) {
      entry.reject(error);
    }
  }

  async function writeBatch(batch: TWaiting<TItem, TOutcome>[]): Promise<void> {
    if (batch.length === 1) return writeAlone(batch[0] as TWaiting<TItem, TOutcome>);
    let outcomes: TOutcome[];
    try {
      outcomes = await options.writeMany(batch.map((entry) => entry.item));
    } catch (error) {
      if (!options.wroteNothing(error)) {
        for (const entry of batch) entry.reject(error);
        return;
      }
      // One item made the statement fail (short of stock, say): alone, the others go through and it gets
      // its own error.
      for (const entry of batch) await writeAlone(entry);
      return;
    }
    batch.forEach((entry, index) => entry.resolve(outcomes[index] as TOutcome));
  }

  function startWriters(): void {
    while (running < options.writers && waiting.length > 0) {
      const batch = nextBatch();
      running += 1;
      void writeBatch(batch).finally(() => {
        running -= 1;
        startWriters();
      });
    }
  }

  return {
    write(item) {
      if (waiting.length >= options.maxWaiting) return Promise.reject(options.whenFull());
      return new Promise<TOutcome>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        startWriters();
      });
    },
  };
}
