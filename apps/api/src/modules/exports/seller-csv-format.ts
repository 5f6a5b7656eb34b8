import { sql } from 'drizzle-orm';
import { csvFormatOf, type TCsvFormat } from '@cuadre/shared/exports/csv-format';
import type { TExportSnapshot } from './export-snapshot';

/**
 * The CSV format of the seller's country (csv-format.ts): `;` and a decimal comma in Venezuela, `,` and a decimal
 * point in Mexico. Read on the download's own snapshot, so that it takes no other connection.
 */
export async function sellerCsvFormat(snapshot: TExportSnapshot, sellerId: string): Promise<TCsvFormat> {
  for await (const [row] of snapshot.pages(
    sql`SELECT ARRAY[u.country_code] AS cells FROM users AS u WHERE u.id = ${sellerId}`,
  )) {
    return csvFormatOf(row?.[0]);
  }
  return csvFormatOf(null);
}
