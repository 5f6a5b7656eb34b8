// `npm run restore -- FILE [--yes]`: brings a backup back (README.md, docs/operations.md).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { loadEnv } from '../config/env';
import { BACKUP_EXTENSION, backupsDirOf } from './backup-files';
import { BackupError } from './backup-error';
import { exitWithError } from './command-output';
import { runRestore } from './run-restore';

const USAGE = 'Uso: npm run restore -- ARCHIVO [--yes]';

/** The newest backups in the folder, to show when no file was named. */
function newestBackups(dir: string, count: number): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(BACKUP_EXTENSION))
    .sort((a, b) => b.replace(/^\D+/, '').localeCompare(a.replace(/^\D+/, '')))
    .slice(0, count);
}

/** A path as given, or a bare name from the backups folder (`npm run restore -- cuadre-auto-….backup`). */
function resolveFile(given: string, backupsDir: string): string {
  if (existsSync(given) || path.basename(given) !== given) return path.resolve(given);
  const inBackups = path.join(backupsDir, given);
  return existsSync(inBackups) ? inBackups : path.resolve(given);
}

async function ask(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await terminal.question(question);
  } finally {
    terminal.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const isConfirmed = args.some((arg) => arg === '--yes' || arg === '-y');
  const files = args.filter((arg) => !arg.startsWith('-'));
  const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--yes' && arg !== '-y');
  const env = loadEnv();
  const backupsDir = backupsDirOf(env.DATA_DIR);
  if (files.length !== 1 || unknown.length > 0) {
    const newest = newestBackups(backupsDir, 5);
    throw new BackupError(
      [
        USAGE,
        ...(newest.length ? [`Copias más recientes en ${backupsDir}:`, ...newest.map((n) => `  ${n}`)] : []),
      ].join('\n'),
    );
  }
  const summary = await runRestore(
    { dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL },
    resolveFile(files[0]!, backupsDir),
    {
      isConfirmed,
      ask: process.stdin.isTTY ? ask : undefined,
      say: (line) => console.log(line),
    },
  );
  const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
  console.log(
    `Copia restaurada: ${rows.toLocaleString('es-VE')} filas en ${Object.keys(summary.rows).length} tablas ` +
      `(migración ${summary.migration}). Ya puedes iniciar Cuadre de nuevo.`,
  );
  process.exit(0);
}

main().catch(exitWithError);
