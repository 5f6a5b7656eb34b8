import { eq } from 'drizzle-orm';
import type { TDocumentShop } from '@cuadre/shared/documents/document-shop';
import { shopNameOf } from '@cuadre/shared/documents/shop-name';
import type { TDbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import type { TShopId } from '../../lib/auth/shop-scope';

export async function findDocumentShop(db: TDbOrTx, shopId: TShopId): Promise<TDocumentShop> {
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
    .where(eq(users.id, shopId));
  if (!row) throw new Error('signed-in account vanished');
  const { businessName, name, ...rest } = row;
  return { ...rest, name: shopNameOf({ businessName, name }) };
}
