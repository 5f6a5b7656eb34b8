import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';

// Imported first by the import worker, so that it runs before the rest of the worker's code is even loaded: on
// Linux a thread has its own nice value, and this one yields the cores to the thread that answers requests and to
// PostgreSQL whenever they have work. Elsewhere the call would lower the whole process, so it is not made.
// The value is the server's IMPORT_READER_NICENESS (sheet-reading.ts hands it over), 19 when absent.
const niceness = (workerData as { niceness?: number } | null)?.niceness ?? 19;
if (process.platform === 'linux') setPriority(niceness);
