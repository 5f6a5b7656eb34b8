import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DollarSign, Receipt, UserCheck, Users, UsersRound, type LucideIcon } from 'lucide-react';
import { focusRing } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { formatAdminMoney, formatCount } from './admin-format';

const CARD = 'flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

function TotalCard({ label, value, icon: Icon }: { label: string; value: ReactNode; icon: LucideIcon }) {
  return (
    <>
      <span className="rounded-lg bg-teal-50 p-2 text-teal-800">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-sm text-slate-600">{label}</span>
        <span className="text-2xl font-bold tabular-nums">{value}</span>
      </span>
    </>
  );
}

export const ADMIN_TOTALS_LOAD_ERROR = 'Could not load the totals.';

type TAdminTotalsCardsProps = {
  /**
   * The Pending Requests card, when the page has a richer one (features/admin-users' PendingRequestsCard);
   * otherwise a link card built from the same totals.
   */
  pendingRequestsCard?: ReactNode;
};

/**
 * The admin dashboard's cards (spec §2): Pending Requests (a link to the pending users), Total Users, Total
 * Clients, Total Sales and Total Revenue ('$' and 2 decimals). Read again on every visit (docs/admin.md).
 */
export function AdminTotalsCards({ pendingRequestsCard }: TAdminTotalsCardsProps) {
  const query = useAdminDashboard();

  if (query.isPending) {
    return (
      <div className="flex justify-center py-8 text-teal-700">
        <Spinner size="lg" label="Loading totals..." />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        message={ADMIN_TOTALS_LOAD_ERROR}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }

  const totals = query.data.data;
  return (
    <ul aria-label="Totals" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
      <li>
        {pendingRequestsCard ?? (
          <Link
            to={paths.admin.usersWithStatus('PENDING')}
            className={cn(
              CARD,
              'h-full transition-colors hover:border-teal-600 hover:bg-teal-50/40',
              focusRing,
            )}
          >
            <TotalCard label="Pending Requests" value={formatCount(totals.pendingUsers)} icon={UserCheck} />
          </Link>
        )}
      </li>
      <li className={cn(CARD, 'h-full')}>
        <TotalCard label="Total Users" value={formatCount(totals.totalUsers)} icon={Users} />
      </li>
      <li className={cn(CARD, 'h-full')}>
        <TotalCard label="Total Clients" value={formatCount(totals.totalClients)} icon={UsersRound} />
      </li>
      <li className={cn(CARD, 'h-full')}>
        <TotalCard label="Total Sales" value={formatCount(totals.totalSales)} icon={Receipt} />
      </li>
      <li className={cn(CARD, 'h-full')}>
        <TotalCard label="Total Revenue" value={formatAdminMoney(totals.totalRevenue)} icon={DollarSign} />
      </li>
    </ul>
  );
}
