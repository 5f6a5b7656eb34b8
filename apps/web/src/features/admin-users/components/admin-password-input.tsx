import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { focusRing } from '@/components/ui/button';
import { Input, type TInputProps } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export type TAdminPasswordInputProps = Omit<TInputProps, 'type'> & {
  /** Controlled visibility (the page shows a generated password); uncontrolled when omitted. */
  isVisible?: boolean;
  onVisibleChange?: (isVisible: boolean) => void;
};

/**
 * The admin forms' password field with a show/hide toggle, labelled in English like the rest of the admin
 * area (features/auth has the Spanish one; features do not share components).
 */
export function AdminPasswordInput({
  isVisible,
  onVisibleChange,
  className,
  ...props
}: TAdminPasswordInputProps) {
  const [ownVisible, setOwnVisible] = useState(false);
  const visible = isVisible ?? ownVisible;
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className={cn('pr-12 font-mono', className)} />
      <button
        type="button"
        onClick={() => {
          setOwnVisible(!visible);
          onVisibleChange?.(!visible);
        }}
        aria-label="Show password"
        aria-pressed={visible}
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
