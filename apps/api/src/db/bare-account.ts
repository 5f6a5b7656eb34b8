import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from './client';
import { users } from './schema/users';

const BARE_ACCOUNT = {
  id: users.id,
  name: users.name,
  role: users.role,
  status: users.status,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
  suspendedAt: users.suspendedAt,
};
export type TBareAccount = { [K in keyof typeof BARE_ACCOUNT]: (typeof users.$inferSelect)[K] };

/**
 * An account whatever the shops it works in: an invitation reaches an address that may have an account already,
 * and the sign-in tells a member removed from every shop why they cannot enter.
 */
export async function findBareAccountByEmail(db: TDbOrTx, email: string): Promise<TBareAccount | undefined> {
  const [account] = await db
    .select(BARE_ACCOUNT)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return account;
}

export async function findBareAccount(db: TDbOrTx, id: string): Promise<TBareAccount | undefined> {
  const [account] = await db.select(BARE_ACCOUNT).from(users).where(eq(users.id, id)).limit(1);
  return account;
}
