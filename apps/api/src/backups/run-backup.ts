import { MIGRATIONS_DIR } from '../paths';
import { backupsDirOf, newBackupFile } from './backup-files';
import { openBackupSource, type TCommandConfig } from './database-target';
import { writeBackup, type TBackupSummary } from './write-backup';

/** `npm run backup`: one backup of the app's database into DATA_DIR/backups. */
export async function runBackup(
  config: TCommandConfig,
  options: { say: (line: string) => void; now?: () => Date; migrationsDir?: string },
): Promise<TBackupSummary & { label: string }> {
  const source = await openBackupSource(config, options.say);
  try {
    const file = newBackupFile(backupsDirOf(config.dataDir), 'manual', options.now?.() ?? new Date());
    const summary = await writeBackup({
      url: source.url,
      file,
      migrationsDir: options.migrationsDir ?? MIGRATIONS_DIR,
      now: options.now,
    });
    return { ...summary, label: source.label };
  } finally {
    await source.close();
  }
}
