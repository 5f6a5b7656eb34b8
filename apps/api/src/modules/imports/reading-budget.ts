import { IMPORT_READ_CPU_MS } from '@cuadre/shared/imports/import-columns';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { SheetError } from './sheet-error';

/** How often the thread's clock is read: a row costs microseconds, the clock a syscall. */
const CHECK_EVERY = 512;

/**
 * The work a reading may do, counted in the CPU time of its own thread. The clock on the wall would refuse a sound
 * file on a busy machine: the reader runs at the lowest priority (worker-priority.ts), so it waits for a core
 * whenever requests or PostgreSQL have work, and its waiting says nothing about the file. A file that makes the
 * reader work past the budget is refused with the same words whatever the machine's load.
 */
export interface TReadingBudget {
  /** Counts one step (a row, a shared string); every CHECK_EVERY steps, throws once the budget is spent. */
  step(): void;
}

export function readingBudget(cpuMilliseconds: number = IMPORT_READ_CPU_MS): TReadingBudget {
  const start = process.threadCpuUsage();
  let steps = 0;
  return {
    step() {
      steps += 1;
      if (steps % CHECK_EVERY !== 0) return;
      const { user, system } = process.threadCpuUsage(start);
      if ((user + system) / 1000 > cpuMilliseconds) throw new SheetError(VALIDATION.importReadTooSlow);
    },
  };
}
