import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DollarSign, House, Package, Receipt, UserCog, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { useAppStore } from '@/stores/app-store';
import { AppShell, type TNavItem } from './app-shell';

// The admin area is in English in the spec (§2 "Layout").
export const ADMIN_NAV_ITEMS: readonly TNavItem[] = [
  { label: 'Admin Home', to: paths.admin.dashboard, icon: House },
  { label: 'Users', to: paths.admin.users, icon: UserCog },
  { label: 'Products', to: paths.admin.products, icon: Package },
  { label: 'Clients', to: paths.admin.clients, icon: Users },
  { label: 'Sales', to: paths.admin.sales, icon: Receipt },
  { label: 'Dollar Rate', to: paths.admin.dollarRate, icon: DollarSign },
];

/** The admin area's frame: light theme (spec §2). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const userName = useAppStore((state) => state.user?.name);
  const logout = useAppStore((state) => state.logout);

  return (
    <AppShell
      theme="light"
      navLabel="Admin menu"
      subtitle={userName ? `Admin · ${userName}` : 'Admin'}
      items={ADMIN_NAV_ITEMS}
      onLogout={() => {
        logout();
        navigate(paths.home, { replace: true });
      }}
    >
      {children}
    </AppShell>
  );
}
