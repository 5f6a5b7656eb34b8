/**
 * Admin area (spec §2 Admin screens, §5 Admin create user, §7 /admin/*). Its texts are English, as in the spec.
 */
import { z } from 'zod';
import {
  ADMIN_INLINE_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../auth/constants';
import { CREATABLE_ROLES, USER_STATUSES } from '../users/constants';
import { ADMIN_VALIDATION } from './messages';
import { VALIDATION } from '../common/messages';
import { hasNoControlCharacters, listResponse, ZMoney, ZPaginationQuery } from '../common/schemas';
import { ZUser } from '../auth/schemas';
import { ZProduct } from '../products/schemas';
import { ZClient } from '../clients/schemas';
import { ZSale, ZSaleItem } from '../sales/schemas';
import { ZOpenAccount } from '../open-accounts/schemas';

export const ZCreatableRole = z.enum(CREATABLE_ROLES, { error: ADMIN_VALIDATION.roleRequired });

const ZAdminName = z
  .string({ error: ADMIN_VALIDATION.nameRequired })
  .trim()
  .min(1, ADMIN_VALIDATION.nameRequired)
  .max(100, 'Name must be at most 100 characters')
  .refine(hasNoControlCharacters, ADMIN_VALIDATION.nameControlCharacters);

function adminEmail(invalid: string, pattern?: RegExp) {
  return z
    .string({ error: ADMIN_VALIDATION.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, ADMIN_VALIDATION.emailRequired)
    .pipe(pattern ? z.string().regex(pattern, invalid) : z.email(invalid).max(254, invalid));
}

function adminPassword(min: number, minMessage: string) {
  return z
    .string({ error: ADMIN_VALIDATION.passwordRequired })
    .min(1, ADMIN_VALIDATION.passwordRequired)
    .pipe(z.string().min(min, minMessage).max(PASSWORD_MAX_LENGTH, VALIDATION.passwordMax));
}

/** The "simple pattern" of the inline form (spec §5). */
export const SIMPLE_EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * POST /admin/users. The server accepts both admin forms, so the password minimum is the inline form's 6.
 * Admin-created users are APPROVED and verified (design.md §4).
 */
export const ZAdminCreateUserRequest = z.object({
  name: ZAdminName,
  email: adminEmail(ADMIN_VALIDATION.emailInvalidFormat),
  password: adminPassword(ADMIN_INLINE_PASSWORD_MIN_LENGTH, ADMIN_VALIDATION.passwordMin6),
  role: ZCreatableRole,
});
export type TAdminCreateUserRequest = z.infer<typeof ZAdminCreateUserRequest>;

/** /admin/users/create page form (spec §5). */
export const ZAdminCreateUserPageForm = z.object({
  name: ZAdminName,
  email: adminEmail(ADMIN_VALIDATION.emailInvalidFormat),
  password: adminPassword(PASSWORD_MIN_LENGTH, ADMIN_VALIDATION.passwordMin8),
  role: ZCreatableRole.default('USER'),
});
export type TAdminCreateUserPageForm = z.infer<typeof ZAdminCreateUserPageForm>;
export type TAdminCreateUserPageFormInput = z.input<typeof ZAdminCreateUserPageForm>;

/** Inline "Create New User" form of the admin dashboard (spec §5). */
export const ZAdminCreateUserInlineForm = z.object({
  name: ZAdminName,
  email: adminEmail(ADMIN_VALIDATION.emailInvalidAddress, SIMPLE_EMAIL_RE),
  password: adminPassword(ADMIN_INLINE_PASSWORD_MIN_LENGTH, ADMIN_VALIDATION.passwordMin6),
  role: z.preprocess((value) => (value === '' ? undefined : value), ZCreatableRole),
});
export type TAdminCreateUserInlineForm = z.infer<typeof ZAdminCreateUserInlineForm>;
export type TAdminCreateUserInlineFormInput = z.input<typeof ZAdminCreateUserInlineForm>;

/** GET /admin/users?status — status '' means all. */
export const ZAdminUsersQuery = ZPaginationQuery.extend({
  status: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(USER_STATUSES).optional(),
  ),
});
export type TAdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;

/** Paging and search for the other admin lists. */
export const ZAdminListQuery = ZPaginationQuery;
export type TAdminListQuery = z.infer<typeof ZAdminListQuery>;

export const ZAdminUser = ZUser;
export type TAdminUser = z.infer<typeof ZAdminUser>;
export const ZAdminUserListResponse = listResponse(ZAdminUser);

/**
 * The admin lists grow with the whole network (and a big seller's with a year of sales). An unfiltered list's
 * `total` is exact (running counters); a searched one counts at most ADMIN_COUNT_CAP matching rows
 * (docs/admin.md): `isTotalCapped` is true when `total` stopped there and more rows exist.
 */
export const ADMIN_COUNT_CAP = 10_000;
function adminListResponse<T extends z.ZodType>(item: T) {
  return listResponse(item).extend({ isTotalCapped: z.boolean().optional() });
}

export const ZOwner = z.object({ id: z.string(), name: z.string() });
export type TOwner = z.infer<typeof ZOwner>;

export const ZAdminProduct = ZProduct.extend({ owner: ZOwner });
export type TAdminProduct = z.infer<typeof ZAdminProduct>;
export const ZAdminProductListResponse = adminListResponse(ZAdminProduct);

export const ZAdminClient = ZClient.extend({ owner: ZOwner });
export type TAdminClient = z.infer<typeof ZAdminClient>;
export const ZAdminClientListResponse = adminListResponse(ZAdminClient);

/** Admin sales carry the seller as `user` (spec §3 Sale). Also the detail of GET /admin/sales/{id}. */
export const ZAdminSale = ZSale.extend({ user: ZOwner });
export type TAdminSale = z.infer<typeof ZAdminSale>;
export const ZAdminSaleListResponse = adminListResponse(ZAdminSale);

/** GET /admin/dashboard (totals of the cards); totalRevenue = Σ sale totals. */
export const ZAdminDashboardTotals = z.object({
  pendingUsers: z.number().int().min(0),
  totalUsers: z.number().int().min(0),
  totalClients: z.number().int().min(0),
  totalSales: z.number().int().min(0),
  totalRevenue: ZMoney,
});
export type TAdminDashboardTotals = z.infer<typeof ZAdminDashboardTotals>;

/** Stat cards of the user detail; pendingAmount = Σ (sale totals − payments) across open accounts. */
export const ZAdminUserStats = z.object({
  productsCount: z.number().int().min(0),
  clientsCount: z.number().int().min(0),
  salesCount: z.number().int().min(0),
  pendingAmount: ZMoney,
});
export type TAdminUserStats = z.infer<typeof ZAdminUserStats>;

/** GET /admin/users/{id} → data */
export const ZAdminUserDetail = ZUser.extend({ stats: ZAdminUserStats });
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

/** A line of the admin sale detail: `subtotal` = quantity × price, exact to the cent. */
export const ZAdminSaleDetailItem = ZSaleItem.extend({ subtotal: ZMoney });
export type TAdminSaleDetailItem = z.infer<typeof ZAdminSaleDetailItem>;

/** GET /admin/sales/{id} → data: the sale with its seller; items give product, quantity, price and subtotal. */
export const ZAdminSaleDetail = ZAdminSale.extend({ items: z.array(ZAdminSaleDetailItem) });
export type TAdminSaleDetail = z.infer<typeof ZAdminSaleDetail>;

/** GET /admin/users/{id}/open-accounts: the seller's accounts (OPEN and CLOSED), newest first. */
export const ZAdminOpenAccountListResponse = adminListResponse(ZOpenAccount);
export type TAdminOpenAccountListResponse = z.infer<typeof ZAdminOpenAccountListResponse>;

export type TAdminProductListResponse = z.infer<typeof ZAdminProductListResponse>;
export type TAdminClientListResponse = z.infer<typeof ZAdminClientListResponse>;
export type TAdminSaleListResponse = z.infer<typeof ZAdminSaleListResponse>;
