import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { CREATABLE_ROLES } from '@cuadre/shared/users/constants';
import { ADMIN_TOASTS } from '@cuadre/shared/admin/messages';
import {
  ZAdminCreateUserInlineForm,
  type TAdminCreateUserInlineForm,
  type TAdminCreateUserInlineFormInput,
} from '@cuadre/shared/admin/schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { zodResolver } from '@/lib/form-resolver';
import { useCreateUser } from '../api/create-user';
import { AdminPasswordInput } from './admin-password-input';
import { ROLE_LABELS } from './create-user-form';

const EMPTY: TAdminCreateUserInlineFormInput = { name: '', email: '', password: '', role: '' };

export type TCreateUserInlineFormProps = {
  className?: string;
  /** Called after a user is created (the form has already been cleared). */
  onCreated?: () => void;
};

/**
 * The admin dashboard's inline 'Create New User' form (spec §2, §5) with its own rules: a simple e-mail
 * pattern, passwords of at least 6, a role that must be picked. Toasts 'User created successfully!' or
 * 'Failed to create user. Please try again.' (spec §8).
 */
export function CreateUserInlineForm({ className, onCreated }: TCreateUserInlineFormProps) {
  const createMutation = useCreateUser();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TAdminCreateUserInlineFormInput, unknown, TAdminCreateUserInlineForm>({
    resolver: zodResolver(ZAdminCreateUserInlineForm),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) => {
    createMutation.mutate(values, {
      onSuccess: () => {
        toast.success(ADMIN_TOASTS.createSuccess);
        reset(EMPTY);
        onCreated?.();
      },
      onError: () => toast.error(ADMIN_TOASTS.createError),
    });
  });

  const isPending = createMutation.isPending;
  return (
    <section
      aria-labelledby="inline-create-user-title"
      className={cn('rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200', className)}
    >
      <h2 id="inline-create-user-title" className="text-lg font-semibold text-slate-900">
        Create New User
      </h2>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
        aria-label="Create new user"
      >
        <FormField label="Name" error={errors.name?.message}>
          {(field) => <Input {...field} {...register('name')} autoComplete="off" />}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(field) => <Input {...field} {...register('email')} type="email" autoComplete="off" />}
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          {(field) => <AdminPasswordInput {...field} {...register('password')} autoComplete="new-password" />}
        </FormField>
        <FormField label="Role" error={errors.role?.message}>
          {(field) => (
            <Select {...field} {...register('role')}>
              <option value="">Select a role</option>
              {CREATABLE_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <div className="sm:col-span-2">
          <Button type="submit" isLoading={isPending}>
            {isPending ? 'Creating...' : 'Create User'}
          </Button>
        </div>
      </form>
    </section>
  );
}
