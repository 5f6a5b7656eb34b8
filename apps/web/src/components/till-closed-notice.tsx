import { Link } from 'react-router';
import { Vault } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCurrentTill } from '@/hooks/use-current-till';

/**
 * "Caja cerrada" where money is taken (design §11): selling still works with no till open, but those payments
 * belong to no session ("sin caja"), so the seller is told and offered to open one. Nothing while the answer is
 * loading or failed — a notice that flashes and goes would be noise at the counter — nor with a till open.
 */
export function TillClosedNotice() {
  const { data } = useCurrentTill();
  if (data !== null) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100"
    >
      <p className="flex items-center gap-2">
        <Vault aria-hidden="true" className="size-4 shrink-0" />
        <span>
          <strong>Caja cerrada.</strong> Las ventas se registran sin caja.
        </span>
      </p>
      <Link to={paths.dashboard.till} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        Abrir caja
      </Link>
    </div>
  );
}
