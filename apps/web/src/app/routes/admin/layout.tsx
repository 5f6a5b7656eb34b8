import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { AdminLayout } from '@/components/layouts/admin-layout';

/** Frame of every /admin page. */
export function Component() {
  return (
    <AdminLayout>
      {/* Inside the frame, so the sidebar stays while a page downloads for the first time. */}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </AdminLayout>
  );
}
