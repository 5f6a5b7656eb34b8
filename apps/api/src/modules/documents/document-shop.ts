import { eq } from 'drizzle-orm';
import type { TDocumentShop } from '@cuadre/shared/documents/document-shop';
import { shopNameOf } from '@cuadre/shared/domain/shop-name';
import type { TDbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';

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
