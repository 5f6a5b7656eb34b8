// `npm run restore` asks first, and refuses while Cuadre runs on the data it would replace.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';
import { createTestContext, createTestDatabase, type TTestContext } from '../../test/test-app';
import { seedUser } from '../../test/seed';
import { sellViaApi } from '../../test/sell';
import { tableFigures } from '../../test/table-figures';
import { BackupError } from './backup-error';
import { openBackupSource } from './database-target';
import { runRestore } from './run-restore';
import { writeBackup } from './write-backup';

let ctx: TTestContext;
const scratch = mkdtempSync(path.join(tmpdir(), 'cuadre-run-restore-'));
const backupFile = path.join(scratch, 'cuadre-2026-03-10T15-00-00Z.backup');

beforeAll(async () => {
  ctx = await createTestContext();
  const seller = await seedUser(ctx);
  for (const price of [2, 3, 4]) {
    await sellViaApi(ctx, seller, { items: [{ name: 'Pan', quantity: 1, price }], status: 'PAID' });
  }
  await writeBackup({ url: ctx.databaseUrl, file: backupFile, migrationsDir: MIGRATIONS_DIR });
});
afterAll(async () => {
  await ctx.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A data directory of its own, empty. */
function dataDir(name: string): string {
  const dir = path.join(scratch, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => new Error('it did not refuse'),
    (error: unknown) => error,
  );

describe('npm run restore on the embedded database', () => {
  it('refuses while a live Cuadre process holds the data directory, before asking or starting anything', async () => {
    const dir = dataDir('in-use');
    const running = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dir, 'cuadre.pid'), `${running.pid}\n`);
      const ask = vi.fn(async () => 'sí');
      const error = await refusal(
        runRestore({ dataDir: dir }, backupFile, { isConfirmed: true, ask, say: () => {} }),
      );
      expect(error).toBeInstanceOf(BackupError);
      expect((error as Error).message).toBe(
        `Cuadre está en marcha sobre ${dir} (proceso ${running.pid}): detenlo (Ctrl-C o SIGTERM) antes de ` +
          'restaurar una copia.',
      );
      expect(ask).not.toHaveBeenCalled();
      // Nor can it be read through a server that is not answering yet.
      await expect(openBackupSource({ dataDir: dir }, () => {})).rejects.toThrow(/su PostgreSQL no responde/);
    } finally {
      running.kill();
    }
    await new Promise((resolve) => running.once('exit', resolve));
    expect(readdirSync(dir)).toEqual(['cuadre.pid']);

    // The lock of a process that is gone stops nothing: the next refusal is about the file.
    const error = await refusal(
      runRestore({ dataDir: dir }, path.join(scratch, 'no-existe.backup'), {
        isConfirmed: true,
        say: () => {},
      }),
    );
    expect((error as Error).message).toMatch(/^No existe el archivo .*no-existe\.backup\.$/);
  });

  it('says what it replaces and with what, and anything but «sí» cancels it; without a terminal it needs --yes', async () => {
    const dir = dataDir('asked');
    const said: string[] = [];
    const no = await refusal(
      runRestore({ dataDir: dir }, backupFile, {
        isConfirmed: false,
        ask: async () => 'no',
        say: (line) => said.push(line),
      }),
    );
    expect((no as Error).message).toBe('Restauración cancelada: no se cambió nada.');
    expect(said).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Se reemplazarán TODOS los datos de la base de datos embebida de ${dir} por los de la copia ` +
            'cuadre-2026-03-10T15-00-00Z\\.backup \\(hecha el .+; usuarios: 1, productos: 0, ventas: 3\\)\\.$',
        ),
      ),
    ]);
    const unattended = await refusal(
      runRestore({ dataDir: dir }, backupFile, { isConfirmed: false, say: () => {} }),
    );
    expect((unattended as Error).message).toBe('Nadie puede confirmar aquí: usa --yes. No se cambió nada.');
    expect(existsSync(path.join(dir, 'pg'))).toBe(false);
  });
});

describe('npm run restore on a PostgreSQL server (DATABASE_URL)', () => {
  it('refuses without --yes, saying which database it would replace and never its password', async () => {
    const said: string[] = [];
    const error = await refusal(
      runRestore(
        {
          dataDir: dataDir('server'),
          databaseUrl: 'postgres://cuadre_app:s3cr3t-clave@db.tienda.local:5433/cuadre',
        },
        backupFile,
        { isConfirmed: false, ask: async () => 'sí', say: (line) => said.push(line) },
      ),
    );
    expect((error as Error).message).toMatch(/vuelve a ejecutar el comando con --yes/);
    expect(said[0]).toMatch(
      /^Se reemplazarán TODOS los datos de la base «cuadre» en db\.tienda\.local:5433 \(usuario cuadre_app\)/,
    );
    expect([...said, (error as Error).message].join('\n')).not.toContain('s3cr3t');
  });

  it('refuses while other sessions use the database; otherwise keeps what was there, then restores', async () => {
    await ctx.pool.query('SELECT 1');
    const busy = await refusal(
      runRestore({ dataDir: dataDir('busy'), databaseUrl: ctx.databaseUrl }, backupFile, {
        isConfirmed: true,
        say: () => {},
      }),
    );
    expect((busy as Error).message).toMatch(
      /conexión\(es\) abiertas a la base .*: detén todos los procesos de la API/,
    );

    const target = await createTestDatabase();
    try {
      const dir = dataDir('restored');
      const restored = await runRestore({ dataDir: dir, databaseUrl: target.url }, backupFile, {
        isConfirmed: true,
        say: () => {},
      });
      expect(restored.rows.sales).toBe(3);
      expect(path.basename(restored.safetyCopy ?? '')).toMatch(/^cuadre-antes-de-restaurar-.*\.backup$/);
      expect(readdirSync(path.join(dir, 'backups'))).toEqual([path.basename(restored.safetyCopy!)]);
      expect(await tableFigures(target.url)).toEqual(await tableFigures(ctx.databaseUrl));
    } finally {
      await target.drop();
    }
  });
});
