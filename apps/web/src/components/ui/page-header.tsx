import type { ReactNode } from 'react';

type TPageHeaderProps = {
  /** The screen's title from spec §2 ('Gestión de Productos'); also becomes the document title. */
  title: string;
  description?: ReactNode;
  /** Buttons on the right (wrap under the title on a phone). */
  actions?: ReactNode;
};

export function PageHeader({ title, description, actions }: TPageHeaderProps) {
  return (
    <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      {/* React 19 hoists <title> into <head>. */}
      <title>{`${title} · Cuadre`}</title>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
