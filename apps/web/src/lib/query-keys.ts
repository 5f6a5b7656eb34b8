/**
 * Query keys that more than one feature reads or invalidates, written once (style.md "Query keys are written
 * once"). Features do not import each other, so a key another feature must refresh lives here rather than being
 * copied as a literal. Each is a prefix: a feature's queries extend it (`[...PRODUCTS_QUERY_KEY, 'list', params]`),
 * and invalidating the prefix refreshes all of them. Keys only their own feature touches stay in that feature.
 */

/** Sales lists and details: a sale and an instalment move them. */
export const SALES_QUERY_KEY = ['sales'] as const;

/** Products: a sale takes stock, a product change edits them. */
export const PRODUCTS_QUERY_KEY = ['products'] as const;

/** Clients: a sale or an instalment changes `hasDebt`. */
export const CLIENTS_QUERY_KEY = ['clients'] as const;

/** Open accounts: sales and instalments change their totals. */
export const OPEN_ACCOUNTS_QUERY_KEY = ['open-accounts'] as const;

/** The seller dashboard's figures: sales and expenses move them. */
export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/** Daily statistics: a sale moves them. */
export const STATS_QUERY_KEY = ['stats'] as const;

/**
 * Every query of the admin views (features/admin and features/admin-users): an approval, a rejection or a new
 * user invalidates this prefix, and the dashboard totals, the user lists, the pending count and the user detail
 * move together.
 */
export const ADMIN_QUERY_KEY = ['admin'] as const;
export const ADMIN_USERS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'users'] as const;

/** GET /admin/users/{id}: the one key of a user's detail (features/admin-users `useAdminUser`). */
export function adminUserQueryKey(userId: string) {
  return [...ADMIN_USERS_QUERY_KEY, 'detail', userId] as const;
}

/**
 * The till (design §11): every cash-session query. A sale, an instalment or an expense paid from the till moves
 * the open one's expected lines, so those invalidate this prefix; the Caja screen extends it.
 */
export const CASH_SESSIONS_QUERY_KEY = ['cash-sessions'] as const;
/** GET /cash-sessions/current: the open till or null (the Caja screen, the cart's "Caja cerrada"). */
export const CURRENT_TILL_QUERY_KEY = [...CASH_SESSIONS_QUERY_KEY, 'current'] as const;

/** A sale's receipt (design §12): it lists the sale's payments, returns and balance, which a sale, an instalment or a return moves. */
export const RECEIPTS_QUERY_KEY = ['receipts'] as const;

/**
 * GET /shop (design §18): the shop's settings, which the profile edits (the fiado's limit and term) and a shop
 * device reads (its idle lock).
 */
export const SHOP_QUERY_KEY = ['shop'] as const;

/** The shop's price lists and their prices (decision record 031): the cart, the client form and their screen. */
export const PRICE_LISTS_QUERY_KEY = ['price-lists'] as const;
