import { eq } from 'drizzle-orm';
import type { TUserSettings, TUserSettingsRequest } from '@cuadre/shared/schemas/users';
import type { TAppContext } from '../../app-context';
import { users } from '../../db/schema/users';

const SETTINGS = { igtfEnabled: users.igtfEnabled, igtfRate: users.igtfRate };

/**
 * PUT /users/settings (design §17): only the fields sent change. The users table announces the change to every
 * process (migration 0019's trigger), and this one forgets the account at once, so the next sale charges what
 * was set.
 */
export async function updateUserSettings(
  ctx: Pick<TAppContext, 'db' | 'accounts'>,
  userId: string,
  request: TUserSettingsRequest,
): Promise<TUserSettings> {
  const changes = {
    ...(request.igtfEnabled === undefined ? {} : { igtfEnabled: request.igtfEnabled }),
    ...(request.igtfRate === undefined ? {} : { igtfRate: request.igtfRate }),
  };
  const [row] =
    Object.keys(changes).length === 0
      ? await ctx.db.select(SETTINGS).from(users).where(eq(users.id, userId))
      : await ctx.db
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning(SETTINGS);
  if (!row) throw new Error('signed-in account vanished');
  ctx.accounts.forget(userId);
  return row;
}
