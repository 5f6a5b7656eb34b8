import { z } from 'zod';
import { VALIDATION } from '../common/messages';
import { ZEmail, ZResetPassword, ZSessionUser, ZToken } from '../auth/schemas';
import { shopText, ZUserSettings, ZUserSettingsRequest } from '../users/schemas';
import { IDLE_LOCK_MINUTES_RANGE, MEMBER_STATUSES, SHOP_ROLES } from './constants';
import { SHOP_ACTIONS } from './permissions';
import { hasNoControlCharacters, ZTimestamp } from '../common/schemas';
import { ZCreditDays, ZCreditLimit } from '../credit/schemas';
import { ZScaleBarcode } from '../products/scale-barcode';
import { ZDiscountLimits } from '../prices/schemas';
import { REFERENCE_CURRENCIES } from '../money/reference-currency';

/**
 * PUT /shop (design §18): the business's settings, with the rules of PUT /users/settings; only the fields sent
 * change. The country is one of the server's list, by name or code: its currency and time zone come with it.
 */
export const ZShopUpdateRequest = ZUserSettingsRequest.extend({
  city: shopText(100),
  idleLockMinutes: z
    .number({ error: VALIDATION.idleLockRange })
    .int(VALIDATION.idleLockRange)
    .min(IDLE_LOCK_MINUTES_RANGE.min, VALIDATION.idleLockRange)
    .max(IDLE_LOCK_MINUTES_RANGE.max, VALIDATION.idleLockRange)
    .optional(),
  country: z
    .string({ error: VALIDATION.countryRequired })
    .trim()
    .min(1, VALIDATION.countryRequired)
    .max(100, VALIDATION.countryRequired)
    .optional(),
  /** Decision record 030: the credit limit of a client without their own (null: without a limit). */
  defaultCreditLimit: ZCreditLimit,
  defaultCreditDays: ZCreditDays.optional(),
  /** How the shop's scale prints its labels; null: no scale. */
  scaleBarcode: ZScaleBarcode.nullish(),
  /** Decision record 031: each role's maximum discount in percent (null: none). */
  discountLimits: ZDiscountLimits.optional(),
  /** Decision record 032: whether the shop charges IVA, and whether its prices include it. */
  chargesIva: z.boolean().optional(),
  pricesIncludeIva: z.boolean().optional(),
  /** The currency a Venezuelan shop types, sees and prints its prices in; dollars are still what is kept. */
  referenceCurrency: z.enum(REFERENCE_CURRENCIES, { error: VALIDATION.referenceCurrencyInvalid }).optional(),
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
  /** Minutes without a tap after which the shop's devices ask for a PIN again. */
  idleLockMinutes: z.number().int(),
  defaultCreditLimit: z.number().nullable(),
  defaultCreditDays: z.number().int(),
  scaleBarcode: ZScaleBarcode.nullable(),
  discountLimits: ZDiscountLimits,
  chargesIva: z.boolean(),
  pricesIncludeIva: z.boolean(),
  referenceCurrency: z.enum(REFERENCE_CURRENCIES),
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
 * POST /shop/members: a member invited by e-mail (a link to set a password; they sign in with it), a member who
 * works on the shop's devices with a PIN, or both. Strict, so that an unknown field is refused rather than
 * silently dropped.
 */
export const ZMemberCreateRequest = z
  .strictObject(
    {
      name: z
        .string({ error: VALIDATION.memberNameRequired })
        .trim()
        .min(2, VALIDATION.memberNameRequired)
        .max(100, VALIDATION.memberNameRequired)
        .refine(hasNoControlCharacters, VALIDATION.noControlCharacters),
      role: z.enum(GIVEN_ROLES, { error: VALIDATION.memberRoleRequired }),
      email: ZEmail.optional(),
      pin: ZMemberPin.optional(),
    },
    { error: VALIDATION.memberUnknownField },
  )
  .refine((member) => member.email !== undefined || member.pin !== undefined, {
    path: ['pin'],
    error: VALIDATION.memberEmailOrPin,
  });
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

// ── Invitations and the shops of an account ────────────────────────────────────

/**
 * POST /auth/accept-invitation: the token of the e-mailed link, and the password the invited person signs in
 * with — a new one for an address without an account, the account's own otherwise.
 */
export const ZAcceptInvitationRequest = z.object({ token: ZToken, password: ZResetPassword });
export type TAcceptInvitationRequest = z.infer<typeof ZAcceptInvitationRequest>;

/** GET /auth/shops → data[]: the shops the account works in, the one the session acts in marked. */
export const ZAccountShop = z.object({
  shopId: z.string(),
  /** The business's name, or its owner's when the shop has not set one. */
  name: z.string(),
  role: z.enum(SHOP_ROLES),
  isCurrent: z.boolean(),
});
export type TAccountShop = z.infer<typeof ZAccountShop>;

/** POST /auth/switch-shop → a login's answer (token and user) for that shop. */
export const ZSwitchShopRequest = z.object({ shopId: z.uuid({ error: VALIDATION.shopRequired }) });
export type TSwitchShopRequest = z.infer<typeof ZSwitchShopRequest>;

// ── Registers (cajas) ──────────────────────────────────────────────────────────

/** POST /shop/registers: another caja, by the name the team calls it. */
export const ZRegisterCreateRequest = z.strictObject(
  {
    name: z
      .string({ error: VALIDATION.registerNameRequired })
      .trim()
      .min(2, VALIDATION.registerNameRequired)
      .max(40, VALIDATION.registerNameRequired)
      .refine(hasNoControlCharacters, VALIDATION.noControlCharacters),
  },
  { error: VALIDATION.memberUnknownField },
);
export type TRegisterCreateRequest = z.infer<typeof ZRegisterCreateRequest>;

/** GET /shop/registers → data[]: "Caja principal" first, then by arrival; the open till of each, if any. */
export const ZRegister = z.object({
  id: z.string(),
  name: z.string(),
  isMain: z.boolean(),
  openSessionId: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TRegister = z.infer<typeof ZRegister>;

// ── The shop's devices and PIN sessions ────────────────────────────────────────

/**
 * POST /shop/devices: the phone or tablet being enrolled, by a name the team recognises ("Caja del mostrador"),
 * and the register it sells at (absent: "Caja principal").
 */
export const ZDeviceEnrolRequest = z.strictObject(
  {
    name: z
      .string({ error: VALIDATION.deviceNameRequired })
      .trim()
      .min(2, VALIDATION.deviceNameRequired)
      .max(60, VALIDATION.deviceNameRequired)
      .refine(hasNoControlCharacters, VALIDATION.noControlCharacters),
    registerId: z.uuid({ error: VALIDATION.registerRequired }).optional(),
  },
  { error: VALIDATION.memberUnknownField },
);
export type TDeviceEnrolRequest = z.infer<typeof ZDeviceEnrolRequest>;

/** POST /shop/devices → data: the device token is shown this once; the device keeps it, the server its hash. */
export const ZDeviceEnrolment = z.object({ deviceId: z.string(), deviceToken: z.string(), name: z.string() });
export type TDeviceEnrolment = z.infer<typeof ZDeviceEnrolment>;

/** GET /shop/devices → data[] */
export const ZShopDevice = z.object({
  id: z.string(),
  name: z.string(),
  /** Who enrolled it, while that member is still in the shop. */
  enrolledBy: z.string().nullable(),
  /** The register its sessions sell at. */
  registerId: z.string(),
  registerName: z.string(),
  lastSeenAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
});
export type TShopDevice = z.infer<typeof ZShopDevice>;

/** A device's token, as the device sends it: 43 characters of base64url. */
export const ZDeviceToken = z
  .string({ error: VALIDATION.deviceTokenRequired })
  .regex(/^[A-Za-z0-9_-]{43}$/, VALIDATION.deviceTokenRequired);

/** GET /auth/device-members (header X-Device-Token) → data[]: who may sign in on this device with a PIN. */
export const ZDeviceMember = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(SHOP_ROLES),
  isLocked: z.boolean(),
});
export type TDeviceMember = z.infer<typeof ZDeviceMember>;

/** POST /auth/pin: a member signs in on an enrolled device. */
export const ZPinLoginRequest = z.object({
  deviceToken: ZDeviceToken,
  memberId: z.uuid({ error: VALIDATION.memberRequired }),
  pin: ZMemberPin,
});
export type TPinLoginRequest = z.infer<typeof ZPinLoginRequest>;

/**
 * POST /auth/pin → data: a session for that member on that device, shaped as a login's (the member's name, the
 * shop's country and zone), with the member and their role in the shop.
 */
export const ZPinLoginResponseData = z.object({
  token: z.string(),
  user: ZSessionUser,
  member: ZDeviceMember.pick({ id: true, name: true, role: true }),
});
export type TPinLoginResponseData = z.infer<typeof ZPinLoginResponseData>;

// ── Approvals on the spot ──────────────────────────────────────────────────────

/** POST /approvals: a manager (or the owner) types their PIN on the asking member's screen. */
export const ZApprovalRequest = z.object({
  action: z.enum(SHOP_ACTIONS, { error: VALIDATION.approvalActionInvalid }),
  memberId: z.uuid({ error: VALIDATION.approverRequired }),
  pin: ZMemberPin,
});
export type TApprovalRequest = z.infer<typeof ZApprovalRequest>;

/** POST /approvals → data: sent back once, within two minutes, in the X-Approval header of that action's request. */
export const ZApproval = z.object({ approval: z.string(), expiresAt: ZTimestamp });
export type TApproval = z.infer<typeof ZApproval>;
