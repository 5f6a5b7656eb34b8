import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Otra instancia de Cuadre (proceso ${pid}) ya está usando el directorio de datos ${path.resolve(dataDir)}. ` +
        'Deténla antes de iniciar otra, o usa otro DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !hasExited(pid);
}

const HAS_PROC = existsSync('/proc/self/stat');

/**
 * Whether a process that still answers signal 0 has in fact exited and waits to be reaped (state Z). A PostgreSQL
 * left behind by a killed API belongs to the system's first process once it stops, which may reap it late, or
 * never when that process is a container's own: waiting for it to vanish would wait that long. Without /proc
 * (macOS), signal 0 is all there is.
 */
function hasExited(pid: number): boolean {
  if (!HAS_PROC) return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state …": the command may hold spaces and parentheses, the state follows the last ')'.
    return stat.charAt(stat.lastIndexOf(')') + 2) === 'Z';
  } catch {
    // Gone between the signal and the read.
    return true;
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The live process, other than this one, that holds the data directory (a running Cuadre); null if none. */
export function dataDirHolder(dataDir: string): number | null {
  const holder = readPid(path.join(dataDir, 'cuadre.pid'));
  return holder !== null && holder !== process.pid && isProcessAlive(holder) ? holder : null;
}

/**
 * Claims the data directory for this process. A lock left by a crashed process (its pid is gone)
 * is taken over; a live one is refused with a message that says what to do.
 */
export function claimDataDir(dataDir: string): { release: () => void } {
  const lockFile = path.join(dataDir, 'cuadre.pid');
  const holder = dataDirHolder(dataDir);
  if (holder !== null) throw new DataDirInUseError(dataDir, holder);
  writeFileSync(lockFile, `${process.pid}\n`);
  return {
    release: () => {
      if (readPid(lockFile) === process.pid) rmSync(lockFile, { force: true });
    },
  };
}

/** The pid of a PostgreSQL server still running on this directory (left behind by a killed API). */
export function runningPostmasterPid(pgDir: string): number | null {
  const pid = readPid(path.join(pgDir, 'postmaster.pid'));
  return pid !== null && isProcessAlive(pid) ? pid : null;
}
