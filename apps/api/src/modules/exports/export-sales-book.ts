import type { TExportFormat } from '@cuadre/shared/exports/constants';
import { todayInZone } from '@cuadre/shared/common/dates';
import { salesBookFileName } from '@cuadre/shared/exports/export-files';
import type { TSalesBookQuery } from '@cuadre/shared/exports/schemas';
import type { TAuthUser } from '../../lib/auth/guards';
import { tableFile, type TExportFile } from './export-file';
import type { TExportSessions } from './export-sessions';
import { monthScope, salesBookTable } from './sales-book';
import { sellerCsvFormat } from './seller-csv-format';
import { salesBookPdf } from './sales-book-pdf';
import { findDocumentShop } from '../documents/document-shop';
import type { TDb } from '../../db/client';

/** The month asked ('YYYY-MM'), else the current one in the seller's zone, and its scope. */
function bookMonth(seller: TAuthUser, query: TSalesBookQuery, now: Date) {
  const month = query.month ?? todayInZone(seller.timeZone, now).slice(0, 7);
  return { month, scope: monthScope(seller.shopId, seller.timeZone, month) };
}

/** GET /exports/sales-book.pdf?month=YYYY-MM: the month's book as a document; without a month, the current one. */
export function exportSalesBookPdf(
  sessions: TExportSessions,
  db: TDb,
  seller: TAuthUser,
  query: TSalesBookQuery,
  now: Date,
): Promise<TExportFile> {
  const { month, scope } = bookMonth(seller, query, now);
  return sessions.run(async (snapshot) =>
    salesBookPdf(snapshot, scope, month, await findDocumentShop(db, seller.shopId)),
  );
}

/** GET /exports/sales-book.{csv|xlsx}?month=YYYY-MM: the month's book; without a month, the current one. */
export function exportSalesBook(
  sessions: TExportSessions,
  seller: TAuthUser,
  format: TExportFormat,
  query: TSalesBookQuery,
  now: Date,
): Promise<TExportFile> {
  const { month, scope } = bookMonth(seller, query, now);
  return sessions.run(async (snapshot) =>
    tableFile(
      salesBookTable(snapshot, scope),
      format,
      salesBookFileName(month, format),
      await sellerCsvFormat(snapshot, seller.shopId),
    ),
  );
}
