// The embedded PostgreSQL itself (db/embedded.ts), started here on its own folders: what its processes inherit,
// the role the app connects as, and where it lives when run as root from a folder `postgres` cannot enter.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_ROLE } from '../src/db/app-role';
import { startEmbeddedDatabase } from '../src/db/embedded';
import { findClosedFolder, FolderAccessError } from '../src/db/folder-access';
import { runMigrations } from '../src/db/migrate';
import { packagedBinaries, reachableBinaries } from '../src/db/postgres-binaries';
import { MIGRATIONS_DIR } from '../src/paths';
import { withClient } from '../src/db/one-client';

const isRoot = process.getuid?.() === 0;
const scratch = mkdtempSync(path.join(tmpdir(), 'cuadre-embedded-'));
chmodSync(scratch, 0o755);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A folder under the scratch one, open (0755) unless said otherwise. */
function folder(name: string, mode = 0o755): string {
  const made = path.join(scratch, name);
  mkdirSync(made, { recursive: true });
  chmodSync(made, mode);
  return made;
}

async function refusal(client: pg.Client, sql: string): Promise<string | undefined> {
  return client.query(sql).then(
    () => undefined,
    (error: { code?: string }) => error.code,
  );
}

const inDatabase = (url: string, name: string) => url.replace(/\/[^/]*$/, `/${name}`);

function postmasterPid(dataDir: string): number {
  return Number.parseInt(
    readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]!,
    10,
  );
}

describe('the embedded PostgreSQL and the app’s secrets', () => {
  it('runs without the app’s environment, and the app connects as a role that is not a superuser', async () => {
    const secrets = {
      ADMIN_PASSWORD: 'some-secret-admin-password',
      JWT_SECRET: 'some-secret-jwt-key-0123456789abcdef0123456789',
      SMTP_URL: 'smtp://user:some-secret-smtp@127.0.0.1:2525',
    };
    const saved = Object.fromEntries(Object.keys(secrets).map((name) => [name, process.env[name]]));
    Object.assign(process.env, secrets);
    const dataDir = folder('secrets');
    const database = await startEmbeddedDatabase({ dataDir, ephemeral: true }).finally(() => {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    });
    try {
      await withClient(database.url, async (app) => {
        const { rows } = await app.query<{ rolname: string; rolsuper: boolean }>(
          'SELECT rolname, rolsuper FROM pg_roles WHERE rolname = current_user',
        );
        expect(rows).toEqual([{ rolname: APP_ROLE, rolsuper: false }]);
        // 42501 insufficient_privilege: no program, no server file, no role, no server setting.
        expect(await refusal(app, `COPY (SELECT 1) TO PROGRAM 'env'`)).toBe('42501');
        expect(await refusal(app, `SELECT pg_read_file('/proc/self/environ')`)).toBe('42501');
        expect(await refusal(app, `SELECT pg_ls_dir('.')`)).toBe('42501');
        expect(await refusal(app, `CREATE TEMP TABLE leak (line text); COPY leak FROM '/etc/passwd'`)).toBe(
          '42501',
        );
        expect(await refusal(app, `CREATE ROLE intruder SUPERUSER`)).toBe('42501');
        expect(await refusal(app, `ALTER SYSTEM SET log_statement = 'all'`)).toBe('42501');
        // It owns its database: the migrations run as it (their extensions are trusted ones).
        const pool = new pg.Pool({ connectionString: database.url, max: 1 });
        // The server is stopped right after: its goodbye (57P01) may reach a client the pool is still closing.
        pool.on('error', () => undefined);
        await expect(runMigrations(pool, MIGRATIONS_DIR)).resolves.toMatch(/^\d{4}_/);
        await pool.end();
      });

      // Even its superuser finds nothing of the app's: the postmaster's environment, read by this process.
      const environ = readFileSync(`/proc/${postmasterPid(dataDir)}/environ`, 'utf8');
      for (const secret of Object.values(secrets)) expect(environ).not.toContain(secret);
      const names = environ
        .split('\0')
        .filter(Boolean)
        .map((entry) => entry.split('=')[0]);
      expect(names.every((name) => /^(PATH|LANG|LANGUAGE|LC_[A-Z]+|TZ)$/.test(name ?? ''))).toBe(true);
      await withClient(database.adminUrl, async (admin) => {
        const { rows } = await admin.query<{ environ: string }>(
          `SELECT encode(pg_read_binary_file('/proc/self/environ'), 'escape') AS environ`,
        );
        expect(rows[0]!.environ).not.toContain(secrets.ADMIN_PASSWORD);
      });
    } finally {
      await database.stop();
    }
  });

  it('hands a data folder of an earlier version (all owned by the superuser) to the app’s role, once', async () => {
    const dataDir = folder('earlier');
    const first = await startEmbeddedDatabase({ dataDir, ephemeral: true });
    // What an earlier version left: the database and every migrated object owned by the superuser, no app role.
    await withClient(inDatabase(first.adminUrl, 'cuadre'), async (admin) => {
      const pool = new pg.Pool({ connectionString: inDatabase(first.adminUrl, 'cuadre'), max: 1 });
      // The server is stopped right after: its goodbye (57P01) may reach a client the pool is still closing.
      pool.on('error', () => undefined);
      await runMigrations(pool, MIGRATIONS_DIR);
      await pool.end();
      await admin.query(`ALTER DATABASE cuadre OWNER TO postgres`);
      await admin.query(`DROP ROLE ${APP_ROLE}`);
    });
    await first.stop();

    const again = await startEmbeddedDatabase({ dataDir, ephemeral: true });
    try {
      await withClient(inDatabase(again.adminUrl, 'cuadre'), async (admin) => {
        const { rows } = await admin.query<{ kind: string; name: string }>(
          `SELECT 'database' AS kind, datname AS name FROM pg_database
            WHERE datname = 'cuadre' AND pg_get_userbyid(datdba) <> $1
           UNION ALL
           SELECT 'relation', c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname IN ('public', 'drizzle') AND pg_get_userbyid(c.relowner) <> $1
           UNION ALL
           SELECT 'function', p.proname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
            WHERE n.nspname IN ('public', 'drizzle') AND pg_get_userbyid(p.proowner) <> $1
              AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
           UNION ALL
           SELECT 'schema', nspname FROM pg_namespace WHERE nspname = 'drizzle' AND pg_get_userbyid(nspowner) <> $1`,
          [APP_ROLE],
        );
        expect(rows).toEqual([]);
      });
      await withClient(again.url, async (app) => {
        const pool = new pg.Pool({ connectionString: again.url, max: 1 });
        // The server is stopped right after: its goodbye (57P01) may reach a client the pool is still closing.
        pool.on('error', () => undefined);
        await runMigrations(pool, MIGRATIONS_DIR);
        await pool.end();
        await app.query(`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('probe', 0)`);
        expect((await app.query(`SELECT count(*)::int AS n FROM users`)).rows).toEqual([{ n: 0 }]);
      });
    } finally {
      await again.stop();
    }
  });
});

describe.runIf(isRoot)('run as root from a folder the postgres user cannot enter', () => {
  // The embedded server of the test harness has made sure the user exists.
  const postgresAccount = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
    gids: [Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }))],
  });

  it('keeps the data in a folder of its own, linked from DATA_DIR/pg, and says so once at start', async () => {
    const stateRoot = path.join(folder('state'), 'cuadre');
    const dataDir = path.join(folder('private', 0o700), 'data');
    const notices: string[] = [];
    const database = await startEmbeddedDatabase({
      dataDir,
      stateRoot,
      ephemeral: true,
      onNotice: (line) => notices.push(line),
    });
    const link = path.join(dataDir, 'pg');
    try {
      expect(lstatSync(link).isSymbolicLink()).toBe(true);
      const target = realpathSync(link);
      expect(path.dirname(path.dirname(target))).toBe(stateRoot);
      // (From a clone in a private folder, a line about the copy of the binaries comes first.)
      expect(notices.filter((line) => line.includes('datos'))).toEqual([
        `El usuario postgres no puede entrar en ${path.dirname(dataDir)}: PostgreSQL embebido guarda sus datos ` +
          `en ${target} (enlazados desde ${link}).`,
      ]);
      expect(readdirSync(path.dirname(target)).sort()).toEqual(['LEEME.txt', 'pg']);
      await withClient(database.url, async (app) => {
        expect((await app.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      });
    } finally {
      await database.stop();
    }
    // The next start finds it through the link.
    const again = await startEmbeddedDatabase({ dataDir, stateRoot, ephemeral: true });
    await again.stop();
    rmSync(path.dirname(realpathSync(link)), { recursive: true, force: true });
  });

  it('stops before PostgreSQL, in Spanish, when data already lies behind a folder postgres cannot enter', async () => {
    const parent = folder('closed-later');
    const dataDir = path.join(parent, 'data');
    const database = await startEmbeddedDatabase({ dataDir, ephemeral: true });
    await database.stop();
    chmodSync(parent, 0o700);
    const error = await startEmbeddedDatabase({ dataDir, ephemeral: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FolderAccessError);
    expect((error as Error).message).toBe(
      `PostgreSQL embebido corre como el usuario postgres del sistema, que no puede entrar en la carpeta ` +
        `${parent} (permisos 700), y sus datos ya están en ${dataDir}/pg. Solución: deja pasar a postgres con ` +
        `«chmod o+x ${parent}», o detén Cuadre, mueve el directorio de datos a una carpeta que postgres pueda ` +
        `recorrer (por ejemplo /var/lib/cuadre) y apunta DATA_DIR allí.`,
    );
  });

  it('runs PostgreSQL from a copy of its binaries when node_modules is out of reach (a clone in /root)', () => {
    const postgres = postgresAccount();
    const packaged = packagedBinaries();
    // The package's folder seen through a private one, as node_modules of a clone in /root is.
    const hidden = path.join(folder('hidden-clone', 0o700), 'native');
    symlinkSync(packaged.root, hidden);
    const stateRoot = path.join(folder('binaries-state'), 'cuadre');
    const unreachable = {
      ...packaged,
      root: hidden,
      initdb: path.join(hidden, 'bin', 'initdb'),
      postgres: path.join(hidden, 'bin', 'postgres'),
    };
    const { binaries, closedFolder } = reachableBinaries(unreachable, postgres, stateRoot);
    expect(closedFolder).toBe(path.dirname(hidden));
    expect(binaries.root).toBe(path.join(stateRoot, `postgresql-${packaged.version}`));
    const version = execFileSync(binaries.postgres, ['--version'], {
      encoding: 'utf8',
      uid: postgres.uid,
      gid: postgres.gids[0],
      cwd: '/',
    });
    expect(version).toMatch(/^postgres \(PostgreSQL\) \d+/);
    // A second start reuses the copy.
    expect(reachableBinaries(unreachable, postgres, stateRoot).binaries.root).toBe(binaries.root);
    // In reach (a clone outside private folders, like this one), the package's own binaries run.
    if (findClosedFolder(path.dirname(packaged.postgres), postgres) === null) {
      expect(reachableBinaries(packaged, postgres, stateRoot)).toEqual({ binaries: packaged });
    }
  });
});
