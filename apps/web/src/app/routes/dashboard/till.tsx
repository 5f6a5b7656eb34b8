import { Link } from 'react-router';
import { History } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { TillScreen } from '@/features/till/components/till-screen';

/** /dashboard/caja: the till — open it, watch it, move money, close it (design §11). */
export function Component() {
  return (
    <>
      <PageHeader
        title="Caja"
        actions={
          <Link to={paths.dashboard.tillHistory} className={buttonClasses({ variant: 'secondary' })}>
            <History aria-hidden="true" className="size-4" />
            Historial de cajas
          </Link>
        }
      />
      <TillScreen />
    </>
  );
}
