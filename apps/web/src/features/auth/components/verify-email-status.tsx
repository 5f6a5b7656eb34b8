import { Link } from 'react-router';
import { CircleX } from 'lucide-react';
import { verificationErrorMessage } from '@cuadre/shared/common/error-messages';
import { PASSWORD_TEXTS, VERIFICATION_MESSAGES } from '@cuadre/shared/auth/messages';
import { buttonClasses } from '@/components/ui/button';
import { LinkPending, LinkSucceeded } from '@/components/ui/link-outcome';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useVerifyEmail } from '../api/verify-email';
import { ResendVerificationForm } from './resend-verification-form';

export type TVerifyEmailStatusProps = {
  /** The `?token=` of the e-mailed link; null means none was given. */
  token: string | null;
};

/** E-mail verification (spec §2, §4): sends the token on load, then pending → success or error. */
export function VerifyEmailStatus({ token }: TVerifyEmailStatusProps) {
  const verification = useVerifyEmail(token);

  if (token && verification.isPending) return <LinkPending label="Verificando tu correo..." />;

  if (token && verification.isSuccess) {
    return (
      <LinkSucceeded
        titleId="verify-ok-title"
        title={VERIFICATION_MESSAGES.successTitle}
        next={
          <Link to={paths.login} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
            {PASSWORD_TEXTS.goToLogin}
          </Link>
        }
      >
        Tu correo fue verificado. Te avisaremos por correo cuando un administrador apruebe tu cuenta.
      </LinkSucceeded>
    );
  }

  const message = token
    ? verificationErrorMessage(isApiError(verification.error) ? verification.error : {})
    : VERIFICATION_MESSAGES.tokenNotFound;

  return (
    <section aria-labelledby="verify-error-title" className="space-y-4">
      <div className="text-center">
        <CircleX aria-hidden="true" className="mx-auto size-12 text-red-700" />
        <h2 id="verify-error-title" className="mt-2 text-xl font-semibold">
          {VERIFICATION_MESSAGES.errorTitle}
        </h2>
        <p role="alert" className="mt-2 text-sm text-red-800">
          {message}
        </p>
      </div>
      <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <p className="mb-3 text-sm text-slate-700">
          ¿Tu enlace expiró? Escribe tu correo y te enviaremos uno nuevo.
        </p>
        <ResendVerificationForm />
      </div>
      {/* Stacked on a phone, side by side from `sm`. flex-1 only there: in the column its zero basis
          overrode the buttons' height and left two text-high links, too small for a thumb. */}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          to={paths.login}
          className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'sm:flex-1' })}
        >
          {PASSWORD_TEXTS.goToLogin}
        </Link>
        <Link
          to={paths.register}
          className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'sm:flex-1' })}
        >
          Registrarse
        </Link>
      </div>
    </section>
  );
}
