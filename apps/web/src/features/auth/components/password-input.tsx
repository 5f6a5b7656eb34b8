import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { focusRing } from '@/components/ui/button';
import { Input, type TInputProps } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type TPasswordInputProps = Omit<TInputProps, 'type'> & {
  /** Accessible name of the show/hide toggle; its pressed state says whether the password shows. */
  toggleLabel?: string;
};

/** A password field with a show/hide toggle (spec §2 Login). */
export function PasswordInput({
  toggleLabel = 'Mostrar contraseña',
  className,
  ...props
}: TPasswordInputProps) {
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
          'absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900',
          focusRing,
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
