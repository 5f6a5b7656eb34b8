import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isProcessAlive } from '../src/db/data-dir-lock';
import { findFreePort } from '../src/db/free-port';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'cuadre-lifecycle-'));
chmodSync(dataDir, 0o755);
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      NODE_ENV: 'production',
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
    const port = await findFreePort();
    const first = startServer(port);
    expect(await waitForHealth(port)).toMatchObject({ data: { status: 'ok', db: 'embedded' } });
    const pgPid = postmasterPid();
    expect(pgPid && isProcessAlive(pgPid)).toBe(true);

    const client = await embeddedClient();
    await client.query(`CREATE TABLE IF NOT EXISTS lifecycle_probe (note text)`);
    await client.query(`INSERT INTO lifecycle_probe VALUES ('sigue aquí')`);
    await client.end();

    const second = startServer(await findFreePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('ya está usando el directorio de datos');

    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(isProcessAlive(pgPid!)).toBe(false);
  }, 180_000);

  it('keeps the data across a restart and stops PostgreSQL on SIGTERM', async () => {
    const port = await findFreePort();
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
    const port = await findFreePort();
    const crashed = startServer(port);
    await waitForHealth(port);
    const orphan = postmasterPid();
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(isProcessAlive(orphan!)).toBe(true);

    const nextPort = await findFreePort();
    const next = startServer(nextPort);
    expect(await waitForHealth(nextPort)).toMatchObject({ data: { db: 'embedded' } });
    expect(isProcessAlive(orphan!)).toBe(false);
    next.child.kill('SIGINT');
    expect(await next.exited).toBe(0);
  }, 180_000);
});
