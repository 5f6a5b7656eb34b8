import { useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { UserDetailView } from '@/features/admin/components/user-detail-view';
import { useAdminUser } from '@/features/admin-users/api/get-admin-user';
import { AccountAccessActions } from '@/features/admin-users/components/account-access-actions';
import { EmailVerificationBadge } from '@/features/admin-users/components/email-verification-badge';
import { PendingUserDetail } from '@/features/admin-users/components/pending-user-detail';
import { UserStatusBadge } from '@/features/admin-users/components/user-status-badge';
import { isApiError } from '@/lib/api-client';

/**
 * /admin/users/:userId (spec §2 Admin user detail): a PENDING account shows its registration data with Approve
 * and Reject; any other shows name, e-mail, role, the stat cards and the tabs. Both show whether the e-mail is
 * verified; an approved account can be suspended and reactivated here.
 */
export function Component() {
  const { userId = '' } = useParams();
  const query = useAdminUser(userId);

  if (query.isPending) return <PageSpinner label="Loading user..." />;
  if (query.isError) {
    const isMissing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <>
        <PageHeader title="User Details" />
        {isMissing ? (
          <ErrorState message="User not found." />
        ) : (
          <ErrorState
            message="Could not load the user."
            onRetry={() => void query.refetch()}
            isRetrying={query.isRefetching}
          />
        )}
      </>
    );
  }
  const user = query.data;
  // After an approval every ['admin'] query is invalidated: this one returns APPROVED and the stats view follows.
  if (user.status === 'PENDING') {
    return (
      <>
        <PageHeader title="User Details" description={user.email} />
        <PendingUserDetail user={user} />
      </>
    );
  }
  return (
    <UserDetailView
      key={userId}
      user={user}
      status={
        <span className="flex flex-wrap gap-1">
          <UserStatusBadge status={user.status} suspendedAt={user.suspendedAt} />
          <EmailVerificationBadge emailVerifiedAt={user.emailVerifiedAt} />
        </span>
      }
      actions={<AccountAccessActions user={user} />}
    />
  );
}
