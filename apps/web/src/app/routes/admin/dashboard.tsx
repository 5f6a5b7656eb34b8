import { PageHeader } from '@/components/ui/page-header';
import { ActivityFeedPlaceholder } from '@/features/admin/components/activity-feed-placeholder';
import { AdminTotalsCards } from '@/features/admin/components/admin-totals-cards';
import { CreateUserInlineForm } from '@/features/admin-users/components/create-user-inline-form';
import { PendingRequestsCard } from '@/features/admin-users/components/pending-requests-card';

/**
 * /admin/dashboard (spec §2): the cards (Pending Requests, Total Users, Total Clients, Total Sales, Total
 * Revenue), the 'Activity feed coming soon' placeholder and the inline Create New User form. A new user
 * invalidates every ['admin'] query, so the cards move with it.
 */
export function Component() {
  return (
    <>
      <PageHeader title="Admin Dashboard" />
      <div className="flex flex-col gap-6">
        <AdminTotalsCards pendingRequestsCard={<PendingRequestsCard className="h-full" />} />
        <div className="grid gap-6 lg:grid-cols-2">
          <ActivityFeedPlaceholder />
          <CreateUserInlineForm />
        </div>
      </div>
    </>
  );
}
