import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { focusRing } from '@/components/ui/button';
import { Input, type TInputProps } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export type TPasswordInputProps = Omit<TInputProps, 'type'> & {
  /** Accessible name of the show/hide toggle (constant); its pressed state says whether the text shows. */
  toggleLabel?: string;
  /** Controlled visibility (a page showing a generated password); uncontrolled when omitted. */
  isVisible?: boolean;
  onVisibleChange?: (isVisible: boolean) => void;
};

/** A password field with a show/hide toggle (spec §2: login, registration, recovery, profile, admin forms). */
export function PasswordInput({
  toggleLabel = 'Mostrar contraseña',
  isVisible,
  onVisibleChange,
  className,
  ...props
}: TPasswordInputProps) {
  const [ownVisible, setOwnVisible] = useState(false);
  const visible = isVisible ?? ownVisible;
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className={cn('pr-12', className)} />
      <button
        type="button"
        onClick={() => {
          setOwnVisible(!visible);
          onVisibleChange?.(!visible);
        }}
        aria-label={toggleLabel}
        aria-pressed={visible}
        className={cn(
          'absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100',
          focusRing,
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
