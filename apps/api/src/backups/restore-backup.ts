import { readMigrationJournal } from '../db/migrate';
import { withClient } from '../db/one-client';
import { BackupError } from './backup-error';
import { readAppliedMigration, readAppTables } from './app-tables';
import { loadBackup } from './load-backup';
import { migrate, migrateToTag, resetAppSchema } from './migrate-to';
import { inspectBackup, type TBackupContents } from './read-backup';

export interface TRestoreSummary {
  /** The migration the backup was made at. */
  migration: string;
  rows: Record<string, number>;
}

/**
 * Brings the backup in `file` back into the database at `url`, replacing all of the app's data:
 *  1. the whole file is read first (a cut or damaged one is refused before anything changes);
 *  2. the database is put at the backup's migration — migrated forward if it is empty or behind; emptied of the
 *     app's schema and migrated again if it is ahead (a backup from before an upgrade);
 *  3. the rows are loaded in one transaction (load-backup.ts);
 *  4. the remaining migrations run, as at the app's start, so the database is ready for this version.
 * Step 2 is not undone if a later one fails: callers take a backup of what was there first (run-restore.ts).
 * `url` must be the database's owner (or a superuser); the API must not be running on it.
 */
export async function restoreBackup(options: {
  url: string;
  file: string;
  migrationsDir: string;
  /** The file's contents, when the caller has already read them. */
  contents?: TBackupContents;
}): Promise<TRestoreSummary> {
  const { manifest } = options.contents ?? (await inspectBackup(options.file));
  const journal = readMigrationJournal(options.migrationsDir);
  const wanted = journal.findIndex((entry) => entry.tag === manifest.migration);
  if (wanted < 0) {
    throw new BackupError(
      `La copia es de una versión más nueva de Cuadre (migración ${manifest.migration}): ` +
        'actualiza Cuadre antes de restaurarla.',
    );
  }

  const needsMigrating = await withClient(options.url, async (client) => {
    const applied = await readAppliedMigration(client, options.migrationsDir);
    if (applied.kind === 'known' && applied.index === wanted) return false;
    if (applied.kind === 'none' && (await readAppTables(client)).length > 0) {
      throw new BackupError(
        'La base de datos tiene tablas que no son de Cuadre: restaura la copia en una base vacía o en la de Cuadre.',
      );
    }
    if (applied.kind === 'unknown' || (applied.kind === 'known' && applied.index > wanted)) {
      await resetAppSchema(client);
    }
    return true;
  });
  if (needsMigrating) await migrateToTag(options.url, options.migrationsDir, manifest.migration);

  const rows = await withClient(options.url, (client) => loadBackup(client, options.file, manifest));
  await migrate(options.url, options.migrationsDir);
  return { migration: manifest.migration, rows };
}
