import type { TExportFormat, TExportKind } from '@cuadre/shared/exports/constants';
import { exportFileName } from '@cuadre/shared/exports/export-files';
import type { TExportQuery } from '@cuadre/shared/exports/schemas';
import type { TAuthUser } from '../../lib/auth/guards';
import { tableFile, type TExportFile } from './export-file';
import type { TExportSessions } from './export-sessions';
import { EXPORT_SOURCES, tableOf } from './export-sources';
import { sellerCsvFormat } from './seller-csv-format';

/** GET /exports/{kind}.{csv|xlsx}?from=&to=: the seller's rows of one kind, within the days asked for. */
export function exportKind(
  sessions: TExportSessions,
  seller: TAuthUser,
  kind: TExportKind,
  format: TExportFormat,
  query: TExportQuery,
): Promise<TExportFile> {
  const scope = { sellerId: seller.shopId, timeZone: seller.timeZone, from: query.from, to: query.to };
  return sessions.run(async (snapshot) =>
    tableFile(
      tableOf(EXPORT_SOURCES[kind], snapshot, scope),
      format,
      exportFileName(kind, format, query),
      await sellerCsvFormat(snapshot, seller.shopId),
    ),
  );
}
