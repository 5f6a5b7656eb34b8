import { eq } from 'drizzle-orm';
import { isVenezuela } from '@cuadre/shared/money/constants';
import { normalizeRif } from '@cuadre/shared/common/tax-id';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TUserSettings, TUserSettingsRequest } from '@cuadre/shared/users/schemas';
import type { TAppContext } from '../../app-context';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';

const SETTINGS = {
  igtfEnabled: users.igtfEnabled,
  igtfRate: users.igtfRate,
  businessName: users.businessName,
  taxId: users.taxId,
  address: users.address,
  phone: users.phone,
  receiptFooter: users.receiptFooter,
};

/**
 * PUT /users/settings (design §17): only the fields sent change; an empty shop field is cleared. A Venezuelan
 * seller's tax id is a RIF, stored as J-12345678-9 (design §12); elsewhere it is free text. The users table
 * announces an IGTF change to every process (migration 0019's trigger), and this one forgets the account at once,
 * so the next sale charges what was set.
 */
export async function updateUserSettings(
  ctx: Pick<TAppContext, 'db' | 'accounts'>,
  seller: { id: string; currency: string | null },
  request: TUserSettingsRequest,
): Promise<TUserSettings> {
  const changes = Object.fromEntries(
    Object.entries({
      igtfEnabled: request.igtfEnabled,
      igtfRate: request.igtfRate,
      businessName: request.businessName,
      taxId: request.taxId && isVenezuela(seller) ? venezuelanRif(request.taxId) : request.taxId,
      address: request.address,
      phone: request.phone,
      receiptFooter: request.receiptFooter,
    }).filter(([, value]) => value !== undefined),
  );
  const [row] =
    Object.keys(changes).length === 0
      ? await ctx.db.select(SETTINGS).from(users).where(eq(users.id, seller.id))
      : await ctx.db
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(users.id, seller.id))
          .returning(SETTINGS);
  if (!row) throw new Error('signed-in account vanished');
  ctx.accounts.forget(seller.id);
  return row;
}

function venezuelanRif(text: string): string {
  const rif = normalizeRif(text);
  if (!rif) throw new AppError(400, 'VALIDATION_ERROR', VALIDATION.rifFormat, [VALIDATION.rifFormat]);
  return rif;
}
