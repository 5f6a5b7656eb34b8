import { z } from 'zod';
import { BackupError } from './backup-error';

/**
 * A backup file (docs/decisions/020-backups-without-pg-dump.md): gzip around a magic line and a run of frames,
 * each one type byte, a 4-byte big-endian length and that many bytes:
 *   H  the manifest (JSON): the migration the data belongs to, the tables and their columns, the sequences
 *   T  a table begins (JSON: its name)
 *   D  bytes of that table's `COPY … TO STDOUT (FORMAT binary)`, passed to `COPY … FROM STDIN` as they are
 *   E  the table ends (JSON: its name and how many rows PostgreSQL said it copied)
 *   Z  the end: a file without it was cut short
 * Rows are never parsed here: PostgreSQL wrote them and PostgreSQL reads them.
 */
export const BACKUP_MAGIC = Buffer.from('CUADRE-COPIA 1\n', 'utf8');

export type TFrameType = 'H' | 'T' | 'D' | 'E' | 'Z';
const FRAME_TYPES = new Set<string>(['H', 'T', 'D', 'E', 'Z']);

/** The writer cuts a table's data into frames of at most this size. */
export const MAX_DATA_FRAME_BYTES = 1024 * 1024;
/** A frame bigger than this is a damaged file, not data (a manifest of many tables may pass 1 MiB). */
const MAX_FRAME_BYTES = 64 * 1024 * 1024;

export const ZBackupManifest = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  /** The last migration applied to the database the data came from (drizzle's journal tag). */
  migration: z.string().min(1),
  postgresVersion: z.string(),
  /** In an order that satisfies the foreign keys: a table comes after every table it references. */
  tables: z.array(z.object({ name: z.string().min(1), columns: z.array(z.string().min(1)).min(1) })),
  sequences: z.array(z.object({ name: z.string().min(1), lastValue: z.string(), isCalled: z.boolean() })),
});
export type TBackupManifest = z.infer<typeof ZBackupManifest>;

const ZTableStart = z.object({ name: z.string() });
const ZTableEnd = z.object({ name: z.string(), rows: z.number().int().min(0) });

export function encodeFrame(type: TFrameType, payload: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeUInt32BE(payload.length, 1);
  return Buffer.concat([head, payload]);
}

export const jsonFrame = (type: TFrameType, value: object) =>
  encodeFrame(type, Buffer.from(JSON.stringify(value), 'utf8'));

export interface TFrame {
  type: TFrameType;
  payload: Buffer;
}

const damaged = (file: string, why: string) =>
  new BackupError(`${file} no es una copia de Cuadre completa o está dañada (${why}).`);

/** Reads exact byte counts from a stream of chunks of any size. */
class ByteReader {
  /** Chunks read and not yet handed out; each is copied once, when a read needs it. */
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private readonly chunks: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer>) {
    this.chunks = source[Symbol.asyncIterator]();
  }

  /** `count` bytes, or null at a clean end of the stream; a stream that ends inside them throws. */
  async read(count: number): Promise<Buffer | null> {
    while (this.pendingBytes < count) {
      const next = await this.chunks.next();
      if (next.done) {
        if (this.pendingBytes === 0) return null;
        throw new Error('truncated');
      }
      this.pending.push(next.value);
      this.pendingBytes += next.value.length;
    }
    const all = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending, this.pendingBytes);
    const rest = all.subarray(count);
    this.pending = rest.length > 0 ? [rest] : [];
    this.pendingBytes = rest.length;
    return all.subarray(0, count);
  }

  async close(): Promise<void> {
    await this.chunks.return?.();
  }
}

/** The frames of a decompressed backup, checked as they come; `file` names it in the errors. */
export async function* readFrames(source: AsyncIterable<Buffer>, file: string): AsyncGenerator<TFrame> {
  const reader = new ByteReader(source);
  try {
    const magic = await reader.read(BACKUP_MAGIC.length);
    if (!magic || !magic.equals(BACKUP_MAGIC)) throw damaged(file, 'no empieza como una copia de Cuadre');
    for (;;) {
      const head = await reader.read(5);
      if (!head) throw damaged(file, 'termina antes de tiempo');
      const type = head.toString('latin1', 0, 1);
      const length = head.readUInt32BE(1);
      if (!FRAME_TYPES.has(type) || length > MAX_FRAME_BYTES) throw damaged(file, 'bloque desconocido');
      const payload = length === 0 ? Buffer.alloc(0) : await reader.read(length);
      if (!payload) throw damaged(file, 'termina antes de tiempo');
      if (type === 'Z') {
        // Read on to the end, so gunzip checks its CRC, and nothing may follow the end.
        if (await reader.read(1)) throw damaged(file, 'tiene datos después del final');
        yield { type, payload };
        return;
      }
      yield { type: type as TFrameType, payload };
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    // zlib's own complaints (a cut or altered gzip stream) and a stream that stops inside a frame.
    throw damaged(file, error instanceof Error ? error.message : String(error));
  } finally {
    await reader.close();
  }
}

function parseJson<T>(schema: z.ZodType<T>, frame: TFrame, file: string): T {
  try {
    return schema.parse(JSON.parse(frame.payload.toString('utf8')));
  } catch {
    throw damaged(file, `bloque ${frame.type} ilegible`);
  }
}

export const parseManifest = (frame: TFrame, file: string) => parseJson(ZBackupManifest, frame, file);
export const parseTableStart = (frame: TFrame, file: string) => parseJson(ZTableStart, frame, file);
export const parseTableEnd = (frame: TFrame, file: string) => parseJson(ZTableEnd, frame, file);

/** The next frame, which must be of `type`. */
export async function expectFrame(
  frames: AsyncIterator<TFrame>,
  type: TFrameType,
  file: string,
): Promise<TFrame> {
  const next = await frames.next();
  if (next.done || next.value.type !== type) throw damaged(file, `se esperaba un bloque ${type}`);
  return next.value;
}
