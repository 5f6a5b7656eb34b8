import { Link } from 'react-router';
import { ChevronRight, UserPlus } from 'lucide-react';
import { focusRing } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { usePendingUsersCount } from '../api/get-admin-users';

export type TPendingRequestsCardProps = {
  className?: string;
};

/**
 * Admin dashboard card 'Pending Requests' (spec §2): how many registrations wait for approval; the whole card
 * links to /admin/users?status=PENDING. Refreshed by every approve, reject or create (['admin'] invalidation).
 */
export function PendingRequestsCard({ className }: TPendingRequestsCardProps) {
  const pending = usePendingUsersCount();
  return (
    <Link
      to={paths.admin.usersWithStatus('PENDING')}
      className={cn(
        'group flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:ring-teal-600',
        focusRing,
        className,
      )}
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
        <UserPlus aria-hidden="true" className="size-6" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-slate-700">Pending Requests</span>
        <span className="block text-3xl font-bold text-slate-900">
          {pending.isPending ? (
            <Spinner size="sm" label="Loading pending requests..." />
          ) : pending.isError ? (
            <span className="text-base font-medium text-red-700">Error loading</span>
          ) : (
            pending.data
          )}
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 text-slate-500 group-hover:text-teal-700" />
    </Link>
  );
}
