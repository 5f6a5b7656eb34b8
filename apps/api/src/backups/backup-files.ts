import { chmodSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Where backups live and what they are called. The name carries the moment (UTC, so names sort by time and a
 * copied file keeps it), and who made it: the automatic ones are the only ones ever deleted.
 */
export type TBackupKind = 'manual' | 'automatic' | 'before-restore';

const PREFIXES: Record<TBackupKind, string> = {
  manual: 'cuadre-',
  automatic: 'cuadre-auto-',
  'before-restore': 'cuadre-antes-de-restaurar-',
};
export const BACKUP_EXTENSION = '.backup';

/** Automatic backups kept (design §15): the newest of each of the last 7 days, then one a week for 4 weeks. */
export const KEEP_DAILY = 7;
export const KEEP_WEEKLY = 4;

export const backupsDirOf = (dataDir: string) => path.join(path.resolve(dataDir), 'backups');

/** 2026-03-10T15-00-00Z: ISO 8601 with the colons a file name cannot always hold turned into dashes. */
export const backupStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');

/**
 * A new file's path in `dir` (created, readable by its owner only: a backup holds password hashes and every
 * client's data), never one that exists already.
 */
export function newBackupFile(dir: string, kind: TBackupKind, at: Date): string {
  // The mode asked of mkdir passes through the umask; a folder someone made already keeps theirs.
  if (mkdirSync(dir, { recursive: true, mode: 0o700 }) !== undefined) chmodSync(dir, 0o700);
  const base = `${PREFIXES[kind]}${backupStamp(at)}`;
  for (let n = 1; ; n += 1) {
    const file = path.join(dir, `${base}${n === 1 ? '' : `-${n}`}${BACKUP_EXTENSION}`);
    if (!existsSync(file) && !existsSync(`${file}.partial`)) return file;
  }
}

const AUTOMATIC_NAME = /^cuadre-auto-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z(?:-\d+)?\.backup$/;

/** When an automatic backup was taken, read from its name; null for any other file. */
export function automaticBackupTime(name: string): Date | null {
  const match = AUTOMATIC_NAME.exec(name);
  if (!match) return null;
  const at = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The automatic backups among `names`, newest first. */
function automaticOnly(names: string[]): { name: string; at: Date }[] {
  return names
    .map((name) => ({ name, at: automaticBackupTime(name) }))
    .filter((entry): entry is { name: string; at: Date } => entry.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.name.localeCompare(a.name));
}

/** The automatic backups in `dir`, newest first. */
export const listAutomaticBackups = (dir: string) => (existsSync(dir) ? automaticOnly(readdirSync(dir)) : []);

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The Monday (UTC) of the ISO week `at` falls in. */
function weekOf(at: Date): string {
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return dayOf(monday);
}

/**
 * Which automatic backups to delete, of the names in a backups folder (other files are never named):
 *  - daily: the newest backup of each of the 7 most recent days that have one;
 *  - weekly: of the backups from before those days, the newest of each of the 4 most recent weeks (Monday to
 *    Sunday, UTC) that have one.
 * With one backup a day that is the last week day by day and four more weeks, 11 files; a second backup on one
 * day replaces that day's first; days the app was off leave no gap in the count.
 */
export function automaticBackupsToPrune(
  names: string[],
  keep = { daily: KEEP_DAILY, weekly: KEEP_WEEKLY },
): string[] {
  const backups = automaticOnly(names);
  const kept = new Set<string>();
  const days: string[] = [];
  for (const backup of backups) {
    const day = dayOf(backup.at);
    if (days.includes(day)) continue;
    if (days.length === keep.daily) break;
    days.push(day);
    kept.add(backup.name);
  }
  const oldestDaily = days.at(-1);
  const weeks: string[] = [];
  for (const backup of backups) {
    if (oldestDaily !== undefined && dayOf(backup.at) >= oldestDaily) continue;
    const week = weekOf(backup.at);
    if (weeks.includes(week)) continue;
    if (weeks.length === keep.weekly) break;
    weeks.push(week);
    kept.add(backup.name);
  }
  return backups.filter((backup) => !kept.has(backup.name)).map((backup) => backup.name);
}
