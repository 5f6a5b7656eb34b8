import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { resetPasswordErrorMessage } from '@cuadre/shared/common/error-messages';
import { PASSWORD_TEXTS, RESET_PASSWORD_ERRORS } from '@cuadre/shared/auth/messages';
import { ZResetPasswordForm, type TResetPasswordForm } from '@cuadre/shared/auth/schemas';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { LoadingOverlay } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { zodResolver } from '@/lib/form-resolver';
import { useResetPassword } from '../api/reset-password';
import { ErrorDialog } from './error-dialog';
import { textLinkClass } from './styles';

export type TResetPasswordFormProps = {
  /** The token of the e-mailed link (`?token=`); null or '' shows 'Enlace Inválido'. */
  token: string | null;
};

/** Reset password (spec §2, §4): form → submitting (overlay) → '¡Contraseña Actualizada!' or the error dialog. */
export function ResetPasswordForm({ token }: TResetPasswordFormProps) {
  const resetMutation = useResetPassword();
  const [isDone, setDone] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (!token) {
    return (
      <section aria-labelledby="reset-invalid-title" className="space-y-4 text-center">
        <h2 id="reset-invalid-title" className="text-xl font-semibold">
          {PASSWORD_TEXTS.invalidLinkTitle}
        </h2>
        <p className="text-sm text-slate-700">
          El enlace de recuperación es inválido o ha expirado. Solicita uno nuevo para restablecer tu
          contraseña.
        </p>
        <Link to={paths.forgotPassword} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          {PASSWORD_TEXTS.requestNewLink}
        </Link>
      </section>
    );
  }

  if (isDone) {
    return (
      <section aria-labelledby="reset-done-title" className="space-y-4 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
        <h2 id="reset-done-title" className="text-xl font-semibold">
          {PASSWORD_TEXTS.updatedTitle}
        </h2>
        <p className="text-sm text-slate-700">
          Tu contraseña fue actualizada. Ya puedes iniciar sesión con tu nueva contraseña.
        </p>
        <Link to={paths.login} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          {PASSWORD_TEXTS.goToLogin}
        </Link>
      </section>
    );
  }

  const onSubmit = handleSubmit(({ password }) => {
    // Spec §2: submitting without a token opens the error dialog (unreachable from the form, kept as a guard).
    if (!token.trim()) {
      setErrorMessage(RESET_PASSWORD_ERRORS[400]);
      return;
    }
    resetMutation.mutate(
      { token, password },
      {
        onSuccess: () => setDone(true),
        onError: (error) => setErrorMessage(resetPasswordErrorMessage(isApiError(error) ? error : {})),
      },
    );
  });

  const isPending = resetMutation.isPending;
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Restablecer contraseña">
        <FormField
          label="Nueva contraseña"
          error={errors.password?.message}
          hint={PASSWORD_TEXTS.newPasswordHint}
        >
          {(field) => <PasswordInput {...field} {...register('password')} autoComplete="new-password" />}
        </FormField>
        <FormField label="Confirmar contraseña" error={errors.confirmPassword?.message}>
          {(field) => (
            <PasswordInput
              {...field}
              {...register('confirmPassword')}
              autoComplete="new-password"
              toggleLabel={PASSWORD_TEXTS.showConfirmation}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" isLoading={isPending}>
          {isPending ? 'Actualizando...' : 'Actualizar contraseña'}
        </Button>
        <p className="text-center text-sm text-slate-700">
          <Link to={paths.login} className={textLinkClass}>
            Volver al inicio de sesión
          </Link>
        </p>
      </form>

      {isPending && <LoadingOverlay message={PASSWORD_TEXTS.updatingOverlay} />}

      <ErrorDialog
        message={errorMessage}
        onClose={() => setErrorMessage(null)}
        extraActions={
          <Link to={paths.forgotPassword} className={buttonClasses()}>
            {PASSWORD_TEXTS.requestNewLink}
          </Link>
        }
      />
    </>
  );
}
