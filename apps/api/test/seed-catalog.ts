import { eq } from 'drizzle-orm';
import { clients, products } from '../src/db/schema/catalog';
import { openingMovementSql } from './stock-invariant';
import type { TTestContext } from './test-app';

let sequence = 0;

export async function seedProduct(
  ctx: TTestContext,
  shopId: string,
  fields: Partial<{ name: string; sku: string; price: number; cost: number; quantity: number }> = {},
) {
  sequence += 1;
  const [product] = await ctx.db
    .insert(products)
    .values({
      shopId,
      name: fields.name ?? `Producto ${sequence}`,
      sku: fields.sku ?? `SKU-${sequence}-${Date.now()}`,
      price: fields.price ?? 10,
      cost: fields.cost ?? 6,
      quantity: fields.quantity ?? 100,
    })
    .returning();
  if (!product) throw new Error('seed failed');
  await ctx.db.execute(openingMovementSql([product.id]));
  return product;
}

export async function seedClient(
  ctx: TTestContext,
  shopId: string,
  fields: Partial<{ name: string; email: string; phone: string }> = {},
) {
  sequence += 1;
  const [client] = await ctx.db
    .insert(clients)
    .values({
      shopId,
      name: fields.name ?? `Cliente ${sequence}`,
      email: fields.email ?? null,
      phone: fields.phone ?? null,
    })
    .returning();
  if (!client) throw new Error('seed failed');
  return client;
}

/** The product's stock now (-1 when there is no such product). */
export async function stockOf(ctx: TTestContext, productId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.id, productId));
  return row?.quantity ?? -1;
}
