import { describe, expect, it } from 'vitest';
import {
  closedToPostgresMessage,
  closedToUsMessage,
  findClosedFolder,
  type TFolderStat,
} from './folder-access';

const ROOT = 0;
const POSTGRES = { uid: 101, gids: [104] };
const SELLER = { uid: 1000, gids: [1000] };

/** A made-up tree: / and /home open, /root private to root, /home/ana private to uid 1000. */
const TREE: Record<string, TFolderStat> = {
  '/': { uid: ROOT, gid: 0, mode: 0o40755 },
  '/root': { uid: ROOT, gid: 0, mode: 0o40700 },
  '/root/cuadre': { uid: ROOT, gid: 0, mode: 0o40755 },
  '/root/cuadre/data': { uid: ROOT, gid: 0, mode: 0o40755 },
  '/home': { uid: ROOT, gid: 0, mode: 0o40755 },
  '/home/ana': { uid: 1000, gid: 1000, mode: 0o40700 },
  '/srv': { uid: ROOT, gid: 104, mode: 0o40750 },
  '/srv/cuadre': { uid: ROOT, gid: 0, mode: 0o40755 },
};
const stat = (folder: string) => TREE[folder] ?? null;

describe('findClosedFolder', () => {
  it('names the private folder that the postgres user cannot enter (a clone in /root)', () => {
    expect(findClosedFolder('/root/cuadre/data', POSTGRES, { stat })).toEqual({
      folder: '/root',
      cannot: 'enter',
      mode: 0o700,
    });
  });

  it('lets through by the group bits, and lets root through everything', () => {
    expect(findClosedFolder('/srv/cuadre', POSTGRES, { stat })).toBeNull();
    expect(findClosedFolder('/srv/cuadre', SELLER, { stat })).toMatchObject({ folder: '/srv' });
    expect(findClosedFolder('/root/cuadre/data', { uid: 0, gids: [0] }, { stat })).toBeNull();
  });

  it('checks that the folders still to be made can be made, and with mustWrite that the target takes files', () => {
    expect(findClosedFolder('/home/ana/cuadre/data', SELLER, { stat, mustWrite: true })).toBeNull();
    expect(findClosedFolder('/home/nuevo/data', SELLER, { stat })).toEqual({
      folder: '/home',
      cannot: 'create',
      mode: 0o755,
    });
    expect(findClosedFolder('/srv/cuadre', { uid: 5, gids: [104] }, { stat, mustWrite: true })).toEqual({
      folder: '/srv/cuadre',
      cannot: 'create',
      mode: 0o755,
    });
    expect(findClosedFolder('/home/ana/cuadre', POSTGRES, { stat })).toMatchObject({
      folder: '/home/ana',
      cannot: 'enter',
    });
  });

  it('walks a link’s target too, as the kernel does', () => {
    const tree: Record<string, TFolderStat> = { ...TREE, '/srv/cuadre/pg': TREE['/root/cuadre/data']! };
    const realpath = (folder: string) => (folder === '/srv/cuadre/pg' ? '/root/cuadre/data' : folder);
    const stat = (folder: string) => tree[folder] ?? null;
    expect(findClosedFolder('/srv/cuadre/pg', POSTGRES, { stat, realpath })).toMatchObject({
      folder: '/root',
    });
    expect(findClosedFolder('/srv/cuadre', POSTGRES, { stat, realpath })).toBeNull();
  });

  it('says in Spanish which folder is in the way and what to do', () => {
    const closed = findClosedFolder('/root/cuadre/data', SELLER, { stat, mustWrite: true })!;
    expect(closedToUsMessage('/root/cuadre/data', closed)).toBe(
      'Cuadre no puede usar el directorio de datos /root/cuadre/data: este usuario no puede entrar en la ' +
        'carpeta /root (permisos 700). Solución: usa un DATA_DIR en una carpeta tuya (por ejemplo ' +
        'DATA_DIR=$HOME/cuadre-datos), o da permiso sobre /root a este usuario (chown o chmod).',
    );
    expect(closedToPostgresMessage('/root/cuadre/data/pg', closed, 'postgres')).toContain(
      'no puede entrar en la carpeta /root (permisos 700), y sus datos ya están en /root/cuadre/data/pg. ' +
        'Solución: deja pasar a postgres con «chmod o+x /root»',
    );
  });
});
