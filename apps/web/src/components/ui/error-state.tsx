import { TriangleAlert, RotateCw } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

type TErrorStateProps = {
  message: string;
  /** Shows a 'Reintentar' button (spec §2, statistics) when given. */
  onRetry?: () => void;
  isRetrying?: boolean;
  className?: string;
};

/** A failed load, announced to screen readers as an alert. */
export function ErrorState({ message, onRetry, isRetrying = false, className }: TErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200',
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="size-8" />
      <p className="text-sm font-medium">{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry} isLoading={isRetrying}>
          {!isRetrying && <RotateCw aria-hidden="true" className="size-4" />}
          Reintentar
        </Button>
      )}
    </div>
  );
}
