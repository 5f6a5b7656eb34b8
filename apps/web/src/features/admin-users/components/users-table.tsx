import { useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { Check, UserX, Users } from 'lucide-react';
import { USER_STATUS_LABELS, USER_STATUSES, type TUserStatus } from '@cuadre/shared/users/constants';
import { ADMIN_TOASTS } from '@cuadre/shared/admin/messages';
import type { TAdminUser } from '@cuadre/shared/admin/schemas';
import { Button, focusRing, type TButtonSize } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { CardList } from '@/components/ui/list-view';
import { Pagination } from '@/components/ui/pagination';
import { ListSpinner } from '@/components/ui/spinner';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { LARGE_SCREEN_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { fullName } from '@/lib/full-name';
import { useAdminUsers } from '../api/get-admin-users';
import { useReviewUser, type TReviewDecision } from '../api/review-user';
import { ReviewConfirmDialog } from './review-confirm-dialog';
import { EmailVerificationBadge } from './email-verification-badge';
import { UserStatusBadge } from './user-status-badge';

export function isUserStatus(value: string | null | undefined): value is TUserStatus {
  return (USER_STATUSES as readonly (string | null | undefined)[]).includes(value);
}

/** Spec §2: 'Manage Users', or '{Status} Users' under a status filter. */
export function adminUsersTitle(status: TUserStatus | undefined): string {
  return status ? `${USER_STATUS_LABELS[status]} Users` : 'Manage Users';
}

/** Links that set `?status=` (the URL is the filter, so it can be shared and the back button works). */
export function UserStatusFilter({ current }: { current: TUserStatus | undefined }) {
  const options: Array<[string, TUserStatus | undefined]> = [
    ['All', undefined],
    ...USER_STATUSES.map((status): [string, TUserStatus] => [USER_STATUS_LABELS[status], status]),
  ];
  return (
    <nav aria-label="Filter users by status" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {options.map(([label, status]) => {
          const isCurrent = status === current;
          return (
            <li key={label}>
              <Link
                to={paths.admin.usersWithStatus(status)}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'inline-flex h-11 items-center rounded-full lg:h-9 px-4 text-sm font-medium ring-1',
                  isCurrent
                    ? 'bg-teal-700 text-white ring-teal-700'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-100',
                  focusRing,
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const REVIEW_TOASTS: Record<TReviewDecision, { success: string; error: string }> = {
  approve: { success: ADMIN_TOASTS.approveSuccessEs, error: ADMIN_TOASTS.approveErrorEs },
  reject: { success: ADMIN_TOASTS.rejectSuccessEs, error: ADMIN_TOASTS.rejectErrorEs },
};

export type TAdminUsersTableProps = {
  /** The `?status=` filter; undefined lists everyone. Approve/Reject show only for 'PENDING' (spec §2). */
  status: TUserStatus | undefined;
};

/** /admin/users table: Name, Email, Role, Status; each name links to the user's detail. */
export function AdminUsersTable({ status }: TAdminUsersTableProps) {
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ status, page });
  const review = useReviewUser();
  const showActions = status === 'PENDING';
  const isLarge = useMediaQuery(LARGE_SCREEN_QUERY);
  // Approve and Reject ask first: one click no longer decides an account.
  const [asked, setAsked] = useState<{ user: TAdminUser; decision: TReviewDecision } | null>(null);

  const decide = ({ user, decision }: { user: TAdminUser; decision: TReviewDecision }) => {
    review.mutate(
      { userId: user.id, decision },
      {
        onSuccess: () => toast.success(REVIEW_TOASTS[decision].success),
        onError: () => toast.error(REVIEW_TOASTS[decision].error),
        onSettled: () => setAsked(null),
      },
    );
  };

  if (users.isPending) {
    return <ListSpinner label="Loading users..." />;
  }
  if (users.isError) {
    return (
      <ErrorState
        message="Error loading users."
        onRetry={() => void users.refetch()}
        isRetrying={users.isFetching}
      />
    );
  }
  if (users.data.data.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title={status === 'PENDING' ? 'No pending requests' : 'No users found'}
        description={status === 'PENDING' ? 'Every registration has been reviewed.' : undefined}
      />
    );
  }

  const reviewingId = review.isPending ? review.variables?.userId : undefined;
  const caption = status ? `${USER_STATUS_LABELS[status]} users` : 'Users';
  const reviewButtons = (user: TAdminUser, size: TButtonSize, className?: string) => (
    <>
      <Button
        size={size}
        className={className}
        onClick={() => setAsked({ user, decision: 'approve' })}
        disabled={review.isPending}
        isLoading={reviewingId === user.id && review.variables?.decision === 'approve'}
        aria-label={`Approve ${user.email}`}
      >
        <Check aria-hidden="true" className="size-4" />
        Approve
      </Button>
      <Button
        size={size}
        variant="danger"
        className={className}
        onClick={() => setAsked({ user, decision: 'reject' })}
        disabled={review.isPending}
        isLoading={reviewingId === user.id && review.variables?.decision === 'reject'}
        aria-label={`Reject ${user.email}`}
      >
        <UserX aria-hidden="true" className="size-4" />
        Reject
      </Button>
    </>
  );
  const nameLink = (user: TAdminUser, className?: string) => (
    <Link
      to={paths.admin.userDetail(user.id)}
      className={cn('font-medium text-teal-800 underline-offset-2 hover:underline', focusRing, className)}
    >
      {fullName(user)}
    </Link>
  );

  return (
    <>
      {isLarge ? (
        <Table caption={caption}>
          <THead>
            <tr>
              <Th>Name</Th>
              <Th>Email</Th>
              <Th>Role</Th>
              <Th>Status</Th>
              {showActions && <Th className="text-right">Actions</Th>}
            </tr>
          </THead>
          <TBody>
            {users.data.data.map((user) => (
              <Tr key={user.id}>
                <Td>{nameLink(user)}</Td>
                {/* Whole on one line: an address cut letter by letter is hard to read back. */}
                <Td className="whitespace-nowrap">
                  <span className="flex flex-col items-start gap-1">
                    {user.email}
                    <EmailVerificationBadge emailVerifiedAt={user.emailVerifiedAt} />
                  </span>
                </Td>
                <Td>{user.role}</Td>
                <Td>
                  <UserStatusBadge status={user.status} suspendedAt={user.suspendedAt} />
                </Td>
                {showActions && (
                  <Td>
                    <div className="flex justify-end gap-2">{reviewButtons(user, 'sm')}</div>
                  </Td>
                )}
              </Tr>
            ))}
          </TBody>
        </Table>
      ) : (
        // A phone gets one card per user, as the seller lists do: in a table that scrolled sideways,
        // Approve and Reject sat off-screen with nothing to say they were there.
        <CardList label={caption} items={users.data.data} cardClassName="flex flex-col gap-3 p-4">
          {(user) => (
            <>
              <div className="flex items-start justify-between gap-3">
                <h3 className="min-w-0 break-words">
                  {nameLink(user, 'inline-flex min-h-11 items-center rounded')}
                </h3>
                <UserStatusBadge status={user.status} suspendedAt={user.suspendedAt} />
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-600">Email</dt>
                <dd className="flex min-w-0 flex-col items-start gap-1 break-words">
                  <span className="max-w-full">{user.email}</span>
                  <EmailVerificationBadge emailVerifiedAt={user.emailVerifiedAt} />
                </dd>
                <dt className="text-slate-600">Role</dt>
                <dd>{user.role}</dd>
              </dl>
              {showActions && (
                <div className="grid grid-cols-2 gap-3">{reviewButtons(user, 'lg', 'px-3')}</div>
              )}
            </>
          )}
        </CardList>
      )}
      <ReviewConfirmDialog
        asked={asked}
        isPending={review.isPending}
        onClose={() => setAsked(null)}
        onConfirm={decide}
      />
      {users.data.totalPages > 1 && (
        <Pagination
          page={page}
          totalPages={users.data.totalPages}
          onPageChange={setPage}
          isDisabled={users.isFetching}
        />
      )}
    </>
  );
}
