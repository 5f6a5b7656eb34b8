import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CircleCheck, KeyRound } from 'lucide-react';
import { changePasswordErrorMessage } from '@cuadre/shared/common/error-messages';
import { PASSWORD_TEXTS } from '@cuadre/shared/auth/messages';
import { ZChangePasswordForm, type TChangePasswordForm } from '@cuadre/shared/auth/schemas';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFormActions } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-client';
import { zodResolver } from '@/lib/form-resolver';
import { storeRenewedToken, useChangePassword } from '../api/change-password';

const EMPTY: TChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * 'Cambiar Contraseña' (spec §2, §4, §5, §8): a button opening a modal with the form, then a success view
 * '¡Contraseña Actualizada!' closed with 'Cerrar'. The fresh token of the answer keeps the session alive.
 */
export function ChangePasswordDialog() {
  const formId = useId();
  const [isOpen, setOpen] = useState(false);
  const [isDone, setDone] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const changeMutation = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TChangePasswordForm>({ resolver: zodResolver(ZChangePasswordForm), defaultValues: EMPTY });

  const open = () => {
    reset(EMPTY);
    setDone(false);
    setErrorMessage(null);
    changeMutation.reset();
    setOpen(true);
  };
  const close = () => setOpen(false);

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    setErrorMessage(null);
    changeMutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ token }) => {
          setDone(true);
          storeRenewedToken(token);
        },
        onError: (error) => setErrorMessage(changePasswordErrorMessage(isApiError(error) ? error : {})),
      },
    );
  });

  const isPending = changeMutation.isPending;
  return (
    <>
      <Button variant="secondary" onClick={open}>
        <KeyRound aria-hidden="true" className="size-4" />
        Cambiar Contraseña
      </Button>
      <Dialog
        open={isOpen}
        onClose={close}
        // The success view's own 'Cerrar' closes it; nothing interrupts a change in progress.
        dismissible={!isDone && !isPending}
        size="sm"
        title={isDone ? PASSWORD_TEXTS.updatedTitle : 'Cambiar Contraseña'}
        footer={
          isDone ? (
            <Button onClick={close}>Cerrar</Button>
          ) : (
            <DialogFormActions
              formId={formId}
              submitLabel="Cambiar Contraseña"
              pendingLabel="Cambiando..."
              isPending={isPending}
              onCancel={close}
            />
          )
        }
      >
        {isDone ? (
          <div className="flex flex-col items-center gap-3 py-2 text-center">
            <CircleCheck aria-hidden="true" className="size-12 text-green-500" />
            <p role="status" className="text-sm">
              Tu contraseña fue actualizada. Úsala la próxima vez que inicies sesión.
            </p>
          </div>
        ) : (
          <form
            id={formId}
            onSubmit={onSubmit}
            noValidate
            className="space-y-4"
            aria-label="Cambiar contraseña"
          >
            <FormField label="Contraseña actual" error={errors.currentPassword?.message}>
              {(field) => (
                <PasswordInput
                  {...field}
                  {...register('currentPassword')}
                  autoComplete="current-password"
                  toggleLabel="Mostrar contraseña actual"
                />
              )}
            </FormField>
            <FormField
              label="Nueva contraseña"
              error={errors.newPassword?.message}
              hint={PASSWORD_TEXTS.newPasswordHint}
            >
              {(field) => (
                <PasswordInput
                  {...field}
                  {...register('newPassword')}
                  autoComplete="new-password"
                  toggleLabel="Mostrar nueva contraseña"
                />
              )}
            </FormField>
            <FormField label="Confirmar nueva contraseña" error={errors.confirmPassword?.message}>
              {(field) => (
                <PasswordInput
                  {...field}
                  {...register('confirmPassword')}
                  autoComplete="new-password"
                  toggleLabel={PASSWORD_TEXTS.showConfirmation}
                />
              )}
            </FormField>
            {errorMessage && (
              <p
                role="alert"
                className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
              >
                {errorMessage}
              </p>
            )}
          </form>
        )}
      </Dialog>
    </>
  );
}
