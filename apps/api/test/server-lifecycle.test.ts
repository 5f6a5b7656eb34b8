import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isProcessAlive } from '../src/db/data-dir-lock';
import { findClosedFolder } from '../src/db/folder-access';
import { findListenPort } from './listen-port';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'cuadre-lifecycle-'));
chmodSync(dataDir, 0o755);
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(port: number, options: { dataDir?: string; uid?: number; gid?: number } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    ...(options.uid !== undefined ? { uid: options.uid, gid: options.gid } : {}),
    env: {
      ...process.env,
      DATA_DIR: options.dataDir ?? dataDir,
      PORT: String(port),
      // Info: the start line says which Node.js runs the server.
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      APP_URL: '',
      NODE_ENV: 'production',
      // The server reads the Dólar BCV in the background: an address where nothing listens, never the internet.
      DOLLAR_RATE_URL: 'http://127.0.0.1:9/',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number): Promise<unknown> {
  // Generous: a loaded 2-core CI machine can take tens of seconds for initdb and the migrations.
  for (let attempt = 0; attempt < 900; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return await response.json();
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the server never answered /api/health');
}

function postmasterPid(): number | null {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(file)) return null;
  return Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
}

async function embeddedClient(): Promise<pg.Client> {
  const lines = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(lines[3]),
    user: 'postgres',
    password,
    database: 'cuadre',
  });
  await client.connect();
  return client;
}

describe('the server process on its embedded PostgreSQL', () => {
  it('starts, refuses a second app on the same data, and leaves no PostgreSQL behind on SIGINT', async () => {
    const port = await findListenPort();
    const first = startServer(port);
    expect(await waitForHealth(port)).toMatchObject({ data: { status: 'ok', db: 'embedded' } });
    // In production without APP_URL the start says the customers' links will not open.
    await expect
      .poll(first.output)
      .toContain(
        `APP_URL no está definida: los enlaces de los recibos y de los correos apuntan a http://localhost:${port}`,
      );
    // The start line names the Node.js it runs on: under npm, the current LTS npm install put in node_modules.
    await expect.poll(first.output).toContain(`(base de datos: embedded; Node.js ${process.version})`);
    const pgPid = postmasterPid();
    expect(pgPid && isProcessAlive(pgPid)).toBe(true);

    const client = await embeddedClient();
    await client.query(`CREATE TABLE IF NOT EXISTS lifecycle_probe (note text)`);
    await client.query(`INSERT INTO lifecycle_probe VALUES ('sigue aquí')`);
    await client.end();

    const second = startServer(await findListenPort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('ya está usando el directorio de datos');

    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(isProcessAlive(pgPid!)).toBe(false);
  }, 180_000);

  it('keeps the data across a restart and stops PostgreSQL on SIGTERM', async () => {
    const port = await findListenPort();
    const server = startServer(port);
    await waitForHealth(port);
    const client = await embeddedClient();
    const { rows } = await client.query(`SELECT note FROM lifecycle_probe`);
    await client.end();
    expect(rows).toEqual([{ note: 'sigue aquí' }]);
    const pgPid = postmasterPid();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(isProcessAlive(pgPid!)).toBe(false);
  }, 180_000);

  it('after a kill -9 of the API, the next start takes over the orphaned PostgreSQL', async () => {
    const port = await findListenPort();
    const crashed = startServer(port);
    await waitForHealth(port);
    const orphan = postmasterPid();
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(isProcessAlive(orphan!)).toBe(true);

    const nextPort = await findListenPort();
    const next = startServer(nextPort);
    expect(await waitForHealth(nextPort)).toMatchObject({ data: { db: 'embedded' } });
    expect(isProcessAlive(orphan!)).toBe(false);
    next.child.kill('SIGINT');
    expect(await next.exited).toBe(0);
  }, 180_000);
});

describe('the server started from a folder the postgres user cannot enter', () => {
  const isRoot = process.getuid?.() === 0;

  it.runIf(isRoot)(
    'as root, with DATA_DIR under a 0700 folder: starts, says where the data is, serves',
    async () => {
      const privateDir = mkdtempSync(path.join(tmpdir(), 'cuadre-private-'));
      const privateData = path.join(privateDir, 'data');
      const link = path.join(privateData, 'pg');
      const port = await findListenPort();
      const server = startServer(port, { dataDir: privateData });
      try {
        expect(await waitForHealth(port)).toMatchObject({ data: { status: 'ok', db: 'embedded' } });
        const target = realpathSync(link);
        expect(target.startsWith(privateDir)).toBe(false);
        expect(server.output()).toContain(
          `El usuario postgres no puede entrar en ${privateDir}: PostgreSQL embebido guarda sus datos en ${target} ` +
            `(enlazados desde ${link}).`,
        );
        server.child.kill('SIGINT');
        expect(await server.exited).toBe(0);
      } finally {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
        // The data of this DATA_DIR lives in /var/lib/cuadre: removed with it.
        if (existsSync(link)) rmSync(path.dirname(realpathSync(link)), { recursive: true, force: true });
        rmSync(privateDir, { recursive: true, force: true });
      }
    },
    180_000,
  );

  // Root goes anywhere: the server then runs as nobody, which must be able to read this clone to start at all.
  const nobody = { uid: 65534, gids: [65534] };
  const canTry = !isRoot || findClosedFolder(apiDir, nobody) === null;

  it.runIf(canTry)(
    'where this user cannot reach DATA_DIR, stops before PostgreSQL in Spanish, no stack',
    async () => {
      const closedDir = mkdtempSync(path.join(tmpdir(), 'cuadre-closed-'));
      // As nobody, a root folder of mode 0700 is closed; as anyone else, one's own folder of mode 000.
      chmodSync(closedDir, isRoot ? 0o700 : 0o000);
      const closedData = path.join(closedDir, 'data');
      try {
        const server = startServer(await findListenPort(), {
          dataDir: closedData,
          ...(isRoot ? { uid: nobody.uid, gid: nobody.gids[0] } : {}),
        });
        expect(await server.exited).toBe(1);
        const mode = isRoot ? '700' : '000';
        expect(server.output().trim()).toBe(
          `Cuadre no puede usar el directorio de datos ${closedData}: este usuario no puede entrar en la carpeta ` +
            `${closedDir} (permisos ${mode}). Solución: usa un DATA_DIR en una carpeta tuya (por ejemplo ` +
            `DATA_DIR=$HOME/cuadre-datos), o da permiso sobre ${closedDir} a este usuario (chown o chmod).`,
        );
      } finally {
        chmodSync(closedDir, 0o700);
        rmSync(closedDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
