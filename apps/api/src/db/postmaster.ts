import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { localeEnv } from '../config/env';
import { isProcessAlive } from './data-dir-lock';
import { ensureExecutable, type TPostgresBinaries } from './postgres-binaries';

/** The uid and gid PostgreSQL runs as when the app runs as root (it refuses to run as root itself). */
export interface TRunAs {
  uid: number;
  gid: number;
}

export interface TClusterSpec {
  binaries: TPostgresBinaries;
  /** The data folder as PostgreSQL sees it: a real path, no link through a folder it cannot enter. */
  pgDir: string;
  runAs?: TRunAs;
  log: (line: string) => void;
}

/**
 * The whole environment of initdb and postgres. Spawned with the app's own, the server carried ADMIN_PASSWORD,
 * JWT_SECRET and SMTP_URL, which a superuser reads from SQL (pg_read_file('/proc/self/environ'), COPY … TO
 * PROGRAM 'env'). A fixed PATH; the locale and time zone; English messages, which the logs are read in.
 */
export function postgresEnvironment(): Record<string, string> {
  return { PATH: '/usr/local/bin:/usr/bin:/bin', ...localeEnv(), LC_MESSAGES: 'C' };
}

/** Runs a binary of the cluster and collects what it says; its last lines go into the error when it fails. */
function run(spec: TClusterSpec, file: string, args: string[]): ChildProcess & { tail: () => string } {
  ensureExecutable(file);
  const child = spawn(file, args, {
    // A cwd the `postgres` user may not enter (a clone in /root) makes some of its calls fail.
    cwd: '/',
    env: postgresEnvironment(),
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(spec.runAs ?? {}),
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    spec.log(text);
    lines.push(...text.split('\n').filter((line) => line.trim() !== ''));
    lines.splice(0, Math.max(0, lines.length - 12));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return Object.assign(child, { tail: () => lines.join('\n') });
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** initdb: the superuser `user` with `password` (SCRAM), UTF-8. The folder must be empty or absent. */
export async function initCluster(spec: TClusterSpec, user: string, password: string): Promise<void> {
  // initdb reads the password from a file: one only its user can read, removed at once, beside the data.
  const secretDir = mkdtempSync(path.join(path.dirname(spec.pgDir), '.initdb-'));
  const pwfile = path.join(secretDir, 'pwfile');
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (spec.runAs) {
    chownSync(secretDir, spec.runAs.uid, spec.runAs.gid);
    chownSync(pwfile, spec.runAs.uid, spec.runAs.gid);
  }
  try {
    const child = run(spec, spec.binaries.initdb, [
      `--pgdata=${spec.pgDir}`,
      '--auth=scram-sha-256',
      `--username=${user}`,
      `--pwfile=${pwfile}`,
      '--encoding=UTF8',
      '--lc-messages=C',
    ]);
    const spawned = new Promise<never>((_, reject) => child.once('error', reject));
    const { code, signal } = await Promise.race([exitOf(child), spawned]);
    if (code !== 0) {
      throw new Error(`initdb falló (código ${code ?? signal}) en ${spec.pgDir}:\n${child.tail()}`);
    }
  } finally {
    rmSync(secretDir, { recursive: true, force: true });
  }
}

export interface TPostmaster {
  pid: number;
  /** Resolves when the process ends, stopped or not. */
  exited: Promise<unknown>;
  isAlive: () => boolean;
  /** Fast shutdown (SIGINT); an immediate one, then SIGKILL, if it does not end in time. */
  stop: () => Promise<void>;
}

/** Every postmaster this process started and has not seen end: stopped when the process exits. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGINT');
});

function readyPid(pgDir: string): number | null {
  try {
    // postmaster.pid: line 1 the pid, line 8 the status ("ready" once it accepts connections).
    const lines = readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
    return lines[7]?.trim() === 'ready' ? Number.parseInt(lines[0] ?? '', 10) : null;
  } catch {
    return null;
  }
}

/** Starts postgres on `port` and resolves once it accepts connections; rejects if it ends first. */
export async function launchPostmaster(
  spec: TClusterSpec,
  port: number,
  flags: string[],
): Promise<TPostmaster> {
  const child = run(spec, spec.binaries.postgres, ['-D', spec.pgDir, '-p', String(port), ...flags]);
  const exited = exitOf(child);
  const failed = new Promise<Error>((resolve) => {
    child.once('error', resolve);
    void exited.then(({ code, signal }) =>
      resolve(new Error(`PostgreSQL salió al iniciar (código ${code ?? signal}):\n${child.tail()}`)),
    );
  });
  running.add(child);
  void exited.then(() => running.delete(child));
  let failure: Error | undefined;
  void failed.then((error) => (failure = error));
  // A crash recovery may replay a long WAL: wait as long as the process lives.
  while (failure === undefined && readyPid(spec.pgDir) !== child.pid) await sleep(25);
  if (failure !== undefined) throw failure;

  const pid = child.pid!;
  return {
    pid,
    exited,
    isAlive: () => child.exitCode === null && child.signalCode === null && isProcessAlive(pid),
    stop: async () => {
      for (const [signal, waitMs] of [
        ['SIGINT', 60_000],
        ['SIGQUIT', 10_000],
        ['SIGKILL', 10_000],
      ] as const) {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill(signal);
        await Promise.race([exited, sleep(waitMs, undefined, { ref: false })]);
      }
    },
  };
}
