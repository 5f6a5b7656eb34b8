import type { TExportFormat } from '@cuadre/shared/exports/constants';
import { receivablesFileName } from '@cuadre/shared/exports/export-files';
import type { TAuthUser } from '../../lib/auth/guards';
import { tableFile, type TExportFile } from './export-file';
import type { TExportSessions } from './export-sessions';
import { receivablesTable } from './receivables-table';
import { sellerCsvFormat } from './seller-csv-format';

/** GET /reports/receivables.{csv|xlsx}?asOf: every client who owes on that day, at `rate` for their bolívares. */
export function exportReceivables(
  sessions: TExportSessions,
  seller: Pick<TAuthUser, 'shopId'>,
  format: TExportFormat,
  scope: { asOf: string; rate: number | null },
): Promise<TExportFile> {
  return sessions.run(async (snapshot) =>
    tableFile(
      receivablesTable(snapshot, { shopId: seller.shopId, ...scope }),
      format,
      receivablesFileName(scope.asOf, format),
      await sellerCsvFormat(snapshot, seller.shopId),
    ),
  );
}
