import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { automaticBackupsToPrune, listAutomaticBackups, newBackupFile } from './backup-files';
import { writeBackup } from './write-backup';

export const AUTOMATIC_BACKUP_INTERVAL_MS = 24 * 60 * 60_000;
/** A failed backup (PostgreSQL restarting, a full disk) is tried again sooner than the next day. */
export const RETRY_AFTER_FAILURE_MS = 60 * 60_000;

/**
 * How long to wait for the next automatic backup: the interval after the newest one on disk, so restarts neither
 * skip a day nor take one each time; at once when there is none or it is older than the interval. A newest
 * backup dated in the future (a clock set back) waits one interval at most.
 */
export function nextBackupDelayMs(
  newest: Date | null,
  now: Date,
  intervalMs = AUTOMATIC_BACKUP_INTERVAL_MS,
): number {
  if (!newest) return 0;
  return Math.min(intervalMs, Math.max(0, newest.getTime() + intervalMs - now.getTime()));
}

/** What the automatic backups say, in the app's log (pino's `(fields, message)`). */
export interface TBackupLog {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
}

export interface TAutomaticBackups {
  /** Schedules the first backup from the newest one on disk (nextBackupDelayMs), then one per interval. */
  start: () => void;
  /** Stops the timer, and a backup in progress (its partial file is removed). */
  stop: () => Promise<void>;
}

/**
 * The embedded database's daily backup, taken by the app itself (design §15) on a connection of its own, never
 * the pool's, so requests do not wait for it; then the automatic backups beyond 7 daily and 4 weekly are deleted
 * (backup-files.ts). Backups made by hand are left alone.
 */
export function createAutomaticBackups(options: {
  url: string;
  backupsDir: string;
  migrationsDir: string;
  log: TBackupLog;
  intervalMs?: number;
  now?: () => Date;
}): TAutomaticBackups {
  const intervalMs = options.intervalMs ?? AUTOMATIC_BACKUP_INTERVAL_MS;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let isStopped = false;
  let inFlight: { done: Promise<void>; abort: AbortController } | null = null;

  function schedule(delayMs: number): void {
    if (isStopped) return;
    timer = setTimeout(() => {
      timer = null;
      const abort = new AbortController();
      inFlight = { abort, done: round(abort.signal).finally(() => (inFlight = null)) };
    }, delayMs);
    timer.unref();
  }

  async function round(signal: AbortSignal): Promise<void> {
    const startedAt = Date.now();
    try {
      // Left by a backup the process did not live to finish; only this process writes automatic ones.
      for (const name of readdirSafe(options.backupsDir)) {
        if (name.startsWith('cuadre-auto-') && name.endsWith('.partial')) {
          rmSync(path.join(options.backupsDir, name), { force: true });
        }
      }
      const file = newBackupFile(options.backupsDir, 'automatic', now());
      const summary = await writeBackup({
        url: options.url,
        file,
        migrationsDir: options.migrationsDir,
        signal,
      });
      const pruned = automaticBackupsToPrune(readdirSafe(options.backupsDir));
      for (const name of pruned) rmSync(path.join(options.backupsDir, name), { force: true });
      options.log.info(
        { file: summary.file, bytes: summary.bytes, ms: Date.now() - startedAt, pruned },
        'copia de seguridad automática guardada',
      );
      schedule(intervalMs);
    } catch (error) {
      if (signal.aborted) return;
      options.log.warn(
        { err: error },
        'no se pudo hacer la copia de seguridad automática; se reintentará en una hora',
      );
      schedule(RETRY_AFTER_FAILURE_MS);
    }
  }

  return {
    start() {
      if (timer || inFlight || isStopped) return;
      schedule(nextBackupDelayMs(listAutomaticBackups(options.backupsDir)[0]?.at ?? null, now(), intervalMs));
    },
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const current = inFlight;
      current?.abort.abort();
      await current?.done;
    },
  };
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
