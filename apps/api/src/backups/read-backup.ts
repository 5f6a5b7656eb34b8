import { createReadStream, existsSync, statSync } from 'node:fs';
import { createGunzip } from 'node:zlib';
import {
  expectFrame,
  parseManifest,
  parseTableEnd,
  parseTableStart,
  readFrames,
  type TBackupManifest,
  type TFrame,
} from './backup-archive';
import { BackupError } from './backup-error';

/** The frames of a backup file, decompressed as they are read. */
export function openBackup(file: string): AsyncIterator<TFrame> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`No existe el archivo ${file}.`);
  const gunzip = createGunzip();
  const input = createReadStream(file);
  input.on('error', (error) => gunzip.destroy(error));
  // A reader that stops early (a damaged table, a failed restore) destroys gunzip: the file goes with it.
  gunzip.on('close', () => input.destroy());
  return readFrames(input.pipe(gunzip), file)[Symbol.asyncIterator]();
}

export interface TBackupContents {
  manifest: TBackupManifest;
  /** Rows per table, as the backup recorded them. */
  rows: Record<string, number>;
}

/**
 * Reads a whole backup without touching any database: the manifest, and proof that every table the manifest
 * lists is there, in its order, up to the end mark and gzip's checksum. A restore reads it so first, so that a
 * cut or damaged file is refused before anything is replaced.
 */
export async function inspectBackup(file: string): Promise<TBackupContents> {
  const frames = openBackup(file);
  try {
    const manifest = parseManifest(await expectFrame(frames, 'H', file), file);
    const rows: Record<string, number> = {};
    for (const table of manifest.tables) {
      const start = parseTableStart(await expectFrame(frames, 'T', file), file);
      let next = await frames.next();
      while (!next.done && next.value.type === 'D') next = await frames.next();
      if (next.done || next.value.type !== 'E')
        throw new BackupError(`${file} está incompleto (${table.name}).`);
      const end = parseTableEnd(next.value, file);
      if (start.name !== table.name || end.name !== table.name) {
        throw new BackupError(`${file} está dañado: la tabla ${table.name} no está donde debería.`);
      }
      rows[table.name] = end.rows;
    }
    await expectFrame(frames, 'Z', file);
    return { manifest, rows };
  } finally {
    await frames.return?.();
  }
}
