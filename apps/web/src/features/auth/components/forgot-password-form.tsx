import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { forgotPasswordErrorMessage } from '@cuadre/shared/common/error-messages';
import { PASSWORD_TEXTS } from '@cuadre/shared/auth/messages';
import { ZForgotPasswordRequest, type TForgotPasswordRequest } from '@cuadre/shared/auth/schemas';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { zodResolver } from '@/lib/form-resolver';
import { useForgotPassword } from '../api/forgot-password';
import { ErrorDialog } from './error-dialog';
import { textLinkClass } from './styles';

/**
 * Forgot password (spec §2): an e-mail form; on success the '¡Correo Enviado!' screen, which never says
 * whether the address has an account; on failure an 'Error' dialog (spec §8).
 */
export function ForgotPasswordForm() {
  const forgotMutation = useForgotPassword();
  const [isSent, setSent] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<TForgotPasswordRequest>({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) => {
    forgotMutation.mutate(values, {
      onSuccess: () => setSent(true),
      onError: (error) => setErrorMessage(forgotPasswordErrorMessage(isApiError(error) ? error : {})),
    });
  });

  if (isSent) {
    return (
      <section aria-labelledby="forgot-sent-title" className="space-y-4 text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-12 text-teal-700" />
        <h2 id="forgot-sent-title" className="text-xl font-semibold">
          {PASSWORD_TEXTS.emailSentTitle}
        </h2>
        <p className="text-sm text-slate-700">
          Si el correo electrónico está registrado, te enviaremos un enlace para restablecer tu contraseña.
          Revisa tu bandeja de entrada y la carpeta de spam.
        </p>
        <p className="text-xs text-slate-600">
          Por tu seguridad, no revelamos si un correo electrónico tiene una cuenta en Cuadre.
        </p>
        <div className="flex flex-col gap-2">
          <Link to={paths.login} className={buttonClasses({ size: 'lg' })}>
            Volver al inicio de sesión
          </Link>
          <Button
            variant="secondary"
            size="lg"
            onClick={() => {
              reset({ email: '' });
              forgotMutation.reset();
              setSent(false);
              // After the form is back on screen.
              setTimeout(() => setFocus('email'), 0);
            }}
          >
            Intentar con otro correo
          </Button>
        </div>
      </section>
    );
  }

  const isPending = forgotMutation.isPending;
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Recuperar contraseña">
        <p className="text-sm text-slate-700">
          Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para crear una contraseña
          nueva.
        </p>
        <FormField label="Correo electrónico" error={errors.email?.message}>
          {(field) => (
            <Input {...field} {...register('email')} type="email" autoComplete="email" inputMode="email" />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" isLoading={isPending}>
          {isPending ? 'Enviando...' : 'Enviar enlace'}
        </Button>
        <p className="text-center text-sm text-slate-700">
          ¿Recordaste tu contraseña?{' '}
          <Link to={paths.login} className={textLinkClass}>
            Inicia sesión
          </Link>
        </p>
      </form>

      <ErrorDialog message={errorMessage} onClose={() => setErrorMessage(null)} />
    </>
  );
}
