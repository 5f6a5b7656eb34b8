import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import type { TDocumentShop } from './till-report.document';

/** The shop a document is headed with: its business name (else the seller's name) and its time zone. */
export async function findDocumentShop(db: TDbOrTx, userId: string): Promise<TDocumentShop> {
  const [row] = await db
    .select({ businessName: users.businessName, name: users.name, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error('signed-in account vanished');
  return { name: row.businessName?.trim() || row.name, timeZone: row.timeZone };
}
