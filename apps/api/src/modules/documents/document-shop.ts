import { eq } from 'drizzle-orm';
import type { TDocumentShop } from '@cuadre/shared/documents/document-shop';
import { shopNameOf } from '@cuadre/shared/documents/shop-name';
import type { TDbOrTx } from '../../db/client';
import { shops } from '../../db/schema/shops';
import { users } from '../../db/schema/users';
import type { TShopId } from '../../lib/auth/shop-scope';

export async function findDocumentShop(db: TDbOrTx, shopId: TShopId): Promise<TDocumentShop> {
  const [row] = await db
    .select({
      businessName: shops.businessName,
      name: users.name,
      taxId: shops.taxId,
      address: shops.address,
      phone: shops.phone,
      receiptFooter: shops.receiptFooter,
      timeZone: shops.timeZone,
      referenceCurrency: shops.referenceCurrency,
    })
    .from(shops)
    // A shop without a business name goes by its owner's, whose account shares its id.
    .innerJoin(users, eq(users.id, shops.id))
    .where(eq(shops.id, shopId));
  if (!row) throw new Error('signed-in shop vanished');
  const { businessName, name, ...rest } = row;
  return { ...rest, name: shopNameOf({ businessName, name }) };
}
