import { TAX_CLASSES } from '@cuadre/shared/tax/constants';
import { pgEnum } from 'drizzle-orm/pg-core';
import { CASH_MOVEMENT_TYPES, CASH_SESSION_STATUSES } from '@cuadre/shared/till/constants';
import { EXPENSE_CATEGORIES } from '@cuadre/shared/expenses/constants';
import { OPEN_ACCOUNT_STATUSES } from '@cuadre/shared/open-accounts/constants';
import { PAYMENT_CURRENCIES, PAYMENT_METHODS } from '@cuadre/shared/payments/constants';
import { PRODUCT_UNITS } from '@cuadre/shared/products/constants';
import { SALE_STATUSES } from '@cuadre/shared/sales/constants';
import { STOCK_MOVEMENT_KINDS } from '@cuadre/shared/stock/constants';
import { MEMBER_STATUSES, SHOP_ROLES } from '@cuadre/shared/team/constants';
import { USER_ROLES, USER_STATUSES } from '@cuadre/shared/users/constants';

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
export const taxClassEnum = pgEnum('tax_class', TAX_CLASSES);
export const shopRoleEnum = pgEnum('shop_role', SHOP_ROLES);
export const memberStatusEnum = pgEnum('member_status', MEMBER_STATUSES);
