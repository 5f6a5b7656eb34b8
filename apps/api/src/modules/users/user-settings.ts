import type { TUserSettings, TUserSettingsRequest } from '@cuadre/shared/users/schemas';
import type { TAppContext } from '../../app-context';
import type { TAuthUser } from '../../lib/auth/guards';
import { updateShopSettings } from '../shop/shop-settings';

/** PUT /users/settings (design §17): the spec's settings of the shop the seller acts in (shop-settings.ts). */
export async function updateUserSettings(
  ctx: Pick<TAppContext, 'db' | 'accounts'>,
  seller: TAuthUser,
  request: TUserSettingsRequest,
): Promise<TUserSettings> {
  const { igtfEnabled, igtfRate, businessName, taxId, address, phone, receiptFooter } =
    await updateShopSettings(ctx, seller, request);
  return { igtfEnabled, igtfRate, businessName, taxId, address, phone, receiptFooter };
}
