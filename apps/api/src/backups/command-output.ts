import { EnvError } from '../config/env';
import { FolderAccessError } from '../db/folder-access';
import { BackupError } from './backup-error';

/** 1.234.567 bytes as "1,2 MB", the way the person at the terminal reads sizes. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toLocaleString('es-VE', { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
}

/**
 * Ends a command that failed: a message meant for the person (a BackupError, a bad variable, a folder out of
 * reach) is printed alone; anything else with its stack, which names no password (pg's errors never carry the
 * connection string).
 */
export function exitWithError(error: unknown): never {
  const isSaid =
    error instanceof BackupError || error instanceof EnvError || error instanceof FolderAccessError;
  console.error(isSaid ? error.message : error);
  process.exit(1);
}
