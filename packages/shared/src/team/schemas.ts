import { z } from 'zod';
import { VALIDATION } from '../common/messages';
import { shopText, ZUserSettings, ZUserSettingsRequest } from '../users/schemas';
import { SHOP_ROLES } from './constants';

/**
 * PUT /shop (design §18): the business's settings, with the rules of PUT /users/settings; only the fields sent
 * change. The country is one of the server's list, by name or code: its currency and time zone come with it.
 */
export const ZShopUpdateRequest = ZUserSettingsRequest.extend({
  city: shopText(100),
  country: z
    .string({ error: VALIDATION.countryRequired })
    .trim()
    .min(1, VALIDATION.countryRequired)
    .max(100, VALIDATION.countryRequired)
    .optional(),
});
export type TShopUpdateRequest = z.infer<typeof ZShopUpdateRequest>;
export type TShopUpdateRequestInput = z.input<typeof ZShopUpdateRequest>;

/** GET and PUT /shop → data: the shop the session acts in, and the caller's membership of it. */
export const ZShop = ZUserSettings.extend({
  id: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  countryCode: z.string().nullable(),
  currency: z.string().nullable(),
  currencyName: z.string().nullable(),
  currencySymbol: z.string().nullable(),
  timeZone: z.string(),
  memberId: z.string(),
  role: z.enum(SHOP_ROLES),
});
export type TShop = z.infer<typeof ZShop>;
