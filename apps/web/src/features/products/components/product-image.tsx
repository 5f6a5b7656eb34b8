import { useState } from 'react';
import { Package } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The product's picture, or a neutral placeholder when it has none or the link is broken. */
export function ProductImage({
  src,
  name,
  className,
}: {
  src: string | null;
  name: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={`${name} (sin imagen)`}
        className={cn(
          'flex items-center justify-center rounded-lg bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400',
          className,
        )}
      >
        <Package aria-hidden="true" className="size-8" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={name}
      loading="lazy"
      onError={() => setFailedSrc(src)}
      className={cn('rounded-lg bg-slate-100 object-cover dark:bg-slate-800', className)}
    />
  );
}
