import { sql } from 'drizzle-orm';
import type { TShopRole } from '@cuadre/shared/team/constants';
import { seedUser, testTokens, type TSeededUser } from './seed';
import type { TTestContext } from './test-app';

/**
 * A person with an account of their own who is a member of `owner`'s shop in `role`, signed in to that shop. The
 * membership is written straight into the database, as the team screens of a later slice will write it.
 */
export async function seedMember(ctx: TTestContext, owner: TSeededUser, role: TShopRole) {
  const person = await seedUser(ctx);
  await ctx.db.execute(sql`
    INSERT INTO shop_members (id, shop_id, user_id, role) VALUES (gen_random_uuid(), ${owner.user.id}, ${person.user.id}, ${role})`);
  const token = testTokens.sign({ sub: person.user.id, role: 'USER', shop: owner.user.id });
  return { ...person, token, headers: { authorization: `Bearer ${token}` } };
}
