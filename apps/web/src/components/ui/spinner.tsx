import { cn } from '@/lib/cn';

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' } as const;

type TSpinnerProps = {
  size?: keyof typeof SIZES;
  /** Read by screen readers; the spinner itself is decorative. */
  label?: string;
  className?: string;
};

export function Spinner({ size = 'md', label = 'Cargando...', className }: TSpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className={cn('animate-spin rounded-full border-current border-r-transparent', SIZES[size])}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A list (or a panel's body) waiting for its first answer. */
export function ListSpinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12 text-teal-700 dark:text-teal-400">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** A whole page (or panel) still loading. */
export function PageSpinner({ label = 'Cargando...' }: { label?: string }) {
  return (
    <div className="flex min-h-[50dvh] w-full items-center justify-center text-teal-700 dark:text-teal-400">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/**
 * Full-screen overlay that blocks the UI while a request runs, with a visible message
 * (e.g. 'Iniciando sesión...', 'Actualizando contraseña...' in spec §2).
 */
export function LoadingOverlay({ message }: { message: string }) {
  return (
    <div
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-slate-950/70 text-white"
      aria-live="assertive"
      aria-busy="true"
    >
      <Spinner size="lg" label={message} />
      <p className="text-lg font-medium" aria-hidden="true">
        {message}
      </p>
    </div>
  );
}
