import { pgEnum } from 'drizzle-orm/pg-core';
import {
  CASH_MOVEMENT_TYPES,
  CASH_SESSION_STATUSES,
  EXPENSE_CATEGORIES,
  OPEN_ACCOUNT_STATUSES,
  PAYMENT_CURRENCIES,
  PAYMENT_METHODS,
  PRODUCT_UNITS,
  SALE_STATUSES,
  STOCK_MOVEMENT_KINDS,
  USER_ROLES,
  USER_STATUSES,
} from '@cuadre/shared/constants';

export const userRoleEnum = pgEnum('user_role', USER_ROLES);
export const userStatusEnum = pgEnum('user_status', USER_STATUSES);
export const authTokenKindEnum = pgEnum('auth_token_kind', [
  'EMAIL_VERIFICATION',
  'PASSWORD_RESET',
  'EMAIL_CHANGE',
]);
export const saleStatusEnum = pgEnum('sale_status', SALE_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const paymentCurrencyEnum = pgEnum('payment_currency', PAYMENT_CURRENCIES);
export const openAccountStatusEnum = pgEnum('open_account_status', OPEN_ACCOUNT_STATUSES);
export const expenseCategoryEnum = pgEnum('expense_category', EXPENSE_CATEGORIES);
export const cashSessionStatusEnum = pgEnum('cash_session_status', CASH_SESSION_STATUSES);
export const cashMovementTypeEnum = pgEnum('cash_movement_type', CASH_MOVEMENT_TYPES);
export const stockMovementKindEnum = pgEnum('stock_movement_kind', STOCK_MOVEMENT_KINDS);
export const productUnitEnum = pgEnum('product_unit', PRODUCT_UNITS);
