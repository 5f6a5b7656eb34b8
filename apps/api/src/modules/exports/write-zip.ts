import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import { roomIn } from './stream-room';

export interface TZipEntry {
  name: string;
  /** The file's text, a chunk at a time. */
  chunks: () => AsyncIterable<string>;
}

async function writeZip(entries: readonly TZipEntry[], modifiedAt: Date, output: PassThrough): Promise<void> {
  const state: { failure: Error | null } = { failure: null };
  const zip = new Zip((error, data, isFinal) => {
    if (error) {
      state.failure = error;
      return;
    }
    output.write(data);
    if (isFinal) output.end();
  });
  const encoder = new TextEncoder();
  // One file after the other: fflate would hold a later file's bytes until the one before it is finished.
  for (const entry of entries) {
    const file = new ZipDeflate(entry.name, { level: 6 });
    file.mtime = modifiedAt;
    zip.add(file);
    for await (const chunk of entry.chunks()) {
      file.push(encoder.encode(chunk));
      if (state.failure) throw state.failure;
      await roomIn(output);
      if (output.destroyed) return;
    }
    file.push(new Uint8Array(0), true);
  }
  zip.end();
  if (state.failure) throw state.failure;
}

/** A ZIP of text files, deflated and streamed as each file's chunks come. */
export function zipStream(entries: readonly TZipEntry[], modifiedAt: Date): Readable {
  const output = new PassThrough();
  writeZip(entries, modifiedAt, output).catch((error: unknown) => output.destroy(error as Error));
  return output;
}
