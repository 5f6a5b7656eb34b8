import type { ReactNode } from 'react';
import { CircleDollarSign, Package, Receipt, Users, type LucideIcon } from 'lucide-react';
import { USER_STATUS_LABELS, type TUserRole } from '@cuadre/shared/users/constants';
import type { TAdminUserDetail } from '@cuadre/shared/admin/schemas';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { fullName } from '@/lib/full-name';
import { formatAdminMoney, formatCount } from './admin-format';
import { UserActivityTabs } from './user-activity-tabs';

const ROLE_LABELS: Record<TUserRole, string> = { USER: 'User', ADMIN: 'Admin', SUPER_ADMIN: 'Super Admin' };

function StatCard({ label, value, icon: Icon }: { label: string; value: string; icon: LucideIcon }) {
  return (
    <li className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <span className="rounded-lg bg-teal-50 p-2 text-teal-800">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-sm text-slate-600">{label}</span>
        <span className="text-xl font-bold tabular-nums">{value}</span>
      </span>
    </li>
  );
}

/**
 * /admin/users/{userId} for an account that is not PENDING (spec §2 Admin user detail): name, e-mail and role,
 * the stat cards (pending amount = sales minus payments across open accounts) and the activity tabs. The page
 * may pass what another feature knows of the account: its state (`status`, replacing the plain status badge)
 * and the buttons that change it (`actions`: suspend, reactivate).
 */
export function UserDetailView({
  user,
  status,
  actions,
}: {
  user: TAdminUserDetail;
  status?: ReactNode;
  actions?: ReactNode;
}) {
  const name = fullName(user);
  return (
    <>
      <PageHeader title={name} description={user.email} actions={actions} />
      <div className="flex flex-col gap-6">
        <dl className="flex flex-wrap gap-x-8 gap-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div>
            <dt className="text-sm text-slate-600">Name</dt>
            <dd className="font-medium">{name}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-sm text-slate-600">Email</dt>
            <dd className="font-medium break-all">{user.email}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Role</dt>
            <dd>
              <Badge tone="info">{ROLE_LABELS[user.role]}</Badge>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Status</dt>
            <dd>
              {status ?? (
                <Badge tone={user.status === 'APPROVED' ? 'success' : 'danger'}>
                  {USER_STATUS_LABELS[user.status]}
                </Badge>
              )}
            </dd>
          </div>
        </dl>
        <ul aria-label="Stats" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard label="Products Added" value={formatCount(user.stats.productsCount)} icon={Package} />
          <StatCard label="Clients Registered" value={formatCount(user.stats.clientsCount)} icon={Users} />
          <StatCard label="Sales Made" value={formatCount(user.stats.salesCount)} icon={Receipt} />
          <StatCard
            label="Pending Amount"
            value={formatAdminMoney(user.stats.pendingAmount)}
            icon={CircleDollarSign}
          />
        </ul>
        <UserActivityTabs userId={user.id} />
      </div>
    </>
  );
}
