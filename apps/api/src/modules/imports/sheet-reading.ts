import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/common/messages';
import { AppError } from '../../lib/app-error';
import { createWaitingSlots } from '../../lib/waiting-slots';
import type { TSheet } from './sheet';
import { SheetError } from './sheet-error';
import type { TSheetReading } from './sheet-worker';

// Uploaded files are read in a worker thread (design §19): a file that takes seconds or hundreds of megabytes to
// read costs that thread, which is niced below the one that answers requests, is refused past its budget of CPU
// time (reading-budget.ts) and dies at its own heap limit — never the server's. One process reads as many files at once as it has cores
// to spare; the next waits its turn a little, then is told to come back.

/** The heap a reading may use: a catalogue of 20,000 rows takes a few tens of megabytes. */
const WORKER_HEAP_MB = 192;
/**
 * The backstop for a reading that never reaches a row to count its budget at: generous, since a niced reader on a
 * busy machine waits for a core for most of its time.
 */
const READING_WALL_CLOCK_MS = 60_000;
/** How long a file waits for a free reader before it is answered 503 with Retry-After. */
const READER_WAIT_MS = 10_000;

const readersAtOnce = Math.max(1, availableParallelism() - 1);

// From the sources (tests, `npm run dev`) the worker is TypeScript and needs its loader; the built server has it
// bundled beside itself as dist/sheet-worker.js.
const workerUrl = import.meta.url.endsWith('.ts')
  ? new URL('./sheet-worker.loader.mjs', import.meta.url)
  : new URL('./sheet-worker.js', import.meta.url);

let pool: Piscina<{ file: Uint8Array }, TSheetReading> | null = null;
let readerNiceness = 19;

/** The readers' nice value (env IMPORT_READER_NICENESS); readers already started keep theirs until they idle out. */
export function configureSheetReaders({ niceness }: { niceness: number }): void {
  readerNiceness = niceness;
}
const readers = createWaitingSlots(
  readersAtOnce,
  READER_WAIT_MS,
  () => new AppError(503, 'BUSY', SERVER_MESSAGES.IMPORTS_BUSY, undefined, { retryAfterSeconds: 5 }),
);

function readerPool(): Piscina<{ file: Uint8Array }, TSheetReading> {
  pool ??= new Piscina({
    filename: workerUrl.href,
    minThreads: 0,
    maxThreads: readersAtOnce,
    // A thread kept a minute serves the import that follows a preview without starting again.
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
    workerData: { niceness: readerNiceness },
  });
  return pool;
}

/** A worker that ran out of its heap: the file asked for more memory than any list needs. */
function isOutOfMemory(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

/**
 * The uploaded file's rows, read off this thread; a file that cannot be imported is a SheetError. The file's memory
 * is its own (imports.routes.ts) and is handed to the worker, not copied: cloning megabytes into a message takes the
 * thread that answers every shop tens of milliseconds. After this call the caller's view of it is empty.
 */
export async function readSheetOffThread(file: Uint8Array<ArrayBuffer>): Promise<TSheet> {
  const giveBack = await readers.take();
  try {
    const reading = await readerPool().run(
      { file },
      { signal: AbortSignal.timeout(READING_WALL_CLOCK_MS), transferList: [file.buffer] },
    );
    if ('refusal' in reading) throw new SheetError(reading.refusal);
    return reading.sheet;
  } catch (error) {
    if (error instanceof SheetError) throw error;
    if ((error as Error | null)?.name === 'AbortError') throw new SheetError(VALIDATION.importReadTooSlow);
    if (isOutOfMemory(error)) throw new SheetError(VALIDATION.importXlsxTooBig);
    throw error;
  } finally {
    giveBack();
  }
}

/** Stops the readers (the server's close): a thread left running would keep the process alive. */
export async function closeSheetReaders(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
