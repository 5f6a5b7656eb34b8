import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@cuadre/shared/common/constants';
import { focusRing } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

type TAuthCardProps = {
  /** The page's h1 (also the document title). */
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card ('¿No tienes cuenta? Regístrate'). */
  footer?: ReactNode;
};

/** The frame shared by the signed-out account screens: a centred card, comfortable at 360 px. */
export function AuthCard({ title, description, children, footer }: TAuthCardProps) {
  return (
    <div className="mx-auto w-full max-w-md">
      <Link
        to={paths.home}
        className={cn(
          'mb-6 block w-fit rounded-md text-2xl font-bold tracking-tight text-teal-800',
          focusRing,
        )}
      >
        {PRODUCT_NAME}
      </Link>
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <PageHeader title={title} description={description} />
        {children}
      </div>
      {footer && <div className="mt-6 space-y-2 text-center text-sm text-slate-700">{footer}</div>}
    </div>
  );
}
