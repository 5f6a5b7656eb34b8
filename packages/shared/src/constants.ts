/**
 * Business constants shared by the API and the web app (spec §9 and design.md).
 * Every list is `as const` so its union type can be derived and reused by the zod schemas.
 */

export const PRODUCT_NAME = 'Cuadre';

// ── Paging and searching (spec §9) ────────────────────────────────────────────
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const FEATURED_PRODUCTS_COUNT = 6;
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_MAX_LENGTH = 100;

// ── Timings (spec §9) ─────────────────────────────────────────────────────────
export const TOAST_DURATION_MS = 3500;
export const TOAST_LIMIT = 20;
export const SALE_SUCCESS_BANNER_MS = 3000;
export const SALE_ERROR_BANNER_MS = 3000;
export const STOCK_ERROR_BANNER_MS = 5000;
export const OPEN_ACCOUNTS_BANNER_MS = 5000;
export const DOLLAR_RATE_REFRESH_MS = 5 * 60 * 1000;

// ── Local storage (spec §3) ───────────────────────────────────────────────────
export const STORAGE_KEY = 'app-storage';

// ── Registration wizard (spec §2) ─────────────────────────────────────────────
export const REGISTER_STEPS = ['Datos Personales', 'Seguridad', 'Ubicación', 'Finalizar'] as const;
export const REGISTER_STEP_COUNT = REGISTER_STEPS.length;

// ── Users ─────────────────────────────────────────────────────────────────────
export const USER_ROLES = ['USER', 'ADMIN', 'SUPER_ADMIN'] as const;
export type TUserRole = (typeof USER_ROLES)[number];
/** Roles admitted by the admin guard (design.md §4). */
export const ADMIN_ROLES = ['ADMIN', 'SUPER_ADMIN'] as const satisfies readonly TUserRole[];
export type TAdminRole = (typeof ADMIN_ROLES)[number];
/** Roles an admin may give when creating a user (never SUPER_ADMIN). */
export const CREATABLE_ROLES = ['USER', 'ADMIN'] as const satisfies readonly TUserRole[];
export type TCreatableRole = (typeof CREATABLE_ROLES)[number];
export const DEFAULT_USER_ROLE: TUserRole = 'USER';

export function isAdminRole(role: string | null | undefined): role is TAdminRole {
  return role === 'ADMIN' || role === 'SUPER_ADMIN';
}

export const USER_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];
/** Admin area is English (spec §2 admin screens). */
export const USER_STATUS_LABELS: Record<TUserStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

// ── Sales and payments (spec §3, §9) ──────────────────────────────────────────
export const SALE_STATUSES = ['PAID', 'PENDING'] as const;
export type TSaleStatus = (typeof SALE_STATUSES)[number];
export const SALE_STATUS_LABELS: Record<TSaleStatus, string> = {
  PAID: 'Pagada',
  PENDING: 'Pendiente',
};
export const DEFAULT_SALE_STATUS: TSaleStatus = 'PAID';

/** The spec's four, then Pago Móvil and Zelle (design §10). */
export const PAYMENT_METHODS = ['CASH', 'CARD', 'TRANSFER', 'OTHER', 'PAGO_MOVIL', 'ZELLE'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  CASH: 'Efectivo',
  CARD: 'Tarjeta',
  TRANSFER: 'Transferencia',
  OTHER: 'Otro',
  PAGO_MOVIL: 'Pago Móvil',
  ZELLE: 'Zelle',
};
/** The currency a payment was handed over in (design §10): `amountInCurrency` is in it. */
export const PAYMENT_CURRENCIES = ['USD', 'VES'] as const;
export type TPaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];
/** Which currencies each method takes (design §10): cash either, Pago Móvil/Tarjeta/Transferencia Bs., Zelle USD. */
export const PAYMENT_METHOD_CURRENCIES: Record<TPaymentMethod, readonly TPaymentCurrency[]> = {
  CASH: ['USD', 'VES'],
  CARD: ['VES'],
  TRANSFER: ['VES'],
  OTHER: ['USD', 'VES'],
  PAGO_MOVIL: ['VES'],
  ZELLE: ['USD'],
};
/** The methods that hand money over in `currency` (design §10): a bolívar instalment's, a refund's. */
export function methodsTaking(currency: TPaymentCurrency): TPaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => PAYMENT_METHOD_CURRENCIES[method].includes(currency));
}

/**
 * The methods a payment may have when it is recorded the spec's way, in dollars with no currency (a seller without
 * bolívares): all but Pago Móvil, which takes only bolívares.
 */
export const DOLLAR_PAYLOAD_METHODS: readonly TPaymentMethod[] = PAYMENT_METHODS.filter(
  (method) => method !== 'PAGO_MOVIL',
);
/** A reference is asked for these methods (design §10). */
export const PAYMENT_METHODS_WITH_REFERENCE: readonly TPaymentMethod[] = ['PAGO_MOVIL', 'TRANSFER', 'ZELLE'];
export const DEFAULT_PAYMENT_METHOD: TPaymentMethod = 'CASH';
/** At most this many payments make up one sale (split tender, design §10). */
export const MAX_SALE_PAYMENTS = 10;

/**
 * A sale made offline (design §14) keeps the moment it was made when it arrives within this window: at most 72
 * hours late, at most 5 minutes ahead of the server's clock (a phone's clock drifts).
 */
export const OFFLINE_SALE_MAX_AGE_MS = 72 * 60 * 60 * 1000;
export const OFFLINE_SALE_MAX_AHEAD_MS = 5 * 60 * 1000;

/**
 * IGTF (design §10): a seller setting, off by default, charged on payments in foreign currency (dollars) on top
 * of what they pay off, as a percentage of it. The rate is a percentage with 2 decimals, above 0 and at most 100.
 */
export const IGTF_DEFAULT_RATE = 3;
export const IGTF_MAX_RATE = 100;

/** The shop's data printed on its documents (design §12): the longest each may be. */
export const SHOP_DOCUMENT_LIMITS = {
  businessName: 150,
  taxId: 20,
  address: 200,
  phone: 30,
  receiptFooter: 200,
};
/**
 * Dollars are foreign currency in Venezuela: a payment handed over in USD bears IGTF when it is charged, by a
 * method that takes dollars (cash, Zelle, Otro). Tarjeta and Transferencia are bolívar methods: the spec's
 * payload records them in dollars, but no foreign currency changed hands, so they bear none.
 */
export function bearsIgtf(currency: TPaymentCurrency, method: TPaymentMethod): boolean {
  return currency === 'USD' && PAYMENT_METHOD_CURRENCIES[method].includes('USD');
}

// ── The till (design §11) ─────────────────────────────────────────────────────
export const CASH_SESSION_STATUSES = ['OPEN', 'CLOSED'] as const;
export type TCashSessionStatus = (typeof CASH_SESSION_STATUSES)[number];
export const CASH_MOVEMENT_TYPES = ['IN', 'OUT'] as const;
export type TCashMovementType = (typeof CASH_MOVEMENT_TYPES)[number];
export const CASH_MOVEMENT_TYPE_LABELS: Record<TCashMovementType, string> = {
  IN: 'Entrada',
  OUT: 'Salida',
};
export const CASH_MOVEMENT_REASON_MAX = 200;

/** Why a product's stock changed (design §13): each change is one movement, in the same transaction. */
export const STOCK_MOVEMENT_KINDS = [
  'SALE',
  'RESTOCK',
  'ADJUSTMENT',
  'RETURN',
  'IMPORT',
  'EDIT',
  'OPENING',
] as const;
export type TStockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];
export const STOCK_MOVEMENT_KIND_LABELS: Record<TStockMovementKind, string> = {
  SALE: 'Venta',
  RESTOCK: 'Entrada de mercancía',
  ADJUSTMENT: 'Ajuste',
  RETURN: 'Devolución',
  IMPORT: 'Importación',
  EDIT: 'Edición del producto',
  OPENING: 'Inventario inicial',
};

/**
 * How a product is counted (design §13): by the unit, or weighed/measured. A weighed unit takes quantities with up
 * to QUANTITY_DECIMALS decimals; UNIT stays whole, as the spec's fields are.
 */
export const PRODUCT_UNITS = ['UNIT', 'KG', 'G', 'L'] as const;
export type TProductUnit = (typeof PRODUCT_UNITS)[number];
export const DEFAULT_PRODUCT_UNIT: TProductUnit = 'UNIT';
export const PRODUCT_UNIT_LABELS: Record<TProductUnit, string> = {
  UNIT: 'Unidad',
  KG: 'Kg',
  G: 'g',
  L: 'L',
};
/** What follows a quantity on a screen or a document: "0,75 kg"; nothing after a count of units. */
export const PRODUCT_UNIT_SYMBOLS: Record<TProductUnit, string> = {
  UNIT: '',
  KG: 'kg',
  G: 'g',
  L: 'L',
};
/** Decimals a weighed quantity may have: grams of a kilo, millilitres of a litre. */
export const QUANTITY_DECIMALS = 3;

/** The reasons of an adjustment (design §13, §17). */
export const ADJUSTMENT_REASONS = ['COUNT', 'SHRINKAGE', 'DAMAGED', 'EXPIRED', 'THEFT', 'OTHER'] as const;
export type TAdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
export const ADJUSTMENT_REASON_LABELS: Record<TAdjustmentReason, string> = {
  COUNT: 'Conteo físico',
  SHRINKAGE: 'Merma',
  DAMAGED: 'Dañado',
  EXPIRED: 'Vencido',
  THEFT: 'Robo',
  OTHER: 'Otro',
};

/** Lines one sale may have (and so one return of it). */
export const MAX_SALE_ITEMS = 500;

/** Lines one restock or one count may carry: a delivery note, a shelf counted in one go. */
export const STOCK_LINES_MAX = 200;

/** A product's minimum stock when none is set: the spec's red threshold (5 or fewer). */
export const DEFAULT_MIN_STOCK = 5;
export const CASH_SESSION_NOTES_MAX = 500;

/** The till's states, as the Z report and the exports write them. */
export const CASH_SESSION_STATUS_LABELS: Record<TCashSessionStatus, string> = {
  OPEN: 'Abierta',
  CLOSED: 'Cerrada',
};

// ── Exports (design §15) ──────────────────────────────────────────────────────
/** What a seller can download as a table: one file per kind (GET /exports/{kind}.{csv|xlsx}). */
export const EXPORT_KINDS = [
  'products',
  'clients',
  'sales',
  'payments',
  'expenses',
  'returns',
  'stock-movements',
  'cash-sessions',
] as const;
export type TExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_KIND_LABELS: Record<TExportKind, string> = {
  products: 'Productos',
  clients: 'Clientes',
  sales: 'Ventas (con sus líneas)',
  payments: 'Pagos y abonos',
  expenses: 'Gastos',
  returns: 'Devoluciones',
  'stock-movements': 'Movimientos de inventario',
  'cash-sessions': 'Cajas (cuadres)',
};
/** What the date range of an export filters on, said to the seller beside the Desde/Hasta fields. */
export const EXPORT_KIND_DATE_LABELS: Record<TExportKind, string> = {
  products: 'fecha de alta del producto',
  clients: 'fecha de alta del cliente',
  sales: 'fecha de la venta',
  payments: 'fecha del pago',
  expenses: 'fecha del gasto',
  returns: 'fecha de la devolución',
  'stock-movements': 'fecha del movimiento',
  'cash-sessions': 'fecha de apertura de la caja',
};
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FORMAT_LABELS: Record<TExportFormat, string> = {
  csv: 'CSV',
  xlsx: 'Excel (.xlsx)',
};
export const EXPORT_CONTENT_TYPES: Record<TExportFormat | 'zip', string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

// ── Open accounts ─────────────────────────────────────────────────────────────
export const OPEN_ACCOUNT_STATUSES = ['OPEN', 'CLOSED'] as const;
export type TOpenAccountStatus = (typeof OPEN_ACCOUNT_STATUSES)[number];
export const OPEN_ACCOUNT_STATUS_LABELS: Record<TOpenAccountStatus, string> = {
  OPEN: 'Abierta',
  CLOSED: 'Cerrada',
};

// ── Clients ───────────────────────────────────────────────────────────────────
export const DEBT_STATUSES = ['with_debt', 'without_debt'] as const;
export type TDebtStatus = (typeof DEBT_STATUSES)[number];
export const DEBT_STATUS_LABELS: Record<TDebtStatus, string> = {
  with_debt: 'Con Deuda',
  without_debt: 'Sin Deuda',
};

// ── Expenses (spec §3) ────────────────────────────────────────────────────────
export const EXPENSE_CATEGORIES = [
  'RENT',
  'UTILITIES',
  'MARKETING',
  'SUPPLIES',
  'TRANSPORT',
  'MAINTENANCE',
  'INSURANCE',
  'TAXES',
  'SALARY',
  'PROFESSIONAL',
  'OTHER',
] as const;
export type TExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export const EXPENSE_CATEGORY_LABELS: Record<TExpenseCategory, string> = {
  RENT: 'Alquiler',
  UTILITIES: 'Servicios',
  MARKETING: 'Marketing',
  SUPPLIES: 'Suministros',
  TRANSPORT: 'Transporte',
  MAINTENANCE: 'Mantenimiento',
  INSURANCE: 'Seguros',
  TAXES: 'Impuestos',
  SALARY: 'Salarios',
  PROFESSIONAL: 'Servicios Profesionales',
  OTHER: 'Otros',
};
/** Value of the category filter meaning "no filter" (omitted from the list call). */
export const EXPENSE_CATEGORY_ALL = 'ALL';
export const EXPENSE_DESCRIPTION_MAX = 255;

// ── Stock and margin colours (spec §9) ────────────────────────────────────────
export const STOCK_LOW_THRESHOLD = 5;
export const STOCK_WARNING_THRESHOLD = 10;
export const MARGIN_GOOD_PERCENT = 20;
export const MARGIN_FAIR_PERCENT = 10;

// ── Passwords (spec §5, §9) ───────────────────────────────────────────────────
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 100;
export const ADMIN_INLINE_PASSWORD_MIN_LENGTH = 6;
export const GENERATED_PASSWORD_LENGTH = 12;
export const PASSWORD_SPECIAL_CHARS = '!@#$%=+^&*(),.?":{}|<>';
export const PASSWORD_STRENGTH_MAX = 5;

// ── Money ─────────────────────────────────────────────────────────────────────
export const MIN_AMOUNT = 0.01;
/** Largest value of numeric(14,2). */
export const MAX_AMOUNT = 999_999_999_999.99;
/**
 * The largest total one sale may have (design §10): far above any real sale, and small enough that a seller's
 * history of sales keeps every screen's sums readable. A sale past it answers 400 (VALIDATION.saleTotalTooLarge).
 */
export const MAX_SALE_TOTAL = 100_000_000;
export const DEFAULT_CURRENCY_SYMBOL = '$';
export const VES_PREFIX = 'Bs. ';
export const CURRENCY_MODES = ['USD', 'VES'] as const;
export type TCurrencyMode = (typeof CURRENCY_MODES)[number];
export const DEFAULT_CURRENCY_MODE: TCurrencyMode = 'USD';

// ── Countries and time zones ──────────────────────────────────────────────────
// The countries themselves come from the server (GET /countries, apps/api/src/modules/countries).
export const VENEZUELA_CURRENCY_CODE = 'VES';
/** "Today" for a session that carries no zone (stored before login answered `timeZone`). */
export const DEFAULT_TIME_ZONE = 'America/Caracas';

/**
 * Venezuelan sellers get the USD/VES dual-currency mode (spec §1, §6). The server stores the currency ISO code
 * from the chosen country, so the code (unlike a country name) is one exact value to test.
 */
export function isVenezuela(user: { currency?: string | null }): boolean {
  return user.currency === VENEZUELA_CURRENCY_CODE;
}

// ── Misc (spec §1, §9) ────────────────────────────────────────────────────────
export const TERMS_LAST_UPDATED = '2025-07-07';
export const SHORT_ID_LENGTH = 8;
export const MONTH_NAMES_ES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;
export type TMonthNameEs = (typeof MONTH_NAMES_ES)[number];
export const DEFAULT_MONTH_LABEL = 'este mes';

// ── Token lifetimes (design.md §4) ────────────────────────────────────────────
export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** The link that confirms a profile's new e-mail. */
export const EMAIL_CHANGE_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const JWT_TTL_SECONDS = 8 * 60 * 60;

// ── HTTP ──────────────────────────────────────────────────────────────────────
export const API_BASE_PATH = '/api';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
