import { finished } from 'node:stream';
import type pg from 'pg';
import type { TExportFile } from './export-file';
import { createExportSlots, type TExportSlots } from './export-slots';
import { openSnapshot, type TExportSnapshot } from './export-snapshot';

export interface TExportSessions {
  /**
   * Builds a file on a snapshot of its own, in a slot of its own; both are given back when the file's last byte
   * has gone, or when the download fails or is abandoned.
   */
  run: (build: (snapshot: TExportSnapshot) => Promise<TExportFile>) => Promise<TExportFile>;
}

export function createExportSessions(
  pool: pg.Pool,
  slots: TExportSlots = createExportSlots(),
): TExportSessions {
  return {
    run: async (build) => {
      const giveBack = await slots.take();
      let snapshot: TExportSnapshot | null = null;
      const end = () => {
        const closing = snapshot?.close() ?? Promise.resolve();
        void closing.finally(giveBack);
      };
      try {
        snapshot = await openSnapshot(pool);
        const file = await build(snapshot);
        finished(file.body, end);
        return file;
      } catch (error) {
        end();
        throw error;
      }
    },
  };
}
