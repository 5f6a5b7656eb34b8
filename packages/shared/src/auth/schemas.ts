/**
 * Authentication: login, registration wizard, password recovery and change, e-mail verification, session
 * (spec §2, §3, §5, §7). Form schemas (`…Form`) carry confirmation fields; request schemas (`…Request`)
 * are what the API accepts. Unknown keys are stripped, so a body cannot smuggle `role`, `status`, …
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { SHOP_DOCUMENT_LIMITS, USER_ROLES, USER_STATUSES } from '../users/constants';
import { VALIDATION } from '../common/messages';
import { hasNoControlCharacters, optionalText, tooLongMessage, ZTimestamp } from '../common/schemas';
import { ZCountry } from '../users/schemas';

// ── Field schemas ─────────────────────────────────────────────────────────────

/** Matches one character of the spec's special set !@#$%=+^&*(),.?":{}|<> */
export const PASSWORD_SPECIAL_RE = /[!@#$%=+^&*(),.?":{}|<>]/;
export const PASSWORD_UPPER_RE = /[A-Z]/;
export const PASSWORD_LOWER_RE = /[a-z]/;
export const PASSWORD_DIGIT_RE = /\d/;

/** Email: required, trimmed, lower-cased, valid. */
export function emailField(
  required: string = VALIDATION.emailRequired,
  invalid: string = VALIDATION.emailInvalid,
) {
  return z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, required)
    .pipe(z.email(invalid).max(254, invalid));
}

export const ZEmail = emailField();

function requiredText(message: string, max = 100) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLongMessage(max))
    .refine(hasNoControlCharacters, VALIDATION.noControlCharacters);
}

/** Register password: 8–100 with upper, lower, digit and special character, each with its own message. */
export const ZRegisterPassword = z
  .string({ error: VALIDATION.passwordRequired })
  .min(1, VALIDATION.passwordRequired)
  .pipe(
    z
      .string()
      .min(PASSWORD_MIN_LENGTH, VALIDATION.passwordMin)
      .max(PASSWORD_MAX_LENGTH, VALIDATION.passwordMax)
      .regex(PASSWORD_UPPER_RE, VALIDATION.passwordUppercase)
      .regex(PASSWORD_LOWER_RE, VALIDATION.passwordLowercase)
      .regex(PASSWORD_DIGIT_RE, VALIDATION.passwordDigit)
      .regex(PASSWORD_SPECIAL_RE, VALIDATION.passwordSpecial),
  );

function hasLowerUpperDigit(value: string): boolean {
  return PASSWORD_LOWER_RE.test(value) && PASSWORD_UPPER_RE.test(value) && PASSWORD_DIGIT_RE.test(value);
}

/** Reset password: 8–100 with lower, upper and digit (spec §5). */
export const ZResetPassword = z
  .string({ error: VALIDATION.newPasswordRequired })
  .min(1, VALIDATION.newPasswordRequired)
  .pipe(
    z
      .string()
      .min(PASSWORD_MIN_LENGTH, VALIDATION.passwordMin)
      .max(PASSWORD_MAX_LENGTH, VALIDATION.passwordMax)
      .refine(hasLowerUpperDigit, VALIDATION.resetPasswordComplexity),
  );

/** Change password, new password: 8–100 with lower, upper and digit (spec §5). */
export const ZNewPassword = z
  .string({ error: VALIDATION.newPasswordRequired })
  .min(1, VALIDATION.newPasswordRequired)
  .pipe(
    z
      .string()
      .min(PASSWORD_MIN_LENGTH, VALIDATION.newPasswordMin)
      .max(PASSWORD_MAX_LENGTH, VALIDATION.newPasswordMax)
      .refine(hasLowerUpperDigit, VALIDATION.newPasswordComplexity),
  );

/** An opaque e-mailed token. */
export const ZToken = z
  .string({ error: VALIDATION.tokenRequired })
  .trim()
  .min(1, VALIDATION.tokenRequired)
  .max(512, VALIDATION.tokenRequired);

/** Runs a cross-field check whenever both fields are strings, even if other fields are still invalid. */
function bothStrings(a: string, b: string) {
  return (payload: { value: unknown }) => {
    const value = payload.value as Record<string, unknown> | null | undefined;
    return typeof value?.[a] === 'string' && typeof value?.[b] === 'string';
  };
}

// ── Login ─────────────────────────────────────────────────────────────────────

export const ZLoginRequest = z.object({
  email: ZEmail,
  // No length rule on login: accounts created by an admin may have 6-character passwords.
  password: z
    .string({ error: VALIDATION.passwordRequired })
    .min(1, VALIDATION.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, VALIDATION.passwordMax),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;
/** Same rules for the login form. */
export const ZLoginForm = ZLoginRequest;
export type TLoginForm = TLoginRequest;

// ── Registration ──────────────────────────────────────────────────────────────

const registerFields = {
  name: requiredText(VALIDATION.nameRequired),
  lastname: requiredText(VALIDATION.lastnameRequired),
  email: ZEmail,
  password: ZRegisterPassword,
  businessName: optionalText(SHOP_DOCUMENT_LIMITS.businessName).refine(
    hasNoControlCharacters,
    VALIDATION.noControlCharacters,
  ),
  phone: optionalText(SHOP_DOCUMENT_LIMITS.phone),
  city: optionalText(100),
  country: ZCountry,
  acceptTerms: z.literal(true, { error: VALIDATION.acceptTermsRequired }),
};

/** POST /auth/register: the payload of spec §3. confirmPassword is ignored (stripped); acceptTerms must be true. */
export const ZRegisterRequest = z.object(registerFields);
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;
export type TRegisterRequestInput = z.input<typeof ZRegisterRequest>;

/** The four-step registration wizard. */
export const ZRegisterForm = z
  .object({
    ...registerFields,
    confirmPassword: z
      .string({ error: VALIDATION.confirmPasswordRequired })
      .min(1, VALIDATION.confirmPasswordRequired),
    // A checkbox starts unchecked: the form takes any boolean, only `true` passes, and the output is `true`
    // so the values can be sent as TRegisterRequest.
    acceptTerms: z
      .boolean({ error: VALIDATION.acceptTermsRequired })
      .refine((value) => value, VALIDATION.acceptTermsRequired)
      .transform((): true => true),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: VALIDATION.passwordsMustMatch,
    when: bothStrings('password', 'confirmPassword'),
  });
export type TRegisterForm = z.infer<typeof ZRegisterForm>;
export type TRegisterFormInput = z.input<typeof ZRegisterForm>;

/** Fields validated by "Siguiente" at each wizard step (spec §2); step 4 submits the whole form. */
export const REGISTER_STEP_FIELDS = {
  1: ['name', 'lastname', 'email'],
  2: ['password', 'confirmPassword'],
  3: ['country'],
  4: ['acceptTerms'],
} as const satisfies Record<1 | 2 | 3 | 4, readonly (keyof TRegisterFormInput)[]>;
export type TRegisterStep = keyof typeof REGISTER_STEP_FIELDS;

// ── Forgot / reset / change password ──────────────────────────────────────────

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordForm = z
  .object({
    password: ZResetPassword,
    confirmPassword: z
      .string({ error: VALIDATION.resetConfirmRequired })
      .min(1, VALIDATION.resetConfirmRequired),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: VALIDATION.passwordsMustMatch,
    when: bothStrings('password', 'confirmPassword'),
  });
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

export const ZResetPasswordRequest = z.object({ token: ZToken, password: ZResetPassword });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZChangePasswordForm = z
  .object({
    currentPassword: z
      .string({ error: VALIDATION.currentPasswordRequired })
      .min(1, VALIDATION.currentPasswordRequired),
    newPassword: ZNewPassword,
    confirmPassword: z
      .string({ error: VALIDATION.newPasswordConfirmRequired })
      .min(1, VALIDATION.newPasswordConfirmRequired),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    error: VALIDATION.passwordsMustMatch,
    when: bothStrings('newPassword', 'confirmPassword'),
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

/** Only currentPassword and newPassword are sent (spec §5). */
export const ZChangePasswordRequest = z.object({
  currentPassword: z
    .string({ error: VALIDATION.currentPasswordRequired })
    .min(1, VALIDATION.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, VALIDATION.passwordMax),
  newPassword: ZNewPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

// ── E-mail verification ───────────────────────────────────────────────────────

export const ZVerifyEmailRequest = z.object({ token: ZToken });
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

/** Resend verification: trimmed, blank → 'Por favor, ingresa tu email' (spec §5). */
export const ZResendVerificationRequest = z.object({
  email: emailField(VALIDATION.resendEmailRequired, VALIDATION.emailInvalid),
});
export type TResendVerificationRequest = z.infer<typeof ZResendVerificationRequest>;

// ── Users and session ─────────────────────────────────────────────────────────

export const ZUserRole = z.enum(USER_ROLES);
export const ZUserStatus = z.enum(USER_STATUSES);

/** The user kept in the session (spec §3) and returned by login. */
export const ZSessionUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  lastname: z.string().nullable().optional(),
  country: z.string().nullable(),
  currency: z.string().nullable(),
  currencySymbol: z.string().nullable(),
  role: ZUserRole.default('USER'),
  /**
   * The seller's IANA zone as the server stores it (from the country); "today" and "this month" use it.
   * Optional: sessions stored before it existed lack it.
   */
  timeZone: z.string().optional(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** A full user (spec §3 User). */
export const ZUser = z.object({
  id: z.string(),
  name: z.string(),
  lastname: z.string().nullable(),
  email: z.string(),
  role: ZUserRole,
  status: ZUserStatus,
  businessName: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  currencyName: z.string().nullable(),
  currency: z.string().nullable(),
  currencySymbol: z.string().nullable(),
  emailVerifiedAt: ZTimestamp.nullable(),
  /** Set while an admin has suspended the account (its status stays APPROVED): it cannot sign in. */
  suspendedAt: ZTimestamp.nullable(),
  /** IGTF (design §10): whether the seller charges it on payments in dollars, and its percentage. */
  igtfEnabled: z.boolean(),
  igtfRate: z.number(),
  /** The shop's data for its documents besides businessName and phone (design §12). */
  taxId: z.string().nullable(),
  address: z.string().nullable(),
  receiptFooter: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TUser = z.infer<typeof ZUser>;

/** GET /users/me → data: the account, with a new e-mail still waiting for its link (or null). */
export const ZOwnUser = ZUser.extend({ pendingEmail: z.string().nullable() });
export type TOwnUser = z.infer<typeof ZOwnUser>;

/** POST /auth/login → data */
export const ZLoginResponseData = z.object({ token: z.string(), user: ZSessionUser });
export type TLoginResponseData = z.infer<typeof ZLoginResponseData>;

/** Claims of the JWT (design.md §4). */
export const ZJwtClaims = z.object({
  sub: z.string(),
  role: ZUserRole,
  exp: z.number(),
  iat: z.number().optional(),
  /** A PIN session on one of the shop's phones (decision record 029): `sub` is then the member. */
  device: z.string().optional(),
  /** The shop the session acts in; absent in a token signed before shops existed (the account's own). */
  shop: z.string().optional(),
});
export type TJwtClaims = z.infer<typeof ZJwtClaims>;

/**
 * POST /auth/change-password → data. `token` replaces the session's token: the change ends every older
 * session, this one included, so the web app must store it (useAppStore.login(token, user)).
 */
export const ZChangePasswordResponseData = z.object({ message: z.string(), token: z.string() });
export type TChangePasswordResponseData = z.infer<typeof ZChangePasswordResponseData>;
