import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import yauzl from 'yauzl';
import {
  XLSX_MAX_COMPRESSION_RATIO,
  XLSX_MAX_PARTS,
  XLSX_MAX_UNPACKED_BYTES,
} from '@cuadre/shared/imports/import-columns';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { SheetError } from './sheet-error';

// An XLSX is a ZIP of XML parts. Its directory says, before anything is inflated, what each part is and what it
// unpacks to: a file whose parts a list does not need, or that would unpack to far more than any catalogue, is
// refused from there. The parts read are then inflated as streams that yauzl stops at their declared size, so a
// directory that lies cannot make them bigger.

/** Folders of a workbook that hold pictures, embedded files and programs: nothing a list of rows needs. */
const UNNEEDED_PARTS =
  /^(xl\/(media|embeddings|activeX|ctrlProps|vbaProject)|.*\.(bin|png|jpe?g|gif|emf|wmf))/i;

/** Below this size a part's compression ratio says nothing (a few repeated tags pack very well). */
const RATIO_FLOOR_BYTES = 1024 * 1024;

export interface TXlsxParts {
  /** The parts by name, as the directory lists them. */
  names: ReadonlySet<string>;
  /** A part's XML as a stream of its bytes, never more than its directory entry declared. */
  open: (name: string) => Promise<Readable>;
  close: () => void;
}

const fromBuffer = promisify(
  (buffer: Buffer, options: yauzl.Options, done: (error: Error | null, zip: yauzl.ZipFile) => void) =>
    yauzl.fromBuffer(buffer, options, done),
);

/** Every entry of the ZIP's directory, read without inflating any of them. */
function directoryOf(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      if (entries.length > XLSX_MAX_PARTS) {
        reject(new SheetError(VALIDATION.importXlsxTooBig));
        zip.close();
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** Refuses the file from its directory alone: unneeded parts, too much to unpack, a part that packs like a bomb. */
function checkDirectory(entries: readonly yauzl.Entry[]): void {
  let unpacked = 0;
  for (const entry of entries) {
    if (UNNEEDED_PARTS.test(entry.fileName)) {
      throw new SheetError(VALIDATION.importXlsxExtraPart(entry.fileName));
    }
    unpacked += entry.uncompressedSize;
    const isBomb =
      entry.uncompressedSize >= RATIO_FLOOR_BYTES &&
      entry.uncompressedSize > XLSX_MAX_COMPRESSION_RATIO * Math.max(entry.compressedSize, 1);
    if (unpacked > XLSX_MAX_UNPACKED_BYTES || isBomb) throw new SheetError(VALIDATION.importXlsxTooBig);
  }
}

/** The ZIP's parts, once its directory passed the checks; any failure to read it is a damaged file. */
export async function openXlsxParts(file: Buffer): Promise<TXlsxParts> {
  let zip: yauzl.ZipFile;
  let entries: yauzl.Entry[];
  try {
    zip = await fromBuffer(file, { lazyEntries: true, validateEntrySizes: true, decodeStrings: true });
    entries = await directoryOf(zip);
  } catch (error) {
    if (error instanceof SheetError) throw error;
    throw new SheetError(VALIDATION.importXlsxDamaged);
  }
  checkDirectory(entries);
  const byName = new Map(entries.map((entry) => [entry.fileName, entry]));
  const openReadStream = promisify(zip.openReadStream.bind(zip)) as (entry: yauzl.Entry) => Promise<Readable>;
  return {
    names: new Set(byName.keys()),
    open: async (name) => {
      const entry = byName.get(name);
      if (!entry) throw new SheetError(VALIDATION.importXlsxDamaged);
      try {
        return await openReadStream(entry);
      } catch {
        throw new SheetError(VALIDATION.importXlsxDamaged);
      }
    },
    close: () => zip.close(),
  };
}
