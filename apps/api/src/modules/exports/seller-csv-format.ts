import { sql } from 'drizzle-orm';
import { csvFormatOf, type TCsvFormat } from '@cuadre/shared/exports/csv-format';
import type { TExportSnapshot } from './export-snapshot';
import type { TShopId } from '../../lib/auth/shop-scope';

/**
 * The CSV format of the seller's country (csv-format.ts): `;` and a decimal comma in Venezuela, `,` and a decimal
 * point in Mexico. Read on the download's own snapshot, so that it takes no other connection.
 */
export async function sellerCsvFormat(snapshot: TExportSnapshot, shopId: TShopId): Promise<TCsvFormat> {
  for await (const [row] of snapshot.pages(
    sql`SELECT ARRAY[u.country_code] AS cells FROM shops AS u WHERE u.id = ${shopId}`,
  )) {
    return csvFormatOf(row?.[0]);
  }
  return csvFormatOf(null);
}
