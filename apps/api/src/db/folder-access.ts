import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/** A Unix account as the kernel checks it: its uid and the groups it runs with. */
export interface TUnixAccount {
  uid: number;
  gids: number[];
}

export interface TFolderStat {
  uid: number;
  gid: number;
  mode: number;
}

export interface TClosedFolder {
  folder: string;
  /** `enter`: no search (x) permission; `create`: cannot make the next folder inside it (no w). */
  cannot: 'enter' | 'create';
  mode: number;
}

function statOrNull(folder: string): TFolderStat | null {
  try {
    return statSync(folder);
  } catch {
    return null;
  }
}

/** The permission bits (r=4, w=2, x=1) that apply to `who` on a file with this owner, group and mode. */
function bitsFor(who: TUnixAccount, stat: TFolderStat): number {
  if (stat.uid === who.uid) return (stat.mode >> 6) & 7;
  if (who.gids.includes(stat.gid)) return (stat.mode >> 3) & 7;
  return stat.mode & 7;
}

/**
 * The first folder on the way to `target` that `who` cannot pass: one it cannot enter, or, where the rest of the
 * way does not exist yet, the last existing folder if it cannot create inside it (and `target` itself, with
 * `mustWrite`, if it cannot create inside it). Null when the way is open.
 * Only the mode bits are read (no ACLs): what PostgreSQL meets when it runs as `who`, since a process started
 * with a uid and gid from Node keeps no supplementary groups.
 */
export function findClosedFolder(
  target: string,
  who: TUnixAccount,
  options: {
    mustWrite?: boolean;
    stat?: (folder: string) => TFolderStat | null;
    realpath?: (folder: string) => string;
  } = {},
): TClosedFolder | null {
  if (who.uid === 0) return null;
  const closed = findClosedOnPath(path.resolve(target), who, options);
  if (closed) return closed;
  // Through a link, the kernel walks the link's folders and then its target's: both must be open.
  let real: string;
  try {
    real = (options.realpath ?? realpathSync)(target);
  } catch {
    return null;
  }
  return real === path.resolve(target) ? null : findClosedOnPath(real, who, options);
}

function findClosedOnPath(
  absolute: string,
  who: TUnixAccount,
  options: { mustWrite?: boolean; stat?: (folder: string) => TFolderStat | null },
): TClosedFolder | null {
  const stat = options.stat ?? statOrNull;
  const steps = absolute.split(path.sep).filter(Boolean);
  let folder = path.parse(absolute).root;
  for (let i = 0; i <= steps.length; i += 1) {
    const here = stat(folder);
    if (here === null) return null;
    const bits = bitsFor(who, here);
    if ((bits & 1) === 0) return { folder, cannot: 'enter', mode: here.mode & 0o7777 };
    const next = steps[i];
    if (next === undefined) {
      return options.mustWrite && (bits & 2) === 0
        ? { folder, cannot: 'create', mode: here.mode & 0o7777 }
        : null;
    }
    const nextFolder = path.join(folder, next);
    if (stat(nextFolder) === null && (bits & 2) === 0) {
      return { folder, cannot: 'create', mode: here.mode & 0o7777 };
    }
    folder = nextFolder;
  }
  return null;
}

const octal = (mode: number) => mode.toString(8).padStart(3, '0');

/**
 * Why the embedded PostgreSQL cannot start on these folders, said to the person at the terminal (printed without
 * a stack trace by server.ts).
 */
export class FolderAccessError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FolderAccessError';
  }
}

/** Not root: this process itself cannot reach or create DATA_DIR. */
export function closedToUsMessage(dataDir: string, closed: TClosedFolder): string {
  const what =
    closed.cannot === 'enter'
      ? `no puede entrar en la carpeta ${closed.folder} (permisos ${octal(closed.mode)})`
      : `no puede crear carpetas dentro de ${closed.folder} (permisos ${octal(closed.mode)})`;
  return (
    `Cuadre no puede usar el directorio de datos ${dataDir}: este usuario ${what}. ` +
    `Solución: usa un DATA_DIR en una carpeta tuya (por ejemplo DATA_DIR=$HOME/cuadre-datos), ` +
    `o da permiso sobre ${closed.folder} a este usuario (chown o chmod).`
  );
}

/** Root: PostgreSQL runs as `postgres`, which cannot reach data that already lives behind a closed folder. */
export function closedToPostgresMessage(pgDir: string, closed: TClosedFolder, user: string): string {
  return (
    `PostgreSQL embebido corre como el usuario ${user} del sistema, que no puede entrar en la carpeta ` +
    `${closed.folder} (permisos ${octal(closed.mode)}), y sus datos ya están en ${pgDir}. ` +
    `Solución: deja pasar a ${user} con «chmod o+x ${closed.folder}», o detén Cuadre, mueve el directorio de ` +
    `datos a una carpeta que ${user} pueda recorrer (por ejemplo /var/lib/cuadre) y apunta DATA_DIR allí.`
  );
}
