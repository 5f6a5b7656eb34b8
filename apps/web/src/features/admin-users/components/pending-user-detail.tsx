import { useState } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { Check, UserX } from 'lucide-react';
import { ADMIN_TOASTS } from '@cuadre/shared/admin/messages';
import type { TAdminUser } from '@cuadre/shared/admin/schemas';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { fullName } from '@/lib/full-name';
import { useReviewUser } from '../api/review-user';
import { EmailVerificationBadge } from './email-verification-badge';
import { ReviewConfirmDialog, type TReviewAsked } from './review-confirm-dialog';
import { UserStatusBadge } from './user-status-badge';

const NOT_GIVEN = '—';

/** 'Bolívar (Bs.)': the currency's name with its symbol. */
function currencyText(user: Pick<TAdminUser, 'currencyName' | 'currency' | 'currencySymbol'>): string {
  const name = user.currencyName ?? user.currency;
  if (name && user.currencySymbol) return `${name} (${user.currencySymbol})`;
  return name ?? user.currencySymbol ?? NOT_GIVEN;
}

/** Registration date in the admin's locale and zone, e.g. 'July 7, 2025, 10:30 AM'. */
export function formatRegistrationDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}

export type TPendingUserDetailProps = {
  /** A user from GET /admin/users/{id} (`useAdminUser`); the component is meant for status PENDING. */
  user: TAdminUser;
  /** After an approval (the ['admin'] queries are already invalidated, so the page re-renders the user). */
  onApproved?: () => void;
  className?: string;
};

/**
 * /admin/users/{id} for a PENDING user (spec §2): the registration data and Approve / Reject. Toasts
 * 'User approved successfully' / 'Error approving user: {message}' and their reject twins (spec §8); after a
 * rejection the admin goes to the pending list (spec §4).
 */
export function PendingUserDetail({ user, onApproved, className }: TPendingUserDetailProps) {
  const navigate = useNavigate();
  const review = useReviewUser();
  // Approve and Reject ask first, with a warning for an unverified address.
  const [asked, setAsked] = useState<TReviewAsked | null>(null);

  const decide = ({ decision }: TReviewAsked) => {
    review.mutate(
      { userId: user.id, decision },
      {
        onSettled: () => setAsked(null),
        onSuccess: () => {
          if (decision === 'approve') {
            toast.success(ADMIN_TOASTS.approveSuccess);
            onApproved?.();
          } else {
            toast.success(ADMIN_TOASTS.rejectSuccess);
            navigate(paths.admin.usersWithStatus('PENDING'));
          }
        },
        onError: (error) => {
          const message = isApiError(error) ? error.message : String(error);
          toast.error(
            decision === 'approve' ? ADMIN_TOASTS.approveError(message) : ADMIN_TOASTS.rejectError(message),
          );
        },
      },
    );
  };

  const rows: Array<[string, string]> = [
    ['Full name', fullName(user)],
    ['Email', user.email],
    ['Business name', user.businessName ?? NOT_GIVEN],
    ['Phone', user.phone ?? NOT_GIVEN],
    ['City', user.city ?? NOT_GIVEN],
    ['Country', user.country ?? NOT_GIVEN],
    ['Currency', currencyText(user)],
    ['Registration date', formatRegistrationDate(user.createdAt)],
  ];

  const deciding = review.isPending ? review.variables?.decision : undefined;
  return (
    <section
      aria-labelledby="pending-user-title"
      className={cn('rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pending-user-title" className="text-lg font-semibold text-slate-900">
          Registration request
        </h2>
        <span className="flex flex-wrap gap-1">
          <UserStatusBadge status={user.status} suspendedAt={user.suspendedAt} />
          <EmailVerificationBadge emailVerifiedAt={user.emailVerifiedAt} />
        </span>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-0.5 font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Button
          onClick={() => setAsked({ user, decision: 'approve' })}
          disabled={review.isPending}
          isLoading={deciding === 'approve'}
        >
          <Check aria-hidden="true" className="size-4" />
          Approve
        </Button>
        <Button
          variant="danger"
          onClick={() => setAsked({ user, decision: 'reject' })}
          disabled={review.isPending}
          isLoading={deciding === 'reject'}
        >
          <UserX aria-hidden="true" className="size-4" />
          Reject
        </Button>
      </div>
      <ReviewConfirmDialog
        asked={asked}
        isPending={review.isPending}
        onClose={() => setAsked(null)}
        onConfirm={decide}
      />
    </section>
  );
}
