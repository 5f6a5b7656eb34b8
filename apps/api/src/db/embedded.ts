import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureAppDatabase } from './app-role';
import { claimDataDir, isProcessAlive, runningPostmasterPid } from './data-dir-lock';
import {
  closedToPostgresMessage,
  closedToUsMessage,
  findClosedFolder,
  FolderAccessError,
  type TUnixAccount,
} from './folder-access';
import { findFreePort } from './free-port';
import { makeOpenFolder, packagedBinaries, reachableBinaries } from './postgres-binaries';
import {
  initCluster,
  launchPostmaster,
  type TClusterSpec,
  type TPostmaster,
  type TRunAs,
} from './postmaster';

export interface TEmbeddedDatabase {
  /** The app's connection: the role that owns its database, not a superuser. */
  url: string;
  /** The bootstrap superuser's, for what the app must not be able to do (the test harness's CREATE DATABASE). */
  adminUrl: string;
  stop: () => Promise<void>;
}

interface TEmbeddedOptions {
  dataDir: string;
  databaseName?: string;
  /** Trade durability for speed: only the test harness turns this on. */
  ephemeral?: boolean;
  /** PostgreSQL's own output. */
  log?: (message: string) => void;
  /** Cuadre's notices about its PostgreSQL, one Spanish line each: where its data lives, a restart. */
  onNotice?: (message: string) => void;
  /**
   * PostgreSQL died without being stopped and could not be started again (RESTART_DELAYS_MS): called once with
   * a Spanish line that says so; server.ts exits non-zero then.
   */
  onGiveUp?: (message: string) => void;
  /** Run as root: where the binaries are copied and data relocated when `postgres` cannot reach them. */
  stateRoot?: string;
}

/** Waits before each try to start a postmaster that died: the old one's backends need a moment to go. */
export const RESTART_DELAYS_MS = [250, 1_000, 4_000] as const;

export const DEFAULT_STATE_ROOT = '/var/lib/cuadre';

const DB_USER = 'postgres';
const OS_USER = 'postgres';

function readOrCreateSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(24).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

async function stopOrphanPostmaster(pgDir: string, notice: (message: string) => void): Promise<void> {
  const pid = runningPostmasterPid(pgDir);
  if (pid === null) return;
  // The API that owned it died without stopping it (kill -9): ask for a fast shutdown, then insist.
  notice(`Deteniendo un PostgreSQL huérfano (proceso ${pid}) que quedó de un cierre inesperado.`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isProcessAlive(pid); waited += 100) await sleep(100);
  if (isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
  while (isProcessAlive(pid)) await sleep(50);
}

/** PostgreSQL refuses to run as root: as root, it runs as the `postgres` user, created if missing. */
function postgresAccount(): TRunAs {
  const id = (flag: string) => Number.parseInt(execFileSync('id', [flag, OS_USER], { encoding: 'utf8' }), 10);
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    try {
      execFileSync('groupadd', ['--system', OS_USER], { stdio: 'ignore' });
    } catch {
      // The group may exist without the user.
    }
    execFileSync('useradd', ['--system', '-g', OS_USER, OS_USER], { stdio: 'ignore' });
    return { uid: id('-u'), gid: id('-g') };
  }
}

const accountOf = (runAs: TRunAs): TUnixAccount => ({ uid: runAs.uid, gids: [runAs.gid] });

/**
 * Where the cluster lives, as root: DATA_DIR/pg when `postgres` can reach it; otherwise a folder of its own in
 * `stateRoot`, with DATA_DIR/pg a link to it (a clone in /root, mode 0700 on most servers, where a root user on
 * a fresh server clones first). Data that is already behind a closed folder is not moved: that stops with
 * what to do. Answers the real path, which PostgreSQL is given, and a notice when the data is elsewhere.
 */
function placeClusterAsRoot(
  dataDir: string,
  runAs: TRunAs,
  stateRoot: string,
): { pgDir: string; notice?: string } {
  const link = path.join(dataDir, 'pg');
  const entry = lstatSync(link, { throwIfNoEntry: false });
  const account = accountOf(runAs);
  if (entry?.isSymbolicLink()) {
    const pgDir = realpathSync(link);
    const closed = findClosedFolder(pgDir, account);
    if (closed) throw new FolderAccessError(closedToPostgresMessage(pgDir, closed, OS_USER));
    return { pgDir, notice: `PostgreSQL embebido guarda sus datos en ${pgDir} (enlazados desde ${link}).` };
  }
  const closed = findClosedFolder(dataDir, account);
  if (closed === null) {
    if (!entry) mkdirSync(link, { mode: 0o700 });
    chownSync(link, runAs.uid, runAs.gid);
    chmodSync(link, 0o700);
    return { pgDir: link };
  }
  if (entry && readdirSync(link).length > 0) {
    throw new FolderAccessError(closedToPostgresMessage(link, closed, OS_USER));
  }
  if (entry) rmdirSync(link);
  makeOpenFolder(stateRoot);
  const home = path.join(stateRoot, `datos-${randomBytes(6).toString('hex')}`);
  mkdirSync(home, { mode: 0o755 });
  chmodSync(home, 0o755);
  writeFileSync(
    path.join(home, 'LEEME.txt'),
    `Datos de PostgreSQL del directorio de datos de Cuadre ${dataDir} (su carpeta pg es un enlace a ${home}/pg).\n`,
  );
  const pgDir = path.join(home, 'pg');
  mkdirSync(pgDir, { mode: 0o700 });
  chownSync(pgDir, runAs.uid, runAs.gid);
  chmodSync(pgDir, 0o700);
  symlinkSync(pgDir, link);
  const stillClosed = findClosedFolder(pgDir, account);
  if (stillClosed) throw new FolderAccessError(closedToPostgresMessage(pgDir, stillClosed, OS_USER));
  return {
    pgDir,
    notice:
      `El usuario ${OS_USER} no puede entrar en ${closed.folder}: PostgreSQL embebido guarda sus datos en ` +
      `${pgDir} (enlazados desde ${link}).`,
  };
}

export async function startEmbeddedDatabase(options: TEmbeddedOptions): Promise<TEmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const notice = options.onNotice ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const stateRoot = options.stateRoot ?? DEFAULT_STATE_ROOT;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot && process.getuid) {
    const us = { uid: process.getuid(), gids: [process.getgid!(), ...(process.getgroups?.() ?? [])] };
    const closed = findClosedFolder(dataDir, us, { mustWrite: true });
    if (closed) throw new FolderAccessError(closedToUsMessage(dataDir, closed));
  }
  mkdirSync(dataDir, { recursive: true });
  const lock = claimDataDir(dataDir);
  try {
    await stopOrphanPostmaster(path.join(dataDir, 'pg'), notice);
    const password = readOrCreateSecret(path.join(dataDir, 'pg-password'));
    const appPassword = readOrCreateSecret(path.join(dataDir, 'pg-app-password'));

    const runAs = isRoot ? postgresAccount() : undefined;
    let binaries = packagedBinaries();
    let pgDir = path.join(dataDir, 'pg');
    if (runAs) {
      const reachable = reachableBinaries(binaries, accountOf(runAs), stateRoot);
      binaries = reachable.binaries;
      if (reachable.closedFolder) {
        notice(
          `El usuario ${OS_USER} no puede entrar en ${reachable.closedFolder}: PostgreSQL embebido corre desde ` +
            `una copia de sus programas en ${binaries.root}.`,
        );
      }
      const placed = placeClusterAsRoot(dataDir, runAs, stateRoot);
      pgDir = placed.pgDir;
      if (placed.notice) notice(placed.notice);
    } else {
      mkdirSync(pgDir, { recursive: true, mode: 0o700 });
      pgDir = realpathSync(pgDir);
    }

    const spec: TClusterSpec = { binaries, pgDir, log, ...(runAs ? { runAs } : {}) };
    if (!existsSync(path.join(pgDir, 'PG_VERSION'))) await initCluster(spec, DB_USER, password);

    const port = await findFreePort();
    const flags = [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(options.ephemeral
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ];
    let postmaster: TPostmaster = await launchPostmaster(spec, port, flags).catch((error: unknown) => {
      throw new Error(`No se pudo iniciar PostgreSQL embebido en ${pgDir}: ${String(error)}`);
    });

    const adminUrl = `postgres://${DB_USER}:${password}@127.0.0.1:${port}/postgres`;
    const url = await ensureAppDatabase(adminUrl, options.databaseName ?? 'cuadre', appPassword).catch(
      async (error: unknown) => {
        await postmaster.stop();
        throw error;
      },
    );

    let stopping = false;
    let restarting: Promise<void> = Promise.resolve();

    /**
     * A postmaster that dies without being stopped (kill -9, out of memory) is started again, a few times, on
     * the same port: the pool's next connections reach it, and PostgreSQL recovers from its WAL. Meanwhile the
     * database is unreachable and requests answer 503.
     */
    async function restart(dead: TPostmaster): Promise<void> {
      notice(`PostgreSQL embebido (proceso ${dead.pid}) se detuvo inesperadamente; reiniciándolo…`);
      let lastError: unknown;
      for (const [attempt, delayMs] of RESTART_DELAYS_MS.entries()) {
        await sleep(delayMs);
        if (stopping) return;
        try {
          const next = await launchPostmaster(spec, port, flags);
          postmaster = next;
          watch(next);
          if (stopping) return await next.stop();
          notice(`PostgreSQL embebido reiniciado (proceso ${next.pid}, intento ${attempt + 1}).`);
          return;
        } catch (error) {
          lastError = error;
          log(String(error));
        }
      }
      const message =
        `No se pudo reiniciar PostgreSQL embebido tras ${RESTART_DELAYS_MS.length} intentos; Cuadre se cierra. ` +
        `Revisa ${pgDir} (último error: ${String(lastError).split('\n').slice(-3).join(' ')}).`;
      (options.onGiveUp ?? notice)(message);
    }

    function watch(current: TPostmaster): void {
      void current.exited.then(() => {
        if (stopping || postmaster !== current) return;
        restarting = restart(current);
      });
    }
    watch(postmaster);

    return {
      url,
      adminUrl,
      stop: async () => {
        if (stopping) return;
        stopping = true;
        await restarting;
        await postmaster.stop();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
