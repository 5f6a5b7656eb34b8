/** The products list's "Por agotarse" filter in its URL, so a link (the dashboard's panel) can open it on. */
export const LOW_STOCK_FILTER = { param: 'filtro', value: 'por-agotarse' } as const;

/**
 * The single route map (spec §2). Components link with `paths.x.y` — never with a hand-written string — so a
 * renamed route is one edit here and the type checker finds every caller.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  termsAndConditions: '/terms-and-conditions',
  verifyEmail: '/verify-email',
  resendVerification: '/resend-verification',
  /** The link mailed to a profile's new e-mail (`?token=`). */
  confirmEmailChange: '/confirm-email-change',
  welcome: '/welcome',
  /** A shop device's PIN sign-in, and where it goes to change who is selling (decision record 029). */
  pin: '/pin',
  /** The e-mailed invitation to join a shop's team (`?token=`). */
  acceptInvitation: '/invitacion',
  /** Where a person who works in several shops picks one after signing in. */
  shops: '/negocios',
  /** A receipt's public link (design §12): opened by a customer with no account. */
  publicReceiptPattern: '/r/:token',
  /** A client's statement's public link (decision record 030): what they owe, opened from a reminder. */
  publicStatementPattern: '/e/:token',

  dashboard: {
    root: '/dashboard',
    products: '/dashboard/products',
    /** The products list showing only those at or below their minimum (design §13 "Por agotarse"). */
    lowStockProducts: `/dashboard/products?${LOW_STOCK_FILTER.param}=${LOW_STOCK_FILTER.value}`,
    productMovementsPattern: '/dashboard/products/:productId/movimientos',
    /** A product's kardex: every change of its stock, newest first. */
    productMovements: (productId: string) =>
      `/dashboard/products/${encodeURIComponent(productId)}/movimientos`,
    /** Stock that matches the shelf (design §13): the hub, a delivery, a count. */
    inventory: '/dashboard/inventario',
    inventoryRestock: '/dashboard/inventario/entrada',
    inventoryCount: '/dashboard/inventario/conteo',
    clients: '/dashboard/clients',
    sales: '/dashboard/sales',
    saleReceiptPattern: '/dashboard/sales/:saleId/recibo',
    /** A sale's receipt: print, PDF, WhatsApp. */
    saleReceipt: (saleId: string) => `/dashboard/sales/${encodeURIComponent(saleId)}/recibo`,
    /** The till (design §11): open, live view, close. */
    till: '/dashboard/caja',
    tillHistory: '/dashboard/caja/historial',
    tillReportPattern: '/dashboard/caja/:sessionId',
    /** A session's Z report. */
    tillReport: (sessionId: string) => `/dashboard/caja/${encodeURIComponent(sessionId)}`,
    openAccounts: '/dashboard/open-accounts',
    /** Who owes what and since when (decision record 030): the ageing, the reminders, the export. */
    receivables: '/dashboard/por-cobrar',
    /** Detal and the shop's lists, with their prices and quantity tiers (decision record 031). */
    priceLists: '/dashboard/precios',
    profile: '/dashboard/profile',
    analytics: '/dashboard/analytics',
    /** What sells, when, how it is paid (decision record 033): one screen, one period, a tab per report. */
    reports: '/dashboard/reportes',
    expenses: '/dashboard/expenses',
    /** Data out (design §15): a table as CSV or Excel, the month's sales book, everything as a ZIP. */
    exports: '/dashboard/exportar',
  },

  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    users: '/admin/users',
    /** `/admin/users?status=PENDING` and friends; no status means every user. */
    usersWithStatus: (status?: string) =>
      status ? `/admin/users?${new URLSearchParams({ status }).toString()}` : '/admin/users',
    userCreate: '/admin/users/create',
    userDetailPattern: '/admin/users/:userId',
    userDetail: (userId: string) => `/admin/users/${encodeURIComponent(userId)}`,
    products: '/admin/products',
    clients: '/admin/clients',
    sales: '/admin/sales',
    saleDetailPattern: '/admin/sales/:saleId',
    saleDetail: (saleId: string) => `/admin/sales/${encodeURIComponent(saleId)}`,
    saleReceiptPattern: '/admin/sales/:saleId/recibo',
    saleReceipt: (saleId: string) => `/admin/sales/${encodeURIComponent(saleId)}/recibo`,
    dollarRate: '/admin/dollar-rate',
  },
} as const;

/** Where a signed-in user lands: the admin area for both admin roles, the shop for everyone else. */
export function homePathForRole(isAdmin: boolean): string {
  return isAdmin ? paths.admin.dashboard : paths.dashboard.root;
}
