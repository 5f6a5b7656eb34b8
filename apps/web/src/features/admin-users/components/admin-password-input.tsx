import { PasswordInput, type TPasswordInputProps } from '@/components/ui/password-input';
import { cn } from '@/lib/cn';

/** The admin forms' password field: the shared one, labelled in English like the rest of the admin area. */
export function AdminPasswordInput({ className, ...props }: Omit<TPasswordInputProps, 'toggleLabel'>) {
  return <PasswordInput {...props} toggleLabel="Show password" className={cn('font-mono', className)} />;
}
