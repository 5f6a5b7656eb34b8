import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { clients } from '../../db/schema/catalog';
import { statementLinks } from '../../db/schema/credit';
import { shops } from '../../db/schema/shops';
import { users } from '../../db/schema/users';
import type { TShopId } from '../../lib/auth/shop-scope';
import { newPublicLinkToken } from '../../lib/public-link-token';

async function findActiveToken(db: TDbOrTx, shopId: TShopId, clientId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: statementLinks.token })
    .from(statementLinks)
    .where(
      and(
        eq(statementLinks.clientId, clientId),
        eq(statementLinks.shopId, shopId),
        isNull(statementLinks.revokedAt),
      ),
    );
  return row?.token ?? null;
}

/**
 * The client's active statement link, made when they have none; null when the shop has no such live client. Two
 * taps at once hand out one link: the second insert meets the one-active-link index, and reads the winner's.
 */
export async function shareStatement(db: TDbOrTx, shopId: TShopId, clientId: string): Promise<string | null> {
  const existing = await findActiveToken(db, shopId, clientId);
  if (existing) return existing;
  const inserted = await db.execute<{ token: string }>(sql`
    INSERT INTO statement_links (id, shop_id, client_id, token)
    SELECT gen_random_uuid(), shop_id, id, ${newPublicLinkToken()}
      FROM clients WHERE id = ${clientId} AND shop_id = ${shopId} AND deleted_at IS NULL
    ON CONFLICT (client_id) WHERE revoked_at IS NULL DO NOTHING
    RETURNING token`);
  return inserted.rows[0]?.token ?? findActiveToken(db, shopId, clientId);
}

/** Stops the client's active link; false when the shop has no such client. */
export async function revokeStatementLink(db: TDbOrTx, shopId: TShopId, clientId: string): Promise<boolean> {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.shopId, shopId)));
  if (!client) return false;
  await db
    .update(statementLinks)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(statementLinks.clientId, clientId),
        eq(statementLinks.shopId, shopId),
        isNull(statementLinks.revokedAt),
      ),
    );
  return true;
}

/**
 * The client an active token opens, with its shop. As a receipt's link, it opens nothing while the shop's owner
 * is suspended, nor once the client is deleted.
 */
export async function findLinkedClient(
  db: TDbOrTx,
  token: string,
): Promise<{ shopId: string; clientId: string; currency: string | null } | null> {
  const [row] = await db
    .select({ shopId: statementLinks.shopId, clientId: statementLinks.clientId, currency: shops.currency })
    .from(statementLinks)
    .innerJoin(users, eq(users.id, statementLinks.shopId))
    .innerJoin(shops, eq(shops.id, statementLinks.shopId))
    .innerJoin(clients, eq(clients.id, statementLinks.clientId))
    .where(
      and(
        eq(statementLinks.token, token),
        isNull(statementLinks.revokedAt),
        isNull(users.suspendedAt),
        isNull(clients.deletedAt),
      ),
    );
  return row ?? null;
}
