import type { z } from 'zod';
import { EXPORT_FORMATS, EXPORT_KINDS } from '@cuadre/shared/exports/constants';
import { ZManualRateRequest } from '@cuadre/shared/dollar-rate/schemas';
import { ZAdminCreateUserRequest } from '@cuadre/shared/admin/schemas';
import {
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZResendVerificationRequest,
  ZResetPasswordRequest,
  ZVerifyEmailRequest,
} from '@cuadre/shared/auth/schemas';
import {
  ZCashMovementRequest,
  ZCashSessionCloseRequest,
  ZCashSessionOpenRequest,
} from '@cuadre/shared/till/schemas';
import { ZClientCreateRequest, ZClientUpdateRequest } from '@cuadre/shared/clients/schemas';
import { ZReminderRequest } from '@cuadre/shared/credit/schemas';
import {
  ZPriceListCreateRequest,
  ZPriceListPricesRequest,
  ZPriceListUpdateRequest,
} from '@cuadre/shared/prices/schemas';
import { ZIdParams } from '@cuadre/shared/common/schemas';
import { ZReceiptTokenParams } from '@cuadre/shared/documents/schemas';
import { ZExpenseRequest } from '@cuadre/shared/expenses/schemas';
import { ZPaymentCreateRequest } from '@cuadre/shared/payments/schemas';
import { ZProductCreateRequest, ZProductUpdateRequest } from '@cuadre/shared/products/schemas';
import { ZSaleCreateRequest } from '@cuadre/shared/sales/schemas';
import { ZSaleReturnRequest } from '@cuadre/shared/returns/schemas';
import { ZAdjustmentRequest, ZRestockRequest } from '@cuadre/shared/stock/schemas';
import {
  ZApprovalRequest,
  ZDeviceEnrolRequest,
  ZMemberCreateRequest,
  ZMemberPinRequest,
  ZPinLoginRequest,
  ZAcceptInvitationRequest,
  ZSwitchShopRequest,
  ZRegisterCreateRequest,
  ZMemberUpdateRequest,
  ZShopUpdateRequest,
} from '@cuadre/shared/team/schemas';
import {
  ZConfirmEmailChangeRequest,
  ZUpdateUserRequest,
  ZUserSettingsRequest,
} from '@cuadre/shared/users/schemas';

/** Which suite file fuzzes a route: six files of similar length, so two workers share the load evenly. */
export type TFuzzGroup =
  'sale-writes' | 'catalog-writes' | 'account-writes' | 'seller-reads' | 'admin-reads' | 'exports';

/**
 * Every operation that writes, and every one that takes a query string, with what the suite needs to fuzz it:
 * the caller, and the same zod schemas the route validates with (the suite predicts from them which requests
 * must be refused outright). `nearValid` weighs mutated valid bodies against wholly hostile ones: low where a
 * valid body costs an argon2 hash. A new such operation without an entry fails `isolation-matrix.test.ts`.
 */
export interface TFuzzRoute {
  group: TFuzzGroup;
  as: 'seller' | 'admin' | 'anonymous';
  params?: z.ZodType;
  body?: z.ZodType;
  nearValid?: number;
  idempotencyKey?: boolean;
  /** The spec writes the admin forms' messages in English (spec §5): those texts are allowed there. */
  englishAdminTexts?: boolean;
}

const ARGON2_NEAR_VALID = 1;

/** The reports of the screen "Reportes" (decision record 033), each with its CSV, XLSX and PDF. */
const REPORTS = ['hours', 'payments'] as const;

export const FUZZ_ROUTES: Record<string, TFuzzRoute> = {
  'POST /api/sales': { group: 'sale-writes', as: 'seller', body: ZSaleCreateRequest, idempotencyKey: true },
  'POST /api/payments': {
    group: 'sale-writes',
    as: 'seller',
    body: ZPaymentCreateRequest,
    idempotencyKey: true,
  },
  'POST /api/products': { group: 'catalog-writes', as: 'seller', body: ZProductCreateRequest },
  'PUT /api/products/{id}': {
    group: 'catalog-writes',
    as: 'seller',
    params: ZIdParams,
    body: ZProductUpdateRequest,
  },
  'PUT /api/products/delete/{id}': { group: 'catalog-writes', as: 'seller', params: ZIdParams },
  'POST /api/stock/restocks': { group: 'catalog-writes', as: 'seller', body: ZRestockRequest },
  'POST /api/sales/{id}/returns': {
    group: 'sale-writes',
    as: 'seller',
    params: ZIdParams,
    body: ZSaleReturnRequest,
    idempotencyKey: true,
  },
  'POST /api/stock/adjustments': { group: 'catalog-writes', as: 'seller', body: ZAdjustmentRequest },
  // Imports take a multipart file (design §15): whatever JSON or query the suite throws at them is refused in Spanish.
  'POST /api/products/import': { group: 'catalog-writes', as: 'seller' },
  'POST /api/clients/import': { group: 'catalog-writes', as: 'seller' },
  'GET /api/products/{id}/movements': { group: 'seller-reads', as: 'seller', params: ZIdParams },
  'POST /api/clients': { group: 'catalog-writes', as: 'seller', body: ZClientCreateRequest },
  'PUT /api/clients/{id}': {
    group: 'catalog-writes',
    as: 'seller',
    params: ZIdParams,
    body: ZClientUpdateRequest,
  },
  'PUT /api/clients/delete/{id}': { group: 'catalog-writes', as: 'seller', params: ZIdParams },
  'POST /api/expenses': { group: 'catalog-writes', as: 'seller', body: ZExpenseRequest },
  'PUT /api/expenses/{id}': {
    group: 'catalog-writes',
    as: 'seller',
    params: ZIdParams,
    body: ZExpenseRequest,
  },
  'DELETE /api/expenses/{id}': { group: 'catalog-writes', as: 'seller', params: ZIdParams },
  'POST /api/open-accounts/{id}/check-and-close': { group: 'sale-writes', as: 'seller', params: ZIdParams },
  'POST /api/open-accounts/check-and-close-all': { group: 'sale-writes', as: 'seller' },
  'POST /api/cash-sessions': { group: 'sale-writes', as: 'seller', body: ZCashSessionOpenRequest },
  'POST /api/cash-sessions/{id}/movements': {
    group: 'sale-writes',
    as: 'seller',
    params: ZIdParams,
    body: ZCashMovementRequest,
  },
  'POST /api/cash-sessions/{id}/close': {
    group: 'sale-writes',
    as: 'seller',
    params: ZIdParams,
    body: ZCashSessionCloseRequest,
  },

  'PUT /api/users': { group: 'account-writes', as: 'seller', body: ZUpdateUserRequest },
  'PUT /api/users/settings': { group: 'account-writes', as: 'seller', body: ZUserSettingsRequest },
  'PUT /api/shop': { group: 'account-writes', as: 'seller', body: ZShopUpdateRequest },
  'POST /api/shop/members': {
    group: 'account-writes',
    as: 'seller',
    body: ZMemberCreateRequest,
    nearValid: ARGON2_NEAR_VALID,
  },
  'PATCH /api/shop/members/{id}': {
    group: 'account-writes',
    as: 'seller',
    params: ZIdParams,
    body: ZMemberUpdateRequest,
  },
  'DELETE /api/shop/members/{id}': { group: 'account-writes', as: 'seller', params: ZIdParams },
  'PUT /api/shop/members/{id}/pin': {
    group: 'account-writes',
    as: 'seller',
    params: ZIdParams,
    body: ZMemberPinRequest,
    nearValid: ARGON2_NEAR_VALID,
  },
  'POST /api/shop/devices': { group: 'account-writes', as: 'seller', body: ZDeviceEnrolRequest },
  'POST /api/shop/registers': { group: 'account-writes', as: 'seller', body: ZRegisterCreateRequest },
  'DELETE /api/shop/devices/{id}': { group: 'account-writes', as: 'seller', params: ZIdParams },
  'POST /api/approvals': {
    group: 'account-writes',
    as: 'seller',
    body: ZApprovalRequest,
    nearValid: ARGON2_NEAR_VALID,
  },
  'POST /api/auth/pin': {
    group: 'account-writes',
    as: 'anonymous',
    body: ZPinLoginRequest,
    nearValid: ARGON2_NEAR_VALID,
  },
  'POST /api/auth/accept-invitation': {
    group: 'account-writes',
    as: 'anonymous',
    body: ZAcceptInvitationRequest,
    nearValid: ARGON2_NEAR_VALID,
  },
  'POST /api/auth/switch-shop': { group: 'account-writes', as: 'seller', body: ZSwitchShopRequest },
  'POST /api/auth/login': {
    group: 'account-writes',
    as: 'anonymous',
    body: ZLoginRequest,
    nearValid: ARGON2_NEAR_VALID,
  },
  'POST /api/auth/register': {
    group: 'account-writes',
    as: 'anonymous',
    body: ZRegisterRequest,
    nearValid: ARGON2_NEAR_VALID,
  },
  'POST /api/auth/verify-email': { group: 'account-writes', as: 'anonymous', body: ZVerifyEmailRequest },
  'POST /api/auth/resend-verification': {
    group: 'account-writes',
    as: 'anonymous',
    body: ZResendVerificationRequest,
  },
  'POST /api/auth/forgot-password': {
    group: 'account-writes',
    as: 'anonymous',
    body: ZForgotPasswordRequest,
  },
  'POST /api/auth/reset-password': {
    group: 'account-writes',
    as: 'anonymous',
    body: ZResetPasswordRequest,
    nearValid: ARGON2_NEAR_VALID,
  },
  'POST /api/auth/change-password': {
    group: 'account-writes',
    as: 'seller',
    body: ZChangePasswordRequest,
    nearValid: ARGON2_NEAR_VALID,
  },
  'POST /api/admin/users': {
    group: 'account-writes',
    as: 'admin',
    body: ZAdminCreateUserRequest,
    nearValid: ARGON2_NEAR_VALID,
    englishAdminTexts: true,
  },
  'PATCH /api/admin/users/{id}/approve': { group: 'account-writes', as: 'admin', params: ZIdParams },
  'PATCH /api/admin/users/{id}/reject': { group: 'account-writes', as: 'admin', params: ZIdParams },
  'PATCH /api/admin/users/{id}/suspend': { group: 'account-writes', as: 'admin', params: ZIdParams },
  'PATCH /api/admin/users/{id}/reactivate': { group: 'account-writes', as: 'admin', params: ZIdParams },
  'POST /api/users/confirm-email-change': {
    group: 'account-writes',
    as: 'anonymous',
    body: ZConfirmEmailChangeRequest,
  },
  'POST /api/admin/dollar-rate': { group: 'account-writes', as: 'admin', body: ZManualRateRequest },
  'POST /api/admin/dollar-rate/{id}/confirm': { group: 'account-writes', as: 'admin', params: ZIdParams },

  'GET /api/sales': { group: 'seller-reads', as: 'seller' },
  'GET /api/cash-sessions/current': { group: 'seller-reads', as: 'seller' },
  'GET /api/products': { group: 'seller-reads', as: 'seller' },
  'GET /api/clients': { group: 'seller-reads', as: 'seller' },
  'GET /api/expenses': { group: 'seller-reads', as: 'seller' },
  'GET /api/reports/members': { group: 'seller-reads', as: 'seller' },
  'GET /api/reports/receivables': { group: 'seller-reads', as: 'seller' },
  'GET /api/reports/receivables.pdf': { group: 'seller-reads', as: 'seller' },
  // Decision record 033: each report of "Reportes", and its PDF.
  ...Object.fromEntries(
    REPORTS.flatMap((report) => [
      [`GET /api/reports/${report}`, { group: 'seller-reads', as: 'seller' } satisfies TFuzzRoute],
      [`GET /api/reports/${report}.pdf`, { group: 'seller-reads', as: 'seller' } satisfies TFuzzRoute],
    ]),
  ),
  'POST /api/clients/{id}/reminders': {
    group: 'sale-writes',
    as: 'seller',
    params: ZIdParams,
    body: ZReminderRequest,
  },
  'POST /api/clients/{id}/statement-link': { group: 'sale-writes', as: 'seller', params: ZIdParams },
  'POST /api/price-lists': { group: 'catalog-writes', as: 'seller', body: ZPriceListCreateRequest },
  'PUT /api/price-lists/{id}': {
    group: 'catalog-writes',
    as: 'seller',
    params: ZIdParams,
    body: ZPriceListUpdateRequest,
  },
  'PUT /api/price-lists/{id}/prices': {
    group: 'catalog-writes',
    as: 'seller',
    params: ZIdParams,
    body: ZPriceListPricesRequest,
  },
  'GET /api/price-lists/{id}/prices': { group: 'seller-reads', as: 'seller', params: ZIdParams },
  'DELETE /api/clients/{id}/statement-link': { group: 'sale-writes', as: 'seller', params: ZIdParams },
  'GET /api/shop/audit': { group: 'seller-reads', as: 'seller' },
  'GET /api/sales/stats/daily': { group: 'seller-reads', as: 'seller' },
  'GET /api/open-accounts': { group: 'seller-reads', as: 'seller' },
  'GET /api/cash-sessions': { group: 'seller-reads', as: 'seller' },
  'GET /api/cash-sessions/without-till': { group: 'seller-reads', as: 'seller' },
  'GET /api/cash-sessions/{id}/report.pdf': { group: 'seller-reads', as: 'seller', params: ZIdParams },
  'GET /api/sales/{id}/receipt.pdf': { group: 'seller-reads', as: 'seller', params: ZIdParams },
  'GET /api/clients/{id}/statement.pdf': { group: 'seller-reads', as: 'seller', params: ZIdParams },
  'POST /api/sales/{id}/receipt-link': { group: 'sale-writes', as: 'seller', params: ZIdParams },
  'DELETE /api/sales/{id}/receipt-link': { group: 'sale-writes', as: 'seller', params: ZIdParams },
  'GET /api/public/receipts/{token}/receipt.pdf': {
    group: 'seller-reads',
    as: 'anonymous',
    params: ZReceiptTokenParams,
  },
  // Design §15: every file of GET /exports/… (from/to, or the sales book's month); all.zip takes no query.
  ...Object.fromEntries(
    [...EXPORT_KINDS, 'sales-book'].flatMap((name) =>
      EXPORT_FORMATS.map((format) => [
        `GET /api/exports/${name}.${format}`,
        { group: 'exports', as: 'seller' } satisfies TFuzzRoute,
      ]),
    ),
  ),
  'GET /api/exports/sales-book.pdf': { group: 'exports', as: 'seller' },
  ...Object.fromEntries(
    EXPORT_FORMATS.map((format) => [
      `GET /api/reports/receivables.${format}`,
      { group: 'exports', as: 'seller' } satisfies TFuzzRoute,
    ]),
  ),
  ...Object.fromEntries(
    REPORTS.flatMap((report) =>
      EXPORT_FORMATS.map((format) => [
        `GET /api/reports/${report}.${format}`,
        { group: 'exports', as: 'seller' } satisfies TFuzzRoute,
      ]),
    ),
  ),
  'GET /api/admin/users': { group: 'admin-reads', as: 'admin' },
  'GET /api/admin/products': { group: 'admin-reads', as: 'admin' },
  'GET /api/admin/clients': { group: 'admin-reads', as: 'admin' },
  'GET /api/admin/sales': { group: 'admin-reads', as: 'admin' },
  'GET /api/admin/users/{id}/products': { group: 'admin-reads', as: 'admin', params: ZIdParams },
  'GET /api/admin/users/{id}/clients': { group: 'admin-reads', as: 'admin', params: ZIdParams },
  'GET /api/admin/users/{id}/sales': { group: 'admin-reads', as: 'admin', params: ZIdParams },
  'GET /api/admin/users/{id}/open-accounts': { group: 'admin-reads', as: 'admin', params: ZIdParams },
};
