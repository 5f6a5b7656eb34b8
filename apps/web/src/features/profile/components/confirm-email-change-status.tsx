import { Link } from 'react-router';
import { CircleX } from 'lucide-react';
import { PASSWORD_TEXTS } from '@cuadre/shared/auth/messages';
import { UNEXPECTED_ERROR_SHORT } from '@cuadre/shared/common/generic-errors';
import { EMAIL_CHANGE_MESSAGES } from '@cuadre/shared/users/messages';
import { buttonClasses } from '@/components/ui/button';
import { LinkPending, LinkSucceeded } from '@/components/ui/link-outcome';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';
import { useConfirmEmailChange } from '../api/confirm-email-change';

export type TConfirmEmailChangeStatusProps = {
  /** The `?token=` of the link mailed to the new address; null means none was given. */
  token: string | null;
};

/**
 * /confirm-email-change: sends the token on load, then the new address or why not (an
 * expired or used link, or an address someone else took meanwhile). Whoever is signed in on this device goes
 * on to the profile, which reads the account again; anyone else to the login.
 */
export function ConfirmEmailChangeStatus({ token }: TConfirmEmailChangeStatusProps) {
  const confirmation = useConfirmEmailChange(token);
  const isSignedIn = useAppStore((state) => Boolean(state.token));
  const next = isSignedIn ? (
    <Link to={paths.dashboard.profile} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
      Ir a mi perfil
    </Link>
  ) : (
    <Link to={paths.login} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
      {PASSWORD_TEXTS.goToLogin}
    </Link>
  );

  if (token && confirmation.isPending) return <LinkPending label={EMAIL_CHANGE_MESSAGES.pending} />;

  if (token && confirmation.isSuccess) {
    return (
      <LinkSucceeded titleId="email-change-ok-title" title={EMAIL_CHANGE_MESSAGES.successTitle} next={next}>
        {EMAIL_CHANGE_MESSAGES.success(confirmation.data.email)}
      </LinkSucceeded>
    );
  }

  const error = confirmation.error;
  const message = !token
    ? EMAIL_CHANGE_MESSAGES.tokenNotFound
    : ((isApiError(error) ? error.serverMessage : undefined) ?? UNEXPECTED_ERROR_SHORT);
  return (
    <section aria-labelledby="email-change-error-title" className="space-y-4 text-center">
      <CircleX aria-hidden="true" className="mx-auto size-12 text-red-700" />
      <h2 id="email-change-error-title" className="text-xl font-semibold">
        {EMAIL_CHANGE_MESSAGES.errorTitle}
      </h2>
      <p role="alert" className="text-sm text-red-800">
        {message}
      </p>
      {next}
    </section>
  );
}
