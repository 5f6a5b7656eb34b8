import { eq } from 'drizzle-orm';
import { shopNameOf } from '@cuadre/shared/domain/shop-name';
import type { TDbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';

/** The shop a document is headed with (design §12): the seller's document data and time zone. */
export interface TDocumentShop {
  /** The business name, else the seller's name. */
  name: string;
  taxId: string | null;
  address: string | null;
  phone: string | null;
  receiptFooter: string | null;
  timeZone: string;
}

export async function findDocumentShop(db: TDbOrTx, userId: string): Promise<TDocumentShop> {
  const [row] = await db
    .select({
      businessName: users.businessName,
      name: users.name,
      taxId: users.taxId,
      address: users.address,
      phone: users.phone,
      receiptFooter: users.receiptFooter,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error('signed-in account vanished');
  const { businessName, name, ...rest } = row;
  return { ...rest, name: shopNameOf({ businessName, name }) };
}
