/**
 * Users as seen by the seller: country selection and the profile form (spec §3, §5, §7 PUT /users).
 *
 * Convention (documented in docs/): a user's `country` is the country's NAME as listed by GET /countries
 * (e.g. 'Venezuela'), `currency` the ISO code (country.currencyCode, e.g. 'VES'), `currencyName` the
 * currency's name (country.currency) and `currencySymbol` its symbol.
 */
import { z } from 'zod';
import { VALIDATION } from '../common/messages';
import { IGTF_MAX_RATE } from '../payments/igtf';
import { SHOP_DOCUMENT_LIMITS } from './constants';
import {
  hasAtMostTwoDecimals,
  hasNoControlCharacters,
  optionalText,
  tooLongMessage,
} from '../common/schemas';

/** A country's or currency's text as the account stores it, held to the rule of every text a document prints. */
function countryText(min: number, max: number) {
  return z.string().trim().min(min).max(max).refine(hasNoControlCharacters, VALIDATION.noControlCharacters);
}

export const ZCountry = z.object(
  {
    name: countryText(1, 100),
    code: countryText(2, 3),
    currency: countryText(1, 100),
    currencyCode: countryText(1, 10),
    currencySymbol: countryText(1, 10),
  },
  { error: VALIDATION.countryRequired },
);
export type TCountry = z.infer<typeof ZCountry>;

/** GET /countries → `{ data: TCountry[] }` */
export const ZCountriesResponseData = z.array(ZCountry);

const ZCountryName = z
  .string()
  .trim()
  .min(1, VALIDATION.profileCountryRequired)
  .max(100, tooLongMessage(100))
  .refine(hasNoControlCharacters, VALIDATION.noControlCharacters);
const ZCurrencyCode = countryText(1, 10);
const ZCurrencySymbol = countryText(1, 10);

/** PUT /users from the country dialog. */
export const ZUpdateCountryRequest = z.object({
  country: ZCountryName,
  currency: ZCurrencyCode,
  currencySymbol: ZCurrencySymbol,
  currencyName: countryText(1, 100),
});
export type TUpdateCountryRequest = z.infer<typeof ZUpdateCountryRequest>;

/** The user fields stored for a listed country: the country payload of PUT /users (and part of the profile one). */
export function countryToUserFields(country: TCountry): TUpdateCountryRequest {
  return {
    country: country.name,
    currency: country.currencyCode,
    currencySymbol: country.currencySymbol,
    currencyName: country.currency,
  };
}

const ZProfileName = z
  .string({ error: VALIDATION.profileNameRequired })
  .trim()
  .min(1, VALIDATION.profileNameRequired)
  .pipe(
    z
      .string()
      .min(2, VALIDATION.profileNameMin)
      .max(100, tooLongMessage(100))
      .refine(hasNoControlCharacters, VALIDATION.noControlCharacters),
  );

const ZProfileEmail = z
  .string({ error: VALIDATION.profileEmailRequired })
  .trim()
  .toLowerCase()
  .min(1, VALIDATION.profileEmailRequired)
  .pipe(z.email(VALIDATION.profileEmailInvalid).max(254, VALIDATION.profileEmailInvalid));

/** PUT /users from the profile form. */
export const ZUpdateProfileRequest = z.object({
  name: ZProfileName,
  email: ZProfileEmail,
  country: ZCountryName,
  currency: ZCurrencyCode,
  currencySymbol: ZCurrencySymbol,
  /** Not sent by the spec's profile form; accepted so a client may keep the currency name in sync. */
  currencyName: optionalText(100),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

/**
 * PUT /users accepts either payload (spec §7). The profile payload is tried first: it is the one carrying
 * `name`/`email`; the country payload is recognised by `currencyName`.
 */
export const ZUpdateUserRequest = z.union([ZUpdateProfileRequest, ZUpdateCountryRequest]);
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

/** PUT /users → data. */
export const ZUpdateUserResponseData = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  country: z.string().nullable(),
  currency: z.string().nullable(),
  currencySymbol: z.string().nullable(),
  currencyName: z.string().nullable(),
  /** The IANA zone the server derived from the country (the session user's `timeZone`). */
  timeZone: z.string().optional(),
  /**
   * A new e-mail waiting for its link to be opened (`email` is still the old one until then), or null. The
   * profile form's e-mail never changes the account at once.
   */
  pendingEmail: z.string().nullable().optional(),
});
export type TUpdateUserResponseData = z.infer<typeof ZUpdateUserResponseData>;

/**
 * PUT /users/settings (design §17): the seller's settings; only the fields sent change. IGTF (design §10) is a
 * percentage above 0 and at most 100, with 2 decimals.
 */
/** A shop field of the settings: absent leaves it as it is; empty or null clears it. */
export function shopText(max: number) {
  return z
    .string()
    .trim()
    .max(max, tooLongMessage(max))
    .refine(hasNoControlCharacters, VALIDATION.noControlCharacters)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));
}

export const ZUserSettingsRequest = z.object({
  /** The shop's data for its documents (design §12). A Venezuelan seller's taxId is a RIF (the server checks it). */
  businessName: shopText(SHOP_DOCUMENT_LIMITS.businessName),
  taxId: shopText(SHOP_DOCUMENT_LIMITS.taxId),
  address: shopText(SHOP_DOCUMENT_LIMITS.address),
  phone: shopText(SHOP_DOCUMENT_LIMITS.phone),
  receiptFooter: shopText(SHOP_DOCUMENT_LIMITS.receiptFooter),
  igtfEnabled: z.boolean().optional(),
  igtfRate: z
    .number({ error: VALIDATION.igtfRateRange })
    .gt(0, VALIDATION.igtfRateRange)
    .max(IGTF_MAX_RATE, VALIDATION.igtfRateRange)
    .refine(hasAtMostTwoDecimals, VALIDATION.amountDecimals)
    .optional(),
});
export type TUserSettingsRequest = z.infer<typeof ZUserSettingsRequest>;
export type TUserSettingsRequestInput = z.input<typeof ZUserSettingsRequest>;

/** The seller's settings as PUT /users/settings answers them (and GET /users/me carries them). */
export const ZUserSettings = z.object({
  igtfEnabled: z.boolean(),
  igtfRate: z.number(),
  businessName: z.string().nullable(),
  taxId: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  receiptFooter: z.string().nullable(),
});
export type TUserSettings = z.infer<typeof ZUserSettings>;

/** POST /users/confirm-email-change: the token of the link mailed to the new address. */
export const ZConfirmEmailChangeRequest = z.object({
  token: z
    .string({ error: VALIDATION.tokenRequired })
    .trim()
    .min(1, VALIDATION.tokenRequired)
    .max(512, VALIDATION.tokenRequired),
});
export type TConfirmEmailChangeRequest = z.infer<typeof ZConfirmEmailChangeRequest>;

/** POST /users/confirm-email-change → data: the account's e-mail from now on. */
export const ZConfirmEmailChangeResponseData = z.object({ message: z.string(), email: z.string() });
export type TConfirmEmailChangeResponseData = z.infer<typeof ZConfirmEmailChangeResponseData>;

/**
 * Profile form (spec §5): name, email and a country chosen among the listed ones. `country` holds the
 * country name (the select's value); the web app maps it to the currency fields with the countries list.
 * Use `profileFormSchema(countries)` to also check that the country is listed.
 */
export const ZProfileForm = z.object({
  name: ZProfileName,
  email: ZProfileEmail,
  country: z
    .string({ error: VALIDATION.profileCountryRequired })
    .trim()
    .min(1, VALIDATION.profileCountryRequired),
});
export type TProfileForm = z.infer<typeof ZProfileForm>;
export type TProfileFormInput = z.input<typeof ZProfileForm>;

/** The profile form with "must match a listed country" (spec §5). */
export function profileFormSchema(countries: readonly Pick<TCountry, 'name'>[]) {
  const names = new Set(countries.map((c) => c.name));
  return ZProfileForm.extend({
    country: ZProfileForm.shape.country.refine((name) => names.has(name), VALIDATION.profileCountryRequired),
  });
}
