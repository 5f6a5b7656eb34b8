import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { SellerLayout } from '@/components/layouts/seller-layout';

/**
 * Frame of every /dashboard page. The app layer composes features into the layout (components may not import
 * features), so the Dólar BCV card and the currency toggle (a later issue) are passed here.
 */
export function Component() {
  // SLOT(dollar-rate): pass the DollarRate card + USD/VES toggle here; render nothing until they exist.
  const dollarRateSlot = null;
  return (
    <SellerLayout sidebarSlot={dollarRateSlot}>
      {/* Inside the frame, so the sidebar stays while a page downloads for the first time. */}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </SellerLayout>
  );
}
