import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { focusRing } from '@/components/ui/button';
import { Input, type TInputProps } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/**
 * A password input with a show/hide toggle. (features/auth has its own for the public screens: features do
 * not share components.) The toggle's name is constant and its pressed state says whether the text shows.
 */
export function PasswordField({
  toggleLabel = 'Mostrar contraseña',
  className,
  ...props
}: Omit<TInputProps, 'type'> & { toggleLabel?: string }) {
  const [isVisible, setVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input {...props} type={isVisible ? 'text' : 'password'} className={cn('pr-12', className)} />
      <button
        type="button"
        onClick={() => setVisible((visible) => !visible)}
        aria-label={toggleLabel}
        aria-pressed={isVisible}
        className={cn(
          'absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100',
          focusRing,
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
