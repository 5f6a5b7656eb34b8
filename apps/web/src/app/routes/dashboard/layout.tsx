import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { SellerLayout } from '@/components/layouts/seller-layout';
import { DollarRateSidebar } from '@/features/dollar-rate/components/dollar-rate-sidebar';
import { ApprovalHost } from '@/features/team/approval/approval-dialog';
import { ShopDeviceControls } from '@/features/team/device/shop-device-controls';
import { useAccountShopsRole } from '@/features/auth/shops/account-shops-role';
import { useLogoutWithQueuedSales } from '@/lib/offline-sales/logout-with-queued-sales';
import { OfflineStatus } from '@/lib/offline-sales/offline-status';
import { OfflineSync } from '@/lib/offline-sales/offline-sync';
import { useAppStore } from '@/stores/app-store';

// Only a seller without a country sees it, and its module brings zod (through the shared users schema): it is
// downloaded when needed rather than with every /dashboard page (docs/history/performance-sessions-1-8.md,
// "The front end").
const CountrySelectionDialog = lazy(() =>
  import('@/features/profile/components/country-selection-dialog').then((module) => ({
    default: module.CountrySelectionDialog,
  })),
);

/**
 * Frame of every /dashboard page. The app layer composes features into the layout (components may not import
 * features), so the Dólar BCV card and the currency toggle are passed here.
 */
export function Component() {
  const needsCountry = useAppStore((state) => state.user !== null && !state.user.country);
  // Once shown it stays mounted, so it closes the way it always has when the country is saved.
  const [wasNeeded, setWasNeeded] = useState(needsCountry);
  if (needsCountry && !wasNeeded) setWasNeeded(true);
  // The Dólar BCV card + USD/VES toggle; it renders nothing for sellers outside Venezuela.
  const dollarRateSlot = <DollarRateSidebar />;
  // Sales made with no connection (design §14): sent from here, shown in sight, and asked about before signing out.
  const { requestLogout, dialog: logoutDialog } = useLogoutWithQueuedSales();
  // A member invited into someone else's shop sees what their role there may see.
  useAccountShopsRole();
  return (
    <SellerLayout
      sidebarSlot={dollarRateSlot}
      statusSlot={
        <>
          <OfflineStatus />
          <ShopDeviceControls />
        </>
      }
      onLogoutRequest={requestLogout}
    >
      <OfflineSync />
      {/* A manager's PIN on the spot when the server asks for approval (decision record 029). */}
      <ApprovalHost />
      {logoutDialog}
      {/* Inside the frame, so the sidebar stays while a page downloads for the first time. */}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      {/* Opens while the seller has no country (spec §2 Seller dashboard). */}
      {wasNeeded && (
        <Suspense fallback={null}>
          <CountrySelectionDialog />
        </Suspense>
      )}
    </SellerLayout>
  );
}
