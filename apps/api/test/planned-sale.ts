import { sql } from 'drizzle-orm';
import { ZSaleCreateRequest } from '@cuadre/shared/sales/schemas';
import type { TDbOrTx } from '../src/db/client';
import { planSale, productsWanted, type TSalePlan } from '../src/modules/sales/sale-rules';
import { readSellerProducts } from '../src/modules/sales/sales.repository';
import { shopIdOf } from '../src/lib/auth/shop-scope';

/**
 * A PAID sale of these lines, priced from the products as the database has them now, as a till's sale is
 * planned before the sales statement writes it (create-sale.ts); with a key, it claims it.
 */
export async function plannedSale(
  db: TDbOrTx,
  shopId: string,
  items: { productId: string; quantity: number; price: number }[],
  key: string | null = null,
): Promise<TSalePlan> {
  const request = ZSaleCreateRequest.parse({ items, status: 'PAID' });
  const wanted = productsWanted(request);
  const products = await readSellerProducts(db, shopIdOf(shopId), [...wanted.keys()]);
  // Sold by the owner, whose member id is the shop's (decision record 029).
  const owner = await db.execute<{ name: string }>(
    sql`SELECT trim(name || ' ' || coalesce(lastname, '')) AS name FROM users WHERE id = ${shopId}`,
  );
  return planSale({
    shopId,
    memberId: shopId,
    memberName: owner.rows[0]?.name ?? '',
    request,
    wanted,
    products,
    client: null,
    claim: key === null ? null : { route: 'POST /sales', key, requestHash: `hash ${key}` },
  });
}
