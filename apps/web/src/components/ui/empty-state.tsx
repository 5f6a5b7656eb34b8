import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Inbox } from 'lucide-react';
import { cn } from '@/lib/cn';

type TEmptyStateProps = {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  /** A button or link, e.g. 'Añadir Producto'. */
  action?: ReactNode;
  className?: string;
};

/** "Nothing here" for lists and panels ('No hay productos registrados', spec §2). */
export function EmptyState({ title, description, icon: Icon = Inbox, action, className }: TEmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-10 text-slate-500 dark:text-slate-400" />
      <p className="text-base font-semibold">{title}</p>
      {description && <p className="max-w-prose text-sm text-slate-600 dark:text-slate-300">{description}</p>}
      {action}
    </div>
  );
}
