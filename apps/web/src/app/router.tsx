import { lazy, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { AdminRoute } from './guards/admin-route';
import { ProtectedRoute } from './guards/protected-route';
import { PublicOnlyRoute } from './guards/public-only-route';
import { RootLayout } from './root-layout';

/** Every page file under app/routes exports `Component`; this turns one into a code-split component. */
function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}

const loadProvider = () => import('./provider');
const LazyAppProvider = lazy(() => loadProvider().then((module) => ({ default: module.AppProvider })));

/** Server cache and toasts for every route below it (see provider.tsx for why it is lazy). */
function WithAppProvider() {
  return (
    <LazyAppProvider>
      <Outlet />
    </LazyAppProvider>
  );
}

const loadLanding = () => import('./routes/landing');
const Landing = lazyPage(loadLanding);
const TermsAndConditions = lazyPage(() => import('./routes/terms-and-conditions'));
const NotFound = lazyPage(() => import('./routes/not-found'));

const loadLogin = () => import('./routes/auth/login');
const Login = lazyPage(loadLogin);
const Register = lazyPage(() => import('./routes/auth/register'));
const ForgotPassword = lazyPage(() => import('./routes/auth/forgot-password'));
const ResetPassword = lazyPage(() => import('./routes/auth/reset-password'));
const Welcome = lazyPage(() => import('./routes/auth/welcome'));
const VerifyEmail = lazyPage(() => import('./routes/auth/verify-email'));
const ResendVerification = lazyPage(() => import('./routes/auth/resend-verification'));
const ConfirmEmailChange = lazyPage(() => import('./routes/auth/confirm-email-change'));
const PinSignIn = lazyPage(() => import('./routes/auth/pin'));
const AcceptInvitation = lazyPage(() => import('./routes/auth/accept-invitation'));
const ShopChoice = lazyPage(() => import('./routes/auth/shop-choice'));

const loadDashboardLayout = () => import('./routes/dashboard/layout');
const loadDashboardHome = () => import('./routes/dashboard/home');
const DashboardLayout = lazyPage(loadDashboardLayout);
const DashboardHome = lazyPage(loadDashboardHome);
const Products = lazyPage(() => import('./routes/dashboard/products'));
const ProductMovements = lazyPage(() => import('./routes/dashboard/product-movements'));
const Inventory = lazyPage(() => import('./routes/dashboard/inventory'));
const InventoryRestock = lazyPage(() => import('./routes/dashboard/inventory-restock'));
const InventoryCount = lazyPage(() => import('./routes/dashboard/inventory-count'));
const Clients = lazyPage(() => import('./routes/dashboard/clients'));
const Sales = lazyPage(() => import('./routes/dashboard/sales'));
const SaleReceipt = lazyPage(() => import('./routes/dashboard/sale-receipt'));
const PublicReceipt = lazyPage(() => import('./routes/public-receipt'));
const PublicStatement = lazyPage(() => import('./routes/public-statement'));
const Till = lazyPage(() => import('./routes/dashboard/till'));
const TillHistory = lazyPage(() => import('./routes/dashboard/till-history'));
const TillReport = lazyPage(() => import('./routes/dashboard/till-report'));
const OpenAccounts = lazyPage(() => import('./routes/dashboard/open-accounts'));
const Receivables = lazyPage(() => import('./routes/dashboard/receivables'));
const PriceLists = lazyPage(() => import('./routes/dashboard/price-lists'));
const Profile = lazyPage(() => import('./routes/dashboard/profile'));
const Analytics = lazyPage(() => import('./routes/dashboard/analytics'));
const Reports = lazyPage(() => import('./routes/dashboard/reports'));
const Expenses = lazyPage(() => import('./routes/dashboard/expenses'));
const Exports = lazyPage(() => import('./routes/dashboard/exports'));

const AdminLayout = lazyPage(() => import('./routes/admin/layout'));
const AdminDashboard = lazyPage(() => import('./routes/admin/dashboard'));
const AdminUsers = lazyPage(() => import('./routes/admin/users'));
const AdminUserCreate = lazyPage(() => import('./routes/admin/user-create'));
const AdminUserDetail = lazyPage(() => import('./routes/admin/user-detail'));
const AdminProducts = lazyPage(() => import('./routes/admin/products'));
const AdminClients = lazyPage(() => import('./routes/admin/clients'));
const AdminSales = lazyPage(() => import('./routes/admin/sales'));
const AdminSaleDetail = lazyPage(() => import('./routes/admin/sale-detail'));
const AdminSaleReceipt = lazyPage(() => import('./routes/admin/sale-receipt'));
const AdminDollarRate = lazyPage(() => import('./routes/admin/dollar-rate'));

/**
 * Starts downloading, all at once, the chunks of the page a visit opens on. Nested lazy routes otherwise load one
 * after another (the provider, then the layout, then the page), each only once its parent has rendered: on a
 * phone's 4G that is a round trip and a download per level before /dashboard can even ask for its data
 * (docs/history/performance-sessions-1-8.md, "The front end"). The same import() the lazy components make
 * later then finds the module loaded.
 */
export function preloadEntryChunks(pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.home) {
    void loadLanding();
  } else if (path === paths.login) {
    void loadProvider();
    void loadLogin();
  } else if (path === paths.dashboard.root || path.startsWith(`${paths.dashboard.root}/`)) {
    void loadProvider();
    void loadDashboardLayout();
    if (path === paths.dashboard.root) void loadDashboardHome();
  }
}

/**
 * Every route of spec §2, each page lazy, so `/` downloads only the shell and the landing page. Declarative
 * routes rather than a data router: react-router's data router alone would add to every page's download,
 * landing budget included, and the app has no loaders to make use of it (docs/decisions/002). Used inside
 * <BrowserRouter> (main.tsx) or <MemoryRouter> (tests).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<PublicOnlyRoute />}>
          <Route index element={<Landing />} />
        </Route>
        <Route path={paths.termsAndConditions} element={<TermsAndConditions />} />

        <Route element={<WithAppProvider />}>
          <Route element={<PublicOnlyRoute />}>
            <Route path={paths.login} element={<Login />} />
            <Route path={paths.register} element={<Register />} />
            <Route path={paths.forgotPassword} element={<ForgotPassword />} />
            <Route path={paths.resetPassword} element={<ResetPassword />} />
            <Route path={paths.welcome} element={<Welcome />} />
          </Route>
          {/* Open in any state: a verification link may be opened while someone is signed in. */}
          <Route path={paths.verifyEmail} element={<VerifyEmail />} />
          <Route path={paths.resendVerification} element={<ResendVerification />} />
          <Route path={paths.confirmEmailChange} element={<ConfirmEmailChange />} />
          {/* A shop device: signing in, and changing who sells while someone is signed in. */}
          <Route path={paths.pin} element={<PinSignIn />} />
          {/* An invitation may be opened on a phone where someone else is signed in: accepting replaces it. */}
          <Route path={paths.acceptInvitation} element={<AcceptInvitation />} />
          <Route path={paths.shops} element={<ShopChoice />} />
          {/* A customer opens it with no account; a signed-in seller may open one too. */}
          <Route path={paths.publicReceiptPattern} element={<PublicReceipt />} />
          {/* A client opens their statement from a reminder, with no account (decision record 030). */}
          <Route path={paths.publicStatementPattern} element={<PublicStatement />} />

          <Route path={paths.dashboard.root} element={<ProtectedRoute />}>
            <Route element={<DashboardLayout />}>
              <Route index element={<DashboardHome />} />
              <Route path={paths.dashboard.products} element={<Products />} />
              <Route path={paths.dashboard.productMovementsPattern} element={<ProductMovements />} />
              <Route path={paths.dashboard.inventory} element={<Inventory />} />
              <Route path={paths.dashboard.inventoryRestock} element={<InventoryRestock />} />
              <Route path={paths.dashboard.inventoryCount} element={<InventoryCount />} />
              <Route path={paths.dashboard.clients} element={<Clients />} />
              <Route path={paths.dashboard.sales} element={<Sales />} />
              <Route path={paths.dashboard.saleReceiptPattern} element={<SaleReceipt />} />
              <Route path={paths.dashboard.till} element={<Till />} />
              <Route path={paths.dashboard.tillHistory} element={<TillHistory />} />
              <Route path={paths.dashboard.tillReportPattern} element={<TillReport />} />
              <Route path={paths.dashboard.openAccounts} element={<OpenAccounts />} />
              <Route path={paths.dashboard.receivables} element={<Receivables />} />
              <Route path={paths.dashboard.priceLists} element={<PriceLists />} />
              <Route path={paths.dashboard.profile} element={<Profile />} />
              <Route path={paths.dashboard.analytics} element={<Analytics />} />
              <Route path={paths.dashboard.reports} element={<Reports />} />
              <Route path={paths.dashboard.expenses} element={<Expenses />} />
              <Route path={paths.dashboard.exports} element={<Exports />} />
            </Route>
          </Route>

          <Route path={paths.admin.root} element={<AdminRoute />}>
            <Route element={<AdminLayout />}>
              <Route index element={<Navigate to={paths.admin.dashboard} replace />} />
              <Route path={paths.admin.dashboard} element={<AdminDashboard />} />
              <Route path={paths.admin.users} element={<AdminUsers />} />
              <Route path={paths.admin.userCreate} element={<AdminUserCreate />} />
              <Route path={paths.admin.userDetailPattern} element={<AdminUserDetail />} />
              <Route path={paths.admin.products} element={<AdminProducts />} />
              <Route path={paths.admin.clients} element={<AdminClients />} />
              <Route path={paths.admin.sales} element={<AdminSales />} />
              <Route path={paths.admin.saleDetailPattern} element={<AdminSaleDetail />} />
              <Route path={paths.admin.saleReceiptPattern} element={<AdminSaleReceipt />} />
              <Route path={paths.admin.dollarRate} element={<AdminDollarRate />} />
            </Route>
          </Route>
        </Route>

        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
