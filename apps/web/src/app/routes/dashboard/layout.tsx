import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { SellerLayout } from '@/components/layouts/seller-layout';
import { DollarRateSidebar } from '@/features/dollar-rate/components/dollar-rate-sidebar';
import { CountrySelectionDialog } from '@/features/profile/components/country-selection-dialog';

/**
 * Frame of every /dashboard page. The app layer composes features into the layout (components may not import
 * features), so the Dólar BCV card and the currency toggle are passed here.
 */
export function Component() {
  // The Dólar BCV card + USD/VES toggle; it renders nothing for sellers outside Venezuela.
  const dollarRateSlot = <DollarRateSidebar />;
  return (
    <SellerLayout sidebarSlot={dollarRateSlot}>
      {/* Inside the frame, so the sidebar stays while a page downloads for the first time. */}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      {/* Opens while the seller has no country (spec §2 Seller dashboard). */}
      <CountrySelectionDialog />
    </SellerLayout>
  );
}
