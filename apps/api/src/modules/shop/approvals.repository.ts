import type { TDbOrTx } from '../../db/client';
import { approvals } from '../../db/schema/approvals';

export async function insertApproval(
  db: TDbOrTx,
  approval: Pick<
    typeof approvals.$inferInsert,
    'shopId' | 'action' | 'requestedBy' | 'approvedBy' | 'expiresAt'
  >,
): Promise<string> {
  const [row] = await db.insert(approvals).values(approval).returning({ id: approvals.id });
  if (!row) throw new Error('approval insert returned nothing');
  return row.id;
}
