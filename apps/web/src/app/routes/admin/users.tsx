import { useSearchParams } from 'react-router';
import { USER_STATUS_LABELS, USER_STATUSES, type TUserStatus } from '@cuadre/shared/constants';
import { PageHeader } from '@/components/ui/page-header';

function isUserStatus(value: string | null): value is TUserStatus {
  return (USER_STATUSES as readonly (string | null)[]).includes(value);
}

/** /admin/users?status=…: placeholder until the admin feature replaces this page. */
export function Component() {
  const [searchParams] = useSearchParams();
  const status = searchParams.get('status');
  // Spec §2: 'Manage Users', or '{Status} Users' when filtered.
  const title = isUserStatus(status) ? `${USER_STATUS_LABELS[status]} Users` : 'Manage Users';
  return <PageHeader title={title} />;
}
