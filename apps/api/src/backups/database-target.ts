import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { APP_ROLE } from '../db/app-role';
import { DataDirInUseError, dataDirHolder } from '../db/data-dir-lock';
import { startEmbeddedDatabase } from '../db/embedded';
import { BackupError } from './backup-error';

/** What `npm run backup` and `npm run restore` work on: DATABASE_URL's server, or the embedded database. */
export interface TCommandConfig {
  dataDir: string;
  databaseUrl?: string;
}

export interface TDatabaseTarget {
  url: string;
  /** The database in words for the person at the terminal — never with its password. */
  label: string;
  close: () => Promise<void>;
}

/** The embedded database's name (db/embedded.ts's default), as the app creates it. */
const EMBEDDED_DATABASE = 'cuadre';

export function describeServer(url: string): string {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || '(predeterminada)';
  const user = parsed.username ? ` (usuario ${decodeURIComponent(parsed.username)})` : '';
  return `la base «${database}» en ${parsed.host || 'localhost'}${user}`;
}

const serverTarget = (url: string): TDatabaseTarget => ({
  url,
  label: describeServer(url),
  close: async () => undefined,
});

/**
 * The URL of the embedded PostgreSQL a running Cuadre started on `dataDir`, as the app's own role: its port is
 * in the server's postmaster.pid (line 4; line 8 says "ready" once it accepts connections).
 */
function runningEmbeddedUrl(dataDir: string, holder: number): string {
  const notNow = new BackupError(
    `Cuadre (proceso ${holder}) usa ${dataDir}, pero su PostgreSQL no responde ahora; inténtalo en unos segundos.`,
  );
  let lines: string[];
  try {
    lines = readFileSync(path.join(realpathSync(path.join(dataDir, 'pg')), 'postmaster.pid'), 'utf8').split(
      '\n',
    );
  } catch {
    throw notNow;
  }
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (lines[7]?.trim() !== 'ready' || !Number.isInteger(port)) throw notNow;
  const password = readFileSync(path.join(dataDir, 'pg-app-password'), 'utf8').trim();
  const url = new URL(`postgres://127.0.0.1:${port}/${EMBEDDED_DATABASE}`);
  url.username = APP_ROLE;
  url.password = password;
  return url.toString();
}

async function startEmbedded(dataDir: string, say: (line: string) => void): Promise<TDatabaseTarget> {
  try {
    const embedded = await startEmbeddedDatabase({ dataDir, onNotice: say });
    return { url: embedded.url, label: `la base de datos embebida de ${dataDir}`, close: embedded.stop };
  } catch (error) {
    // Cuadre started on the folder between our look and our claim.
    if (error instanceof DataDirInUseError) throw new BackupError(error.message);
    throw error;
  }
}

/**
 * Where a backup is read from. The embedded database is read while Cuadre runs on it (through the server it
 * started), or, when Cuadre is stopped, started for the length of the backup.
 */
export async function openBackupSource(
  config: TCommandConfig,
  say: (line: string) => void,
): Promise<TDatabaseTarget> {
  if (config.databaseUrl) return serverTarget(config.databaseUrl);
  const dataDir = path.resolve(config.dataDir);
  const holder = dataDirHolder(dataDir);
  if (holder !== null) {
    return {
      url: runningEmbeddedUrl(dataDir, holder),
      label: `la base de datos embebida de ${dataDir} (Cuadre en marcha, proceso ${holder})`,
      close: async () => undefined,
    };
  }
  if (!existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))) {
    throw new BackupError(`No hay ninguna base de datos de Cuadre en ${dataDir}: no hay nada que copiar.`);
  }
  return startEmbedded(dataDir, say);
}

/** Refuses while a Cuadre runs on the data directory: a restore needs the database to itself. */
export function assertDataDirFree(dataDir: string): void {
  const holder = dataDirHolder(path.resolve(dataDir));
  if (holder !== null) {
    throw new BackupError(
      `Cuadre está en marcha sobre ${path.resolve(dataDir)} (proceso ${holder}): detenlo (Ctrl-C o SIGTERM) ` +
        'antes de restaurar una copia.',
    );
  }
}

/**
 * Where a backup is restored to. The embedded database is started here, which claims the data directory: a
 * Cuadre started meanwhile refuses to start on it until the restore is over.
 */
export async function openRestoreTarget(
  config: TCommandConfig,
  say: (line: string) => void,
): Promise<TDatabaseTarget> {
  if (config.databaseUrl) return serverTarget(config.databaseUrl);
  assertDataDirFree(config.dataDir);
  return startEmbedded(path.resolve(config.dataDir), say);
}
