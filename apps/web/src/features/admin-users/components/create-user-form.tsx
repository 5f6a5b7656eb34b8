import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Copy, Dices } from 'lucide-react';
import { CREATABLE_ROLES } from '@cuadre/shared/users/constants';
import { generateRandomPassword } from '@cuadre/shared/auth/password';
import { ADMIN_TOASTS } from '@cuadre/shared/admin/messages';
import {
  ZAdminCreateUserPageForm,
  type TAdminCreateUserPageForm,
  type TAdminCreateUserPageFormInput,
} from '@cuadre/shared/admin/schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { zodResolver } from '@/lib/form-resolver';
import { useCreateUser } from '../api/create-user';
import { AdminPasswordInput } from './admin-password-input';

export const ROLE_LABELS = { USER: 'User', ADMIN: 'Admin' } as const;

type TCopyState = 'idle' | 'copied' | 'failed';

export type TCreateUserFormProps = {
  /** Called after the user is created (the page goes back to /admin/users). */
  onCreated: () => void;
};

/**
 * /admin/users/create (spec §2, §5): name, email, password (show/hide, 'Generar Contraseña Aleatoria', copy)
 * and role (USER or ADMIN, default USER). A failure alerts with the spec's text and logs the detail.
 */
export function CreateUserForm({ onCreated }: TCreateUserFormProps) {
  const createMutation = useCreateUser();
  const [isPasswordVisible, setPasswordVisible] = useState(false);
  const [copyState, setCopyState] = useState<TCopyState>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<TAdminCreateUserPageFormInput, unknown, TAdminCreateUserPageForm>({
    resolver: zodResolver(ZAdminCreateUserPageForm),
    defaultValues: { name: '', email: '', password: '', role: 'USER' },
  });

  const generate = () => {
    setValue('password', generateRandomPassword(), { shouldValidate: true, shouldDirty: true });
    // A generated password is only useful if the admin can read it to pass it on.
    setPasswordVisible(true);
    setCopyState('idle');
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(getValues('password') ?? '');
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    createMutation.mutate(values, {
      onSuccess: () => {
        toast.success(ADMIN_TOASTS.createSuccess);
        onCreated();
      },
      onError: (error) => {
        // The spec's alert points to the console: the detail goes there.
        console.error('Failed to create user', error);
        // '' = the alert without a detail line.
        setFailure((isApiError(error) && error.serverMessage) || '');
      },
    });
  });

  const isPending = createMutation.isPending;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Create user"
      className="max-w-xl space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <FormField label="Name" error={errors.name?.message}>
        {(field) => <Input {...field} {...register('name')} autoComplete="off" />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(field) => <Input {...field} {...register('email')} type="email" autoComplete="off" />}
      </FormField>
      <div>
        <FormField label="Password" error={errors.password?.message}>
          {(field) => (
            <AdminPasswordInput
              {...field}
              {...register('password', { onChange: () => setCopyState('idle') })}
              autoComplete="new-password"
              isVisible={isPasswordVisible}
              onVisibleChange={setPasswordVisible}
            />
          )}
        </FormField>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" onClick={generate}>
            <Dices aria-hidden="true" className="size-4" />
            Generar Contraseña Aleatoria
          </Button>
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            Copy password
          </Button>
          <span role="status" className="text-sm text-slate-700">
            {copyState === 'copied' && 'Password copied to the clipboard.'}
            {copyState === 'failed' && 'Could not copy: select the password and copy it by hand.'}
          </span>
        </div>
      </div>
      <FormField label="Role" error={errors.role?.message}>
        {(field) => (
          <Select {...field} {...register('role')}>
            {CREATABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {failure !== null && (
        <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <p>{ADMIN_TOASTS.createPageError}</p>
          {failure && <p className="mt-1">{failure}</p>}
        </div>
      )}
      <Button type="submit" isLoading={isPending}>
        {isPending ? 'Creating...' : 'Create User'}
      </Button>
    </form>
  );
}
