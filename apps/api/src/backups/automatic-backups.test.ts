// Design §15: with the embedded database the app takes a backup a day by itself and keeps 7 daily and 4 weekly.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';
import { createTestContext, type TTestContext } from '../../test/test-app';
import { seedUser } from '../../test/seed';
import { sellViaApi } from '../../test/sell';
import { AUTOMATIC_BACKUP_INTERVAL_MS, createAutomaticBackups, nextBackupDelayMs } from './automatic-backups';
import { backupStamp } from './backup-files';
import { inspectBackup } from './read-backup';

const HOUR = 60 * 60_000;
const NOW = new Date('2026-03-10T15:00:00Z');

let ctx: TTestContext;
const scratch = mkdtempSync(path.join(tmpdir(), 'cuadre-automatic-'));
beforeAll(async () => {
  ctx = await createTestContext();
  const seller = await seedUser(ctx);
  await sellViaApi(ctx, seller, { items: [{ name: 'Pan', quantity: 2, price: 1.5 }], status: 'PAID' });
});
afterAll(async () => {
  await ctx.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('when the next automatic backup is due', () => {
  it('at once without one, or when the newest is a day old; otherwise a day after the newest', () => {
    expect(nextBackupDelayMs(null, NOW)).toBe(0);
    expect(nextBackupDelayMs(new Date(NOW.getTime() - 30 * HOUR), NOW)).toBe(0);
    expect(nextBackupDelayMs(new Date(NOW.getTime() - 24 * HOUR), NOW)).toBe(0);
    // Restarted 5 hours after the last one: the next is due 19 hours later, not 24.
    expect(nextBackupDelayMs(new Date(NOW.getTime() - 5 * HOUR), NOW)).toBe(19 * HOUR);
    // A newest one dated ahead of the clock (the clock set back) waits no more than a day.
    expect(nextBackupDelayMs(new Date(NOW.getTime() + 72 * HOUR), NOW)).toBe(AUTOMATIC_BACKUP_INTERVAL_MS);
  });
});

describe('the automatic backup', () => {
  it('is taken at start when the newest is over a day old, then prunes to 7 daily + 4 weekly, hand-made ones kept', async () => {
    const dir = path.join(scratch, 'backups');
    mkdirSync(dir, { recursive: true });
    // A month of daily ones up to two days ago (placeholders: pruning reads names only), one made by hand, and
    // the partial file of a backup that a crash cut short.
    for (let day = 2; day <= 32; day += 1) {
      const at = new Date(NOW.getTime() - day * 24 * HOUR);
      writeFileSync(path.join(dir, `cuadre-auto-${backupStamp(at)}.backup`), '');
    }
    writeFileSync(path.join(dir, 'cuadre-2026-01-02T10-00-00Z.backup'), '');
    writeFileSync(path.join(dir, 'cuadre-auto-2026-03-08T03-00-00Z.backup.partial'), '');

    const logged: string[] = [];
    const warnings: unknown[] = [];
    const backups = createAutomaticBackups({
      url: ctx.databaseUrl,
      backupsDir: dir,
      migrationsDir: MIGRATIONS_DIR,
      log: { info: (_fields, message) => logged.push(message), warn: (fields) => warnings.push(fields) },
      now: () => NOW,
    });
    backups.start();
    for (let waited = 0; logged.length === 0 && warnings.length === 0 && waited < 15_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await backups.stop();
    expect(warnings).toEqual([]);
    expect(logged).toEqual(['copia de seguridad automática guardada']);

    const taken = 'cuadre-auto-2026-03-10T15-00-00Z.backup';
    const { rows } = await inspectBackup(path.join(dir, taken));
    expect(rows.sales).toBe(1);
    const left = readdirSync(dir).sort();
    expect(left).toContain(taken);
    expect(left).toContain('cuadre-2026-01-02T10-00-00Z.backup');
    expect(left.filter((name) => name.endsWith('.partial'))).toEqual([]);
    expect(left.filter((name) => name.startsWith('cuadre-auto-'))).toHaveLength(11);
  });
});
