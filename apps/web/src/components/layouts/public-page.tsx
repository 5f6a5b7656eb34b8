import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The frame of a signed-out page: light theme, one `main` landmark, comfortable on a 360 px phone. */
export function PublicPage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main className={cn('mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16', className)}>{children}</main>
  );
}
