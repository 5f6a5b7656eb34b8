import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buildApp } from './app';
import { createAutomaticBackups } from './backups/automatic-backups';
import { backupsDirOf } from './backups/backup-files';
import { appUrlStartWarning, EnvError, loadEnv, type TEnv } from './config/env';
import { connectDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { startEmbeddedDatabase } from './db/embedded';
import { FolderAccessError } from './db/folder-access';
import { runMigrations } from './db/migrate';
import { ensureFirstSuperAdmin } from './modules/auth/first-super-admin';
import { warmUpPdfFaces } from './modules/documents/pdf-fonts';
import { MIGRATIONS_DIR, WEB_DIST_DIR } from './paths';

function readOrCreateJwtSecret(env: TEnv): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  // Generated once and kept beside the data, so sessions survive a restart (design §4).
  const file = path.join(env.DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

async function main(): Promise<void> {
  let env: TEnv;
  try {
    env = loadEnv();
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  }
  let database: { kind: 'embedded' | 'server'; url: string; stop: () => Promise<void> };
  try {
    database = env.DATABASE_URL
      ? { kind: 'server', url: env.DATABASE_URL, stop: async () => undefined }
      : {
          kind: 'embedded',
          ...(await startEmbeddedDatabase({
            dataDir: env.DATA_DIR,
            onNotice: (message) => console.log(message),
            // PostgreSQL died and a few restarts failed: without its database the API can only answer 503, so
            // it exits for its supervisor (docs/operations.md).
            onGiveUp: (message) => {
              console.error(message);
              void stopDatabase().finally(() => process.exit(1));
            },
          })),
        };
    if (database.kind === 'server') mkdirSync(env.DATA_DIR, { recursive: true });
  } catch (error) {
    const isSaid = error instanceof DataDirInUseError || error instanceof FolderAccessError;
    console.error(isSaid ? error.message : error);
    process.exit(1);
  }

  let stopping = false;
  function stopDatabase(): Promise<void> {
    return database.stop().catch((error: unknown) => console.error(error));
  }
  // A crash must not leave the embedded PostgreSQL running on its own.
  const crash = (error: unknown) => {
    console.error('Error fatal:', error);
    if (stopping) return;
    stopping = true;
    void stopDatabase().finally(() => process.exit(1));
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);

  try {
    const { pool, db } = connectDatabase(database.url, {
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    });
    const migration = await runMigrations(pool, MIGRATIONS_DIR);
    const app = await buildApp({
      env,
      db,
      pool,
      dbKind: database.kind,
      migration,
      jwtSecret: readOrCreateJwtSecret(env),
      webDistDir: env.WEB_DIST_DIR ?? WEB_DIST_DIR,
      startMailSender: true,
      startDollarRateRefresh: true,
    });

    if (database.kind === 'server') {
      const { rows } = await pool.query<{ rolsuper: boolean }>(
        'SELECT rolsuper FROM pg_roles WHERE rolname = current_user',
      );
      if (rows[0]?.rolsuper) {
        app.log.warn(
          'DATABASE_URL entra como superusuario de PostgreSQL: usa un rol dueño de la base, sin SUPERUSER ' +
            '(docs/operations.md).',
        );
      }
    }

    const firstAdmin = await ensureFirstSuperAdmin(db, env, database.kind);
    if (firstAdmin.kind === 'generated') {
      // Printed once, on the start that created it: the password is stored nowhere else.
      console.log(
        [
          '',
          '  Se creó el SUPER_ADMIN inicial de Cuadre. Guarda estos datos; no se volverán a mostrar:',
          `    correo:     ${firstAdmin.email}`,
          `    contraseña: ${firstAdmin.password}`,
          '  (Define ADMIN_EMAIL y ADMIN_PASSWORD para elegirlos tú.)',
          '',
        ].join('\n'),
      );
    } else if (firstAdmin.kind === 'from-env' && firstAdmin.created) {
      app.log.info({ email: firstAdmin.email }, 'SUPER_ADMIN creado desde ADMIN_EMAIL');
    } else if (firstAdmin.kind === 'missing') {
      app.log.warn('No hay ningún SUPER_ADMIN: define ADMIN_EMAIL y ADMIN_PASSWORD y reinicia.');
    }

    // The embedded database is this process's alone, so it backs it up itself (design §15); a server's
    // backups are its operator's (npm run backup, or the server's own tools).
    const automaticBackups =
      database.kind === 'embedded'
        ? createAutomaticBackups({
            url: database.url,
            backupsDir: backupsDirOf(env.DATA_DIR),
            migrationsDir: MIGRATIONS_DIR,
            log: app.log,
          })
        : null;

    const shutdown = async (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'cerrando Cuadre');
      await automaticBackups?.stop();
      await app.close().catch((error: unknown) => app.log.error(error));
      await pool.end().catch(() => undefined);
      await stopDatabase();
      process.exit(0);
    };
    process.on('SIGINT', (signal) => void shutdown(signal));
    process.on('SIGTERM', (signal) => void shutdown(signal));

    await app.listen({ port: env.PORT, host: env.HOST });
    app.log.info(
      `Cuadre está listo en ${env.APP_URL} (base de datos: ${database.kind}; Node.js ${process.version})`,
    );
    // Said at every start: a receipt's link sent to a customer would otherwise fail on their phone, silently.
    const appUrlWarning = appUrlStartWarning(env);
    if (appUrlWarning) app.log.warn(appUrlWarning);
    automaticBackups?.start();
    setImmediate(warmUpPdfFaces);
  } catch (error) {
    crash(error);
  }
}

void main();
