import { setPriority } from 'node:os';
import { readSheet } from './read-sheet';
import type { TSheet } from './sheet';
import { SheetError } from './sheet-error';

// The import worker (sheet-reading.ts runs it): reads one uploaded file into its rows, off the thread that answers
// requests. On Linux a thread has its own nice value, so this one yields the cores to that thread and to
// PostgreSQL whenever they have work; elsewhere the call would lower the whole process, so it is not made.
if (process.platform === 'linux') setPriority(19);

export type TSheetReading = { sheet: TSheet } | { refusal: string };

export default async function readUploadedSheet({ file }: { file: Uint8Array }): Promise<TSheetReading> {
  try {
    return { sheet: await readSheet(Buffer.from(file.buffer, file.byteOffset, file.byteLength)) };
  } catch (error) {
    if (error instanceof SheetError) return { refusal: error.message };
    throw error;
  }
}
