import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { TUserRole } from '@cuadre/shared/users/constants';
import { loginErrorView, type TLoginErrorView } from '@cuadre/shared/common/error-messages';
import { LOGIN_TEXTS } from '@cuadre/shared/auth/messages';
import { ZLoginForm, type TLoginForm } from '@cuadre/shared/auth/schemas';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { LoadingOverlay } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { zodResolver } from '@/lib/form-resolver';
import { useAppStore } from '@/stores/app-store';
import { fetchAccountShops } from '@/features/auth/api/account-shops';
import { useLogin } from '../api/login';
import { textLinkClass } from './styles';

export type TLoginFormProps = {
  /**
   * Called once the session is stored, with the role taken from the token (spec §3), and whether the account
   * works in more than one shop and should pick one (decision record 029).
   */
  onSignedIn: (role: TUserRole, options: { picksShop: boolean }) => void;
};

type TLoginFailure = TLoginErrorView & { status: number };

/**
 * Login (spec §2): e-mail and password with a show/hide toggle, a full-screen overlay while the request runs,
 * and a dialog 'Error al iniciar sesión' whose buttons depend on the status (spec §8).
 */
export function LoginForm({ onSignedIn }: TLoginFormProps) {
  const storeLogin = useAppStore((state) => state.login);
  const setShopRole = useAppStore((state) => state.setShopRole);
  const loginMutation = useLogin();
  const [failure, setFailure] = useState<TLoginFailure | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TLoginForm>({
    resolver: zodResolver(ZLoginForm),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    loginMutation.mutate(values, {
      onSuccess: async ({ token, user }) => {
        storeLogin(token, user);
        const role = useAppStore.getState().user?.role ?? user.role;
        // A seller's role in the shop the sign-in chose, before any screen shows what it may not see; the
        // dashboard asks again if this fails (useAccountShopsRole).
        const shops = role === 'USER' ? await fetchAccountShops().catch(() => []) : [];
        const current = shops.find((shop) => shop.isCurrent);
        if (current) setShopRole(current.role);
        onSignedIn(role, { picksShop: shops.length > 1 });
      },
      onError: (error) => {
        const failed = isApiError(error) ? error : {};
        setFailure({ ...loginErrorView(failed), status: isApiError(error) ? error.status : 0 });
      },
    });
  });

  const isPending = loginMutation.isPending;
  const closeFailure = () => setFailure(null);

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Iniciar sesión">
        <FormField label="Correo electrónico" error={errors.email?.message}>
          {(field) => (
            <Input {...field} {...register('email')} type="email" autoComplete="email" inputMode="email" />
          )}
        </FormField>
        <FormField label="Contraseña" error={errors.password?.message}>
          {(field) => <PasswordInput {...field} {...register('password')} autoComplete="current-password" />}
        </FormField>
        <div className="text-right text-sm">
          <Link to={paths.forgotPassword} className={textLinkClass}>
            ¿Olvidaste tu contraseña?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" isLoading={isPending}>
          {isPending ? LOGIN_TEXTS.submitting : 'Iniciar Sesión'}
        </Button>
        <p className="text-center text-sm text-slate-700">
          ¿No tienes una cuenta?{' '}
          <Link to={paths.register} className={textLinkClass}>
            Regístrate
          </Link>
        </p>
      </form>

      {isPending && <LoadingOverlay message={LOGIN_TEXTS.overlay} />}

      <Dialog
        open={failure !== null}
        onClose={closeFailure}
        role="alertdialog"
        size="sm"
        // Its own buttons close it: the header's X (also named 'Cerrar') would duplicate the spec's 'Cerrar'.
        dismissible={false}
        title={LOGIN_TEXTS.dialogTitle}
        footer={
          failure?.status === 403 ? (
            <>
              {failure.offerResendVerification && (
                <Link to={paths.resendVerification} className={buttonClasses({ variant: 'secondary' })}>
                  Reenviar enlace de verificación
                </Link>
              )}
              <Button onClick={closeFailure}>{LOGIN_TEXTS.close}</Button>
            </>
          ) : (
            <Button onClick={closeFailure}>{LOGIN_TEXTS.understood}</Button>
          )
        }
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{failure?.message}</p>
      </Dialog>
    </>
  );
}
