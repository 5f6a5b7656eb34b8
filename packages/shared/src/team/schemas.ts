import { z } from 'zod';
import { VALIDATION } from '../common/messages';
import { shopText, ZUserSettings, ZUserSettingsRequest } from '../users/schemas';
import { MEMBER_STATUSES, SHOP_ROLES } from './constants';
import { hasNoControlCharacters, ZTimestamp } from '../common/schemas';

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

/** The roles an owner gives: a shop has one owner, who is never added. */
export const GIVEN_ROLES = ['MANAGER', 'CASHIER', 'ACCOUNTANT'] as const;

/** A PIN: 4 to 6 digits, typed on the shop's devices (hashed as passwords are). */
export const ZMemberPin = z
  .string({ error: VALIDATION.memberPinFormat })
  .regex(/^[0-9]{4,6}$/, VALIDATION.memberPinFormat);

/**
 * POST /shop/members: a member who works on the shop's devices with a PIN. Strict, so that a field of a later
 * kind of member (an e-mail to invite) is refused rather than silently dropped.
 */
export const ZMemberCreateRequest = z.strictObject(
  {
    name: z
      .string({ error: VALIDATION.memberNameRequired })
      .trim()
      .min(2, VALIDATION.memberNameRequired)
      .max(100, VALIDATION.memberNameRequired)
      .refine(hasNoControlCharacters, VALIDATION.noControlCharacters),
    role: z.enum(GIVEN_ROLES, { error: VALIDATION.memberRoleRequired }),
    pin: ZMemberPin,
  },
  { error: VALIDATION.memberUnknownField },
);
export type TMemberCreateRequest = z.infer<typeof ZMemberCreateRequest>;

/** PATCH /shop/members/{id}: a new role, or suspended and back. */
export const ZMemberUpdateRequest = z.strictObject(
  {
    role: z.enum(GIVEN_ROLES, { error: VALIDATION.memberRoleRequired }).optional(),
    status: z.enum(['ACTIVE', 'SUSPENDED'], { error: VALIDATION.memberStatusInvalid }).optional(),
  },
  { error: VALIDATION.memberUnknownField },
);
export type TMemberUpdateRequest = z.infer<typeof ZMemberUpdateRequest>;

/** PUT /shop/members/{id}/pin: a new PIN, which also lifts a lock after wrong PINs. */
export const ZMemberPinRequest = z.object({ pin: ZMemberPin });

export const ZShopMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(SHOP_ROLES),
  status: z.enum(MEMBER_STATUSES),
  hasPin: z.boolean(),
  isLocked: z.boolean(),
  createdAt: ZTimestamp,
});
export type TShopMember = z.infer<typeof ZShopMember>;
