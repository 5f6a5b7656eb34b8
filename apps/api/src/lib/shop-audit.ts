import type { TAuditDetails, TAuditKind } from '@cuadre/shared/team/audit';
import type { TDbOrTx } from '../db/client';
import { shopAudit } from '../db/schema/audit';
import type { TActor } from './auth/shop-scope';

/**
 * Adds an entry to the shop's record (decision record 029), in the caller's transaction when there is one, so that
 * the change and its record stand or fall together. Every module that makes a recorded change writes through it.
 */
export async function recordAudit<K extends TAuditKind>(
  db: TDbOrTx,
  actor: TActor,
  kind: K,
  details: TAuditDetails[K],
): Promise<void> {
  await db.insert(shopAudit).values({ shopId: actor.shopId, memberId: actor.memberId, kind, details });
}
