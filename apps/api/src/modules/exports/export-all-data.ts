import { EXPORT_CONTENT_TYPES, EXPORT_KINDS } from '@cuadre/shared/exports/constants';
import { todayInZone } from '@cuadre/shared/common/dates';
import { allDataEntryName, allDataFileName } from '@cuadre/shared/exports/export-files';
import type { TAuthUser } from '../../lib/auth/guards';
import type { TExportFile } from './export-file';
import type { TExportSessions } from './export-sessions';
import { EXPORT_SOURCES, tableOf } from './export-sources';
import { primed } from './primed-pages';
import { sellerCsvFormat } from './seller-csv-format';
import { csvText } from './write-csv';
import { zipStream, type TZipEntry } from './write-zip';

/**
 * GET /exports/all.zip — "Descargar todos mis datos": a CSV of every kind, all dates, in one ZIP, all read on one
 * snapshot (the files agree with each other). Each file is read when the ZIP reaches it; the first page of the
 * first is read before anything is sent, so a database that does not answer stays a 503.
 */
export function exportAllData(sessions: TExportSessions, seller: TAuthUser, now: Date): Promise<TExportFile> {
  const scope = { sellerId: seller.shopId, timeZone: seller.timeZone };
  return sessions.run(async (snapshot) => {
    const [first, ...others] = EXPORT_KINDS.map((kind) => ({ kind, source: EXPORT_SOURCES[kind] }));
    if (!first) throw new Error('no export kinds');
    const csvFormat = await sellerCsvFormat(snapshot, seller.shopId);
    const firstTable = tableOf(first.source, snapshot, scope);
    const firstPages = await primed(firstTable.pages);
    const entries: TZipEntry[] = [
      {
        name: allDataEntryName(first.kind),
        chunks: () => csvText({ ...firstTable, pages: firstPages }, csvFormat),
      },
      ...others.map(({ kind, source }) => ({
        name: allDataEntryName(kind),
        // Opened only when the ZIP reaches it: one cursor at a time on the snapshot's connection.
        chunks: () => csvText(tableOf(source, snapshot, scope), csvFormat),
      })),
    ];
    return {
      body: zipStream(entries, now),
      fileName: allDataFileName(todayInZone(seller.timeZone, now)),
      contentType: EXPORT_CONTENT_TYPES.zip,
    };
  });
}
