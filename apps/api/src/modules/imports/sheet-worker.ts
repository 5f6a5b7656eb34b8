import './worker-priority';
import { readSheet } from './read-sheet';
import type { TSheet } from './sheet';
import { SheetError } from './sheet-error';

// The import worker (sheet-reading.ts runs it): reads one uploaded file into its rows, off the thread that answers
// requests, at the lowest priority (worker-priority.ts, imported first).

export type TSheetReading = { sheet: TSheet } | { refusal: string };

export default async function readUploadedSheet({ file }: { file: Uint8Array }): Promise<TSheetReading> {
  try {
    return { sheet: await readSheet(Buffer.from(file.buffer, file.byteOffset, file.byteLength)) };
  } catch (error) {
    if (error instanceof SheetError) return { refusal: error.message };
    throw error;
  }
}
