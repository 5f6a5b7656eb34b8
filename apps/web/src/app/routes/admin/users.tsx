import { Link, useSearchParams } from 'react-router';
import { UserPlus } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import {
  AdminUsersTable,
  adminUsersTitle,
  isUserStatus,
  UserStatusFilter,
} from '@/features/admin-users/components/users-table';

/** /admin/users?status=… (spec §2 Admin users). */
export function Component() {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('status');
  const status = isUserStatus(raw) ? raw : undefined;
  return (
    <>
      <PageHeader
        title={adminUsersTitle(status)}
        actions={
          <Link to={paths.admin.userCreate} className={buttonClasses()}>
            <UserPlus aria-hidden="true" className="size-4" />
            Create User
          </Link>
        }
      />
      <UserStatusFilter current={status} />
      {/* Keyed by the filter: another status starts again at page 1. */}
      <AdminUsersTable key={status ?? 'ALL'} status={status} />
    </>
  );
}
