import { once } from 'node:events';
import type { Writable } from 'node:stream';

/**
 * Waits while `stream` holds more than its buffer should, i.e. until the client has taken what was written: a
 * writer that pushes pages into a stream (the XLSX and ZIP makers do not wait by themselves) reads the next page
 * from the database only then, so a slow download never piles a whole table up in memory.
 */
export async function roomIn(stream: Writable): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return;
  await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
}
