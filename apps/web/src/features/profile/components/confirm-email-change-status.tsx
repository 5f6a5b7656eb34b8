import { Link } from 'react-router';
import { CircleCheck, CircleX } from 'lucide-react';
import { EMAIL_CHANGE_MESSAGES, PASSWORD_TEXTS, UNEXPECTED_ERROR_SHORT } from '@cuadre/shared/messages';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';
import { useConfirmEmailChange } from '../api/confirm-email-change';

export type TConfirmEmailChangeStatusProps = {
  /** The `?token=` of the link mailed to the new address; null means none was given. */
  token: string | null;
};

/**
 * /confirm-email-change (issue 19, item 11): sends the token on load, then the new address or why not (an
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

  if (token && confirmation.isPending) {
    return (
      <div className="flex flex-col items-center gap-3 py-6 text-teal-700">
        <Spinner size="lg" label={EMAIL_CHANGE_MESSAGES.pending} />
        <p className="text-sm text-slate-700">{EMAIL_CHANGE_MESSAGES.pending}</p>
      </div>
    );
  }

  if (token && confirmation.isSuccess) {
    return (
      <section aria-labelledby="email-change-ok-title" className="space-y-4 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
        <h2 id="email-change-ok-title" className="text-xl font-semibold">
          {EMAIL_CHANGE_MESSAGES.successTitle}
        </h2>
        <p className="text-sm break-words text-slate-700">
          {EMAIL_CHANGE_MESSAGES.success(confirmation.data.email)}
        </p>
        {next}
      </section>
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
