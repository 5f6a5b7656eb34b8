import { randomBytes } from 'node:crypto';
import type { TDb } from '../../src/db/client';
import { dollarRates } from '../../src/db/schema/system';
import { DEFAULT_PASSWORD } from '../seed';
import type { TResourceKind, TShop } from './shop-fixture';

/** What a template may use: the caller's own shop (its ids), its e-mail and password. */
export interface TCaller {
  shop: TShop;
  email: string;
  password: string;
}

const unique = () => randomBytes(4).toString('hex');

export const VENEZUELA = {
  name: 'Venezuela',
  code: 'VE',
  currency: 'bolívar soberano',
  currencyCode: 'VES',
  currencySymbol: 'Bs.',
};

/**
 * One valid body per operation that takes a body, keyed like the OpenAPI document ('POST /api/sales'). The
 * isolation matrix sends them so that a 401, 403 or 404 is the token's or the id's doing, never a 400; the
 * hostile-input suite mutates them. A new operation with a body and no entry here fails
 * `isolation-matrix.test.ts`.
 */
export const VALID_BODIES: Record<string, (caller: TCaller) => Record<string, unknown>> = {
  'POST /api/clients/{id}/reminders': () => ({}),
  'POST /api/price-lists': () => ({ name: `Distribuidor ${unique()}`, percentOff: 8 }),
  'PUT /api/price-lists/{id}': () => ({ name: `Mayor ${unique()}` }),
  'PUT /api/price-lists/{id}/prices': ({ shop }) => ({
    products: [{ productId: shop.ids.product, prices: [{ minQuantity: 6, price: 9.5 }] }],
  }),
  'POST /api/sales': ({ shop }) => ({
    items: [{ productId: shop.ids.product, quantity: 1, price: 12.5 }],
    status: 'PAID',
    paymentMethod: 'CASH',
  }),
  'POST /api/products': () => ({
    name: 'Arroz Mary 1kg',
    sku: `ARZ-${unique()}`,
    price: 2.4,
    cost: 1.6,
    quantity: 30,
  }),
  'PUT /api/products/{id}': () => ({
    name: 'Arroz Mary 1kg',
    sku: `ARZ-${unique()}`,
    price: 2.5,
    cost: 1.6,
    quantity: 28,
  }),
  'POST /api/stock/restocks': ({ shop }) => ({
    lines: [{ productId: shop.ids.product, quantity: 2, unitCost: 1.5 }],
    supplier: 'Distribuidora Polar',
    reference: 'F-0042',
  }),
  'POST /api/stock/adjustments': ({ shop }) => ({
    reason: 'COUNT',
    note: 'Conteo semanal',
    lines: [{ productId: shop.ids.product, countedQuantity: 40 }],
  }),
  'POST /api/sales/{id}/returns': ({ shop }) => ({
    // The item is of the shop's credit sale: its return lowers what the client owes (no money came in for it).
    lines: [{ saleItemId: shop.ids.saleItem, quantity: 1 }],
    refund: { credit: true },
  }),
  'POST /api/clients': () => ({ name: 'María Pérez', email: 'maria@example.com', phone: '0414-1234567' }),
  'PUT /api/clients/{id}': () => ({ name: 'María P.', email: 'maria.p@example.com', phone: null }),
  'POST /api/expenses': () => ({
    description: 'Luz',
    amount: 15.3,
    category: 'UTILITIES',
    date: '2025-03-10',
  }),
  'PUT /api/expenses/{id}': () => ({
    description: 'Luz de marzo',
    amount: 16.1,
    category: 'UTILITIES',
    date: '2025-03-11T12:00:00.000Z',
  }),
  'POST /api/payments': ({ shop }) => ({ saleId: shop.ids.sale, amount: 0.01, method: 'CASH' }),
  'PUT /api/users': () => ({
    country: 'Venezuela',
    currency: 'VES',
    currencySymbol: 'Bs.',
    currencyName: 'bolívar soberano',
  }),
  'PUT /api/users/settings': () => ({ igtfEnabled: true, igtfRate: 3 }),
  'POST /api/shop/members': () => ({ name: 'Cajera Ana', role: 'CASHIER', pin: '1234' }),
  'PATCH /api/shop/members/{id}': () => ({ role: 'MANAGER' }),
  'PUT /api/shop/members/{id}/pin': () => ({ pin: '4321' }),
  'POST /api/shop/devices': () => ({ name: 'Caja del mostrador' }),
  'POST /api/shop/registers': () => ({ name: `Caja ${unique()}` }),
  // The shop's owner approves (their PIN is set by the fixture): an action an owner may do, so it is issued.
  'POST /api/approvals': ({ shop }) => ({ action: 'return', memberId: shop.ids.user, pin: '1234' }),
  'POST /api/auth/pin': ({ shop }) => ({
    deviceToken: shop.deviceToken,
    memberId: shop.ids.member,
    pin: '1234',
  }),
  'PUT /api/shop': () => ({ businessName: 'Bodega La Esquina', country: 'Venezuela', igtfEnabled: true }),
  'POST /api/cash-sessions': () => ({ openingFloat: { USD: 20, VES: 500 } }),
  'POST /api/cash-sessions/{id}/movements': () => ({
    type: 'OUT',
    currency: 'USD',
    amount: 1,
    reason: 'Proveedor',
  }),
  'POST /api/cash-sessions/{id}/close': () => ({
    // Every line a shop's till can expect (its sales are by card, its abono by transfer, in dollars).
    counted: [
      { method: 'CASH', currency: 'USD', amount: 0 },
      { method: 'CASH', currency: 'VES', amount: 0 },
      { method: 'CARD', currency: 'USD', amount: 0 },
      { method: 'TRANSFER', currency: 'USD', amount: 0 },
    ],
  }),
  'POST /api/admin/dollar-rate': () => ({ rate: 36.5 }),
  'POST /api/admin/users': () => ({
    name: 'Nuevo Usuario',
    email: `nuevo-${unique()}@example.com`,
    password: 'Secreta#2025',
    role: 'USER',
  }),
  'POST /api/auth/change-password': ({ password }) => ({
    currentPassword: password,
    newPassword: 'OtraClave2026',
  }),
  'POST /api/auth/login': ({ email, password }) => ({ email, password }),
  'POST /api/auth/register': () => ({
    name: 'Ana',
    lastname: 'Rivas',
    email: `ana-${unique()}@example.com`,
    password: DEFAULT_PASSWORD,
    country: VENEZUELA,
    acceptTerms: true,
  }),
  'POST /api/auth/verify-email': () => ({ token: unique().repeat(8) }),
  'POST /api/auth/resend-verification': () => ({ email: `nadie-${unique()}@example.com` }),
  'POST /api/auth/forgot-password': () => ({ email: `nadie-${unique()}@example.com` }),
  'POST /api/auth/reset-password': () => ({ token: unique().repeat(8), password: 'Nueva2026x' }),
  'POST /api/auth/accept-invitation': () => ({ token: unique().repeat(8), password: 'Nueva2026x' }),
  // The caller's own shop: a session there again.
  'POST /api/auth/switch-shop': ({ shop }) => ({ shopId: shop.ids.user }),
  'POST /api/users/confirm-email-change': () => ({ token: unique().repeat(8) }),
};

/**
 * Body fields that hold a UUID, and what they point at. `reference` fields must name a row of the caller
 * (another seller's id → 404); `ignored` fields are accepted for the client's convenience and never used (the
 * path decides). A new UUID field in a seller body fails `isolation-matrix.test.ts` until it is listed here.
 */
export const BODY_UUID_FIELDS: Record<
  string,
  Record<
    string,
    {
      /** reference: 404 as a missing row; ignored: the path's id wins; person: a PIN of A's is no one's here. */
      use: 'reference' | 'ignored' | 'person';
      kind: 'product' | 'client' | 'sale' | 'saleItem' | 'user' | 'priceList';
    }
  >
> = {
  'POST /api/sales': {
    clientId: { use: 'reference', kind: 'client' },
    'items[].productId': { use: 'reference', kind: 'product' },
    priceListId: { use: 'reference', kind: 'priceList' },
  },
  'PUT /api/price-lists/{id}/prices': { 'products[].productId': { use: 'reference', kind: 'product' } },
  'POST /api/clients': { priceListId: { use: 'reference', kind: 'priceList' } },
  'POST /api/payments': { saleId: { use: 'reference', kind: 'sale' } },
  'POST /api/stock/restocks': { 'lines[].productId': { use: 'reference', kind: 'product' } },
  'POST /api/sales/{id}/returns': { 'lines[].saleItemId': { use: 'reference', kind: 'saleItem' } },
  'POST /api/stock/adjustments': { 'lines[].productId': { use: 'reference', kind: 'product' } },
  'PUT /api/products/{id}': { id: { use: 'ignored', kind: 'product' } },
  'PUT /api/clients/{id}': {
    id: { use: 'ignored', kind: 'client' },
    priceListId: { use: 'reference', kind: 'priceList' },
  },
  // A's owner, whose PIN is the same as B's owner's: still no approval in B's shop.
  'POST /api/approvals': { memberId: { use: 'person', kind: 'user' } },
  // A's main register, whose id is A's shop's (and its owner's).
  'POST /api/cash-sessions': { registerId: { use: 'reference', kind: 'user' } },
  'POST /api/shop/devices': { registerId: { use: 'reference', kind: 'user' } },
};

/** Sets 'items[].productId' (first element) or 'clientId' in a copy of a body. */
export function withField(
  body: Record<string, unknown>,
  field: string,
  value: unknown,
): Record<string, unknown> {
  const copy = structuredClone(body);
  const [head = '', ...rest] = field.split('.');
  if (head.endsWith('[]')) {
    const list = copy[head.slice(0, -2)] as Record<string, unknown>[];
    const first = list[0] ?? {};
    list[0] = withField(first, rest.join('.'), value);
    return copy;
  }
  if (rest.length > 0) {
    copy[head] = withField((copy[head] ?? {}) as Record<string, unknown>, rest.join('.'), value);
    return copy;
  }
  copy[head] = value;
  return copy;
}

/**
 * What a path parameter names: a row kind of the caller's shop, or (admin routes) an account in the state the
 * route acts on: PENDING (approve, reject), APPROVED and active (suspend), suspended (reactivate). Tests seed a
 * fresh one per call, so acting on it changes no other test's account.
 */
export type TAccountTarget = 'pendingUser' | 'approvedUser' | 'suspendedUser';
/** A dollar-rate reading held for an admin to confirm (not a shop's row): seeded fresh per call too. */
export type THeldRateTarget = 'heldDollarRate';
export type TParamTarget = TResourceKind | TAccountTarget | THeldRateTarget;

/** A held reading, 30 % off a rate in force, for POST /api/admin/dollar-rate/{id}/confirm. */
export async function seedHeldDollarRate(db: TDb): Promise<string> {
  await db.insert(dollarRates).values({ rate: 36, source: 'bcv', validFor: '2024-03-14' });
  const [row] = await db
    .insert(dollarRates)
    .values({ rate: 46.8, source: 'bcv', validFor: '2024-03-15', status: 'held' })
    .returning({ id: dollarRates.id });
  return row!.id;
}

export function isAccountTarget(target: TParamTarget | undefined): target is TAccountTarget {
  return target === 'pendingUser' || target === 'approvedUser' || target === 'suspendedUser';
}

/** The seed options of an account a route acts on. */
export const ACCOUNT_TARGETS: Record<
  TAccountTarget,
  { status: 'PENDING' | 'APPROVED'; suspended?: boolean }
> = {
  pendingUser: { status: 'PENDING' },
  approvedUser: { status: 'APPROVED' },
  suspendedUser: { status: 'APPROVED', suspended: true },
};

/**
 * The resource behind each parameter of each parameterised path. The isolation matrix fills the parameter with
 * another seller's row of that kind; a new parameterised path missing here fails `isolation-matrix.test.ts`.
 */
export const PATH_PARAMS: Record<string, Record<string, TParamTarget>> = {
  '/api/products/{id}': { id: 'product' },
  '/api/products/delete/{id}': { id: 'product' },
  '/api/products/{id}/movements': { id: 'product' },
  '/api/clients/{id}': { id: 'client' },
  '/api/clients/delete/{id}': { id: 'client' },
  '/api/clients/{id}/statement': { id: 'client' },
  '/api/clients/{id}/statement.pdf': { id: 'client' },
  '/api/clients/{id}/credit': { id: 'client' },
  '/api/clients/{id}/reminders': { id: 'client' },
  '/api/clients/{id}/statement-link': { id: 'client' },
  '/api/expenses/{id}': { id: 'expense' },
  '/api/price-lists/{id}': { id: 'priceList' },
  '/api/price-lists/{id}/prices': { id: 'priceList' },
  '/api/sales/{id}/payments': { id: 'sale' },
  '/api/sales/{id}/receipt': { id: 'sale' },
  '/api/sales/{id}/receipt.pdf': { id: 'sale' },
  '/api/sales/{id}/receipt-link': { id: 'sale' },
  '/api/sales/{id}/returns': { id: 'sale' },
  '/api/open-accounts/{id}/check-and-close': { id: 'openAccount' },
  '/api/cash-sessions/{id}': { id: 'cashSession' },
  '/api/cash-sessions/{id}/movements': { id: 'cashSession' },
  '/api/cash-sessions/{id}/close': { id: 'cashSession' },
  '/api/cash-sessions/{id}/report.pdf': { id: 'cashSession' },
  '/api/shop/members/{id}': { id: 'member' },
  '/api/shop/members/{id}/pin': { id: 'member' },
  '/api/shop/devices/{id}': { id: 'device' },
  '/api/admin/sales/{id}': { id: 'sale' },
  '/api/admin/sales/{id}/receipt': { id: 'sale' },
  '/api/admin/users/{id}': { id: 'user' },
  '/api/admin/users/{id}/products': { id: 'user' },
  '/api/admin/users/{id}/clients': { id: 'user' },
  '/api/admin/users/{id}/sales': { id: 'user' },
  '/api/admin/users/{id}/open-accounts': { id: 'user' },
  '/api/admin/users/{id}/approve': { id: 'pendingUser' },
  '/api/admin/users/{id}/reject': { id: 'pendingUser' },
  '/api/admin/users/{id}/suspend': { id: 'approvedUser' },
  '/api/admin/users/{id}/reactivate': { id: 'suspendedUser' },
  '/api/admin/dollar-rate/{id}/confirm': { id: 'heldDollarRate' },
};

/**
 * Bearer routes outside /admin that every signed-in role may use (the account itself, the rate). Every other
 * one is a shop route: an admin, who has no shop, gets 403 there (lib/auth/guards.ts requireSeller).
 */
export const ANY_ROLE_ROUTES = new Set(['PUT /api/users', 'GET /api/users/me', 'GET /api/dollar-rate']);

/** Seller reads that hold no tenant data (the same answer for every seller). */
export const SHARED_READS = new Set(['GET /api/dollar-rate']);
