// `npm run backup`: a backup of the app's database into DATA_DIR/backups (README.md, docs/operations.md).
import path from 'node:path';
import { loadEnv } from '../config/env';
import { exitWithError, formatBytes } from './command-output';
import { runBackup } from './run-backup';

async function main(): Promise<void> {
  const env = loadEnv();
  const summary = await runBackup(
    { dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL },
    { say: (line) => console.log(line) },
  );
  const sales = (summary.rows.sales ?? 0).toLocaleString('es-VE');
  const relative = path.relative(process.cwd(), summary.file);
  const shown = relative.startsWith('..') ? summary.file : relative;
  console.log(
    `Copia de seguridad de ${summary.label} guardada en ${shown} ` +
      `(${formatBytes(summary.bytes)}, ${sales} ventas). Para restaurarla: npm run restore -- ${path.basename(summary.file)}`,
  );
  process.exit(0);
}

main().catch(exitWithError);
