import path from 'node:path';
import { withClient } from '../db/one-client';
import { MIGRATIONS_DIR } from '../paths';
import { readAppliedMigration } from './app-tables';
import { BackupError } from './backup-error';
import { backupsDirOf, newBackupFile } from './backup-files';
import { assertDataDirFree, describeServer, openRestoreTarget, type TCommandConfig } from './database-target';
import { inspectBackup, type TBackupContents } from './read-backup';
import { restoreBackup, type TRestoreSummary } from './restore-backup';
import { writeBackup } from './write-backup';

export interface TRestoreOptions {
  /** `--yes`: no question asked (scripts). */
  isConfirmed: boolean;
  /** Asks the person at the terminal; absent when nobody can answer (no TTY). */
  ask?: (question: string) => Promise<string>;
  say: (line: string) => void;
  now?: () => Date;
  migrationsDir?: string;
}

const isYes = (answer: string) => ['si', 'sí'].includes(answer.trim().normalize('NFC').toLowerCase());

function describeBackup(file: string, contents: TBackupContents): string {
  const madeAt = new Date(contents.manifest.createdAt).toLocaleString('es-VE');
  const count = (table: string) => (contents.rows[table] ?? 0).toLocaleString('es-VE');
  return (
    `la copia ${path.basename(file)} (hecha el ${madeAt}; usuarios: ${count('users')}, ` +
    `productos: ${count('products')}, ventas: ${count('sales')})`
  );
}

/** Refuses while other sessions use the database: an API process left running would write into the restore. */
async function assertNoOtherSessions(url: string, label: string): Promise<void> {
  const { rows } = await withClient(url, (client) =>
    client.query<{ sessions: number }>(
      `SELECT count(*)::int AS sessions FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    ),
  );
  const sessions = rows[0]?.sessions ?? 0;
  if (sessions > 0) {
    throw new BackupError(
      `Hay ${sessions} conexión(es) abiertas a ${label}: detén todos los procesos de la API (y cualquier otra ` +
        'sesión) antes de restaurar. No se cambió nada.',
    );
  }
}

/**
 * `npm run restore -- FILE`: says what will be replaced and by what, asks (or takes `--yes`), keeps a backup of
 * what is there now, and restores. Refuses while Cuadre runs on the embedded database (its data directory's
 * lock) and, on a PostgreSQL server, without `--yes` or while other sessions are connected.
 */
export async function runRestore(
  config: TCommandConfig,
  file: string,
  options: TRestoreOptions,
): Promise<TRestoreSummary & { safetyCopy: string | null }> {
  const migrationsDir = options.migrationsDir ?? MIGRATIONS_DIR;
  if (!config.databaseUrl) assertDataDirFree(config.dataDir);
  const contents = await inspectBackup(file);
  const replaced = config.databaseUrl
    ? describeServer(config.databaseUrl)
    : `la base de datos embebida de ${path.resolve(config.dataDir)}`;
  options.say(`Se reemplazarán TODOS los datos de ${replaced} por los de ${describeBackup(file, contents)}.`);

  if (!options.isConfirmed) {
    if (config.databaseUrl) {
      throw new BackupError(
        'En un servidor PostgreSQL, detén todos los procesos de la API y vuelve a ejecutar el comando con --yes ' +
          'para confirmarlo. No se cambió nada.',
      );
    }
    if (!options.ask) throw new BackupError('Nadie puede confirmar aquí: usa --yes. No se cambió nada.');
    if (!isYes(await options.ask('¿Continuar? Escribe «sí» para confirmar: '))) {
      throw new BackupError('Restauración cancelada: no se cambió nada.');
    }
  }

  const target = await openRestoreTarget(config, options.say);
  try {
    await assertNoOtherSessions(target.url, target.label);
    // What is there now is kept first: the restore replaces it, and a schema reset cannot be rolled back.
    const applied = await withClient(target.url, (client) => readAppliedMigration(client, migrationsDir));
    let safetyCopy: string | null = null;
    if (applied.kind !== 'none') {
      const safety = newBackupFile(
        backupsDirOf(config.dataDir),
        'before-restore',
        options.now?.() ?? new Date(),
      );
      await writeBackup({ url: target.url, file: safety, migrationsDir, now: options.now });
      safetyCopy = safety;
      options.say(`Copia de los datos actuales guardada en ${safety}.`);
    }
    const summary = await restoreBackup({ url: target.url, file, migrationsDir, contents });
    return { ...summary, safetyCopy };
  } finally {
    await target.close();
  }
}
