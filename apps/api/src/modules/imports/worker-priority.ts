import { setPriority } from 'node:os';

// Imported first by the import worker, so that it runs before the rest of the worker's code is even loaded: on
// Linux a thread has its own nice value, and this one yields the cores to the thread that answers requests and to
// PostgreSQL whenever they have work. Elsewhere the call would lower the whole process, so it is not made.
if (process.platform === 'linux') setPriority(19);
