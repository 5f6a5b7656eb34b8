import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { MIGRATIONS_DIR } from '../src/paths';
import { withDatabase } from '../src/db/one-client';

declare module 'vitest' {
  export interface ProvidedContext {
    dbServerUrl: string;
    dbTemplate: string;
    dbKind: 'embedded' | 'server';
  }
}

/**
 * One PostgreSQL for the whole run (the embedded one, or TEST_DATABASE_URL's server), holding a migrated
 * template; every test file clones it (CREATE DATABASE … TEMPLATE), which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let tempDir: string | undefined;
  let adminUrl: string;
  if (serverUrl) {
    adminUrl = serverUrl;
  } else {
    tempDir = mkdtempSync(path.join(tmpdir(), 'cuadre-test-'));
    // mkdtemp makes it 0700; run as root, PostgreSQL runs as `postgres` and must reach pg/ inside it.
    chmodSync(tempDir, 0o755);
    const embedded = await startEmbeddedDatabase({ dataDir: tempDir, ephemeral: true });
    stopEmbedded = embedded.stop;
    // The superuser: the harness creates a database per test file (the app's own role cannot).
    adminUrl = embedded.adminUrl;
  }

  const template = `cuadre_tpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(template)}`);
  const pool = new pg.Pool({ connectionString: withDatabase(adminUrl, template), max: 1 });
  await runMigrations(pool, MIGRATIONS_DIR);
  await pool.end();

  project.provide('dbServerUrl', adminUrl);
  project.provide('dbTemplate', template);
  project.provide('dbKind', serverUrl ? 'server' : 'embedded');

  return async () => {
    // Drop what this run created on a shared server; an embedded one is thrown away whole.
    if (serverUrl) {
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
        [`${template}_%`, template],
      );
      for (const { datname } of rows) {
        await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
      }
    }
    await admin.end();
    await stopEmbedded?.();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };
}
