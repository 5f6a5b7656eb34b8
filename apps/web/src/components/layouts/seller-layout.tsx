import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  BookOpen,
  Boxes,
  ChartColumn,
  ChartSpline,
  CircleUser,
  HandCoins,
  LayoutDashboard,
  Package,
  Receipt,
  Users,
  Vault,
  Wallet,
} from 'lucide-react';
import { permissionOf, type TShopAction } from '@cuadre/shared/team/permissions';
import { paths } from '@/config/paths';
import { useAppStore } from '@/stores/app-store';
import { AppShell, type TNavItem } from './app-shell';

// Labels verbatim from spec §2 "Layout", plus Inventario and Caja.
export const SELLER_NAV_ITEMS: readonly (TNavItem & { action?: TShopAction })[] = [
  { label: 'Principal', to: paths.dashboard.root, icon: LayoutDashboard, end: true },
  { label: 'Productos', to: paths.dashboard.products, icon: Package },
  // Design §13: deliveries, counts and what runs low, beside the products they change.
  { label: 'Inventario', to: paths.dashboard.inventory, icon: Boxes },
  { label: 'Clientes', to: paths.dashboard.clients, icon: Users },
  { label: 'Ventas', to: paths.dashboard.sales, icon: Receipt },
  // Design §11: the till, right after the sales it adds up.
  { label: 'Caja', to: paths.dashboard.till, icon: Vault },
  { label: 'Gastos', to: paths.dashboard.expenses, icon: Wallet, action: 'figures.read' },
  { label: 'Cuentas Abiertas', to: paths.dashboard.openAccounts, icon: BookOpen },
  // Decision record 030: the ageing of the debts and the reminders, beside the accounts they come from.
  { label: 'Por cobrar', to: paths.dashboard.receivables, icon: HandCoins, action: 'figures.read' },
  { label: 'Estadísticas', to: paths.dashboard.analytics, icon: ChartColumn, action: 'figures.read' },
  // Decision record 033: the reports an owner decides with, beside the statistics.
  { label: 'Reportes', to: paths.dashboard.reports, icon: ChartSpline, action: 'figures.read' },
];

export const SELLER_BOTTOM_ITEMS: readonly TNavItem[] = [
  { label: 'Perfil', to: paths.dashboard.profile, icon: CircleUser },
];

type TSellerLayoutProps = {
  children: ReactNode;
  /**
   * SLOT (dollar-rate issue): the Dólar BCV card and the USD/VES toggle, shown only to non-admin users whose
   * country is Venezuela (spec §2, §6). The app layer passes it in (components may not import features);
   * nothing is rendered until then.
   */
  sidebarSlot?: ReactNode;
  /** The seller's connection and queued sales (design §14), from the app layer. */
  statusSlot?: ReactNode;
  /**
   * Asked before signing out; calls `logout` when the seller goes ahead (the app layer asks first when sales
   * are still queued on the phone). Absent: signing out is immediate.
   */
  onLogoutRequest?: (logout: () => void) => void;
};

/** The seller area's frame: dark theme (spec §2). */
export function SellerLayout({ children, sidebarSlot, statusSlot, onLogoutRequest }: TSellerLayoutProps) {
  const navigate = useNavigate();
  const userName = useAppStore((state) => state.user?.name);
  // Only what the session's role in the shop may open (decision record 029): a cashier sees no figures.
  const shopRole = useAppStore((state) => state.shopRole) ?? 'OWNER';
  const items = SELLER_NAV_ITEMS.filter(
    (item) => !item.action || permissionOf(shopRole, item.action) === 'allow',
  );
  const logout = useAppStore((state) => state.logout);

  return (
    <AppShell
      theme="dark"
      navLabel="Menú principal"
      subtitle={userName}
      items={items}
      bottomItems={SELLER_BOTTOM_ITEMS}
      sidebarSlot={sidebarSlot}
      statusSlot={statusSlot}
      onLogout={() => {
        const signOut = () => {
          logout();
          navigate(paths.home, { replace: true });
        };
        if (onLogoutRequest) onLogoutRequest(signOut);
        else signOut();
      }}
    >
      {children}
    </AppShell>
  );
}
