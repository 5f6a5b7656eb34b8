import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PASSWORD_TEXTS } from '@cuadre/shared/auth/messages';
import { ZResetPasswordForm, type TResetPasswordForm } from '@cuadre/shared/auth/schemas';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { zodResolver } from '@/lib/form-resolver';
import { useAppStore } from '@/stores/app-store';
import { fetchAccountShops, useAcceptInvitation } from '../api/account-shops';
import { SHOPS_TEXTS } from '../shops/shop-texts';

/**
 * The invitation's form: a password twice (the rules of a reset), sent with the link's token. The answer is a
 * session in the shop that invited the person, stored with their role there before the dashboard opens.
 */
export function AcceptInvitationForm({
  token,
  onAccepted,
}: {
  token: string | null;
  onAccepted: () => void;
}) {
  const storeLogin = useAppStore((state) => state.login);
  const setShopRole = useAppStore((state) => state.setShopRole);
  const accept = useAcceptInvitation();
  const [failure, setFailure] = useState<{ message: string; isInvalid: boolean } | null>(null);
  // Between the answer and the dashboard the role is asked for: a second tap then would spend the link again.
  const [isFinishing, setFinishing] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (!token || failure?.isInvalid) {
    return (
      <section aria-labelledby="invitation-invalid-title" className="space-y-4 text-center">
        <h2 id="invitation-invalid-title" className="text-xl font-semibold">
          {SHOPS_TEXTS.invalidTitle}
        </h2>
        <p className="text-sm text-slate-700">{SHOPS_TEXTS.invalidText}</p>
        <Link to={paths.login} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          {SHOPS_TEXTS.goToLogin}
        </Link>
      </section>
    );
  }

  const onSubmit = handleSubmit(({ password }) => {
    if (accept.isPending || isFinishing) return;
    setFailure(null);
    accept.mutate(
      { token, password },
      {
        onSuccess: async ({ token: sessionToken, user }) => {
          setFinishing(true);
          // An invitation never makes anyone the owner: until the role is known the screens show a cashier's.
          storeLogin(sessionToken, user, 'CASHIER');
          const current = (await fetchAccountShops().catch(() => [])).find((shop) => shop.isCurrent);
          if (current) setShopRole(current.role);
          onAccepted();
        },
        onError: (error) =>
          setFailure({
            message: isApiError(error) ? error.message : SHOPS_TEXTS.acceptError,
            isInvalid: isApiError(error) && error.code === 'INVITATION_INVALID',
          }),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={SHOPS_TEXTS.inviteTitle}>
      <FormField
        label={SHOPS_TEXTS.password}
        error={errors.password?.message}
        hint={PASSWORD_TEXTS.newPasswordHint}
      >
        {(field) => <PasswordInput {...field} {...register('password')} autoComplete="new-password" />}
      </FormField>
      <FormField label={SHOPS_TEXTS.confirmPassword} error={errors.confirmPassword?.message}>
        {(field) => (
          <PasswordInput
            {...field}
            {...register('confirmPassword')}
            autoComplete="new-password"
            toggleLabel={PASSWORD_TEXTS.showConfirmation}
          />
        )}
      </FormField>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          {failure.message}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" isLoading={accept.isPending || isFinishing}>
        {accept.isPending || isFinishing ? SHOPS_TEXTS.accepting : SHOPS_TEXTS.accept}
      </Button>
    </form>
  );
}
