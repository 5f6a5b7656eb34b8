import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { TillHistory } from '@/features/till/components/till-history';

/** /dashboard/caja/historial: the sessions, each opening its Z report. */
export function Component() {
  return (
    <>
      <PageHeader
        title="Historial de cajas"
        actions={
          <Link to={paths.dashboard.till} className={buttonClasses({ variant: 'secondary' })}>
            Volver a la caja
          </Link>
        }
      />
      <TillHistory />
    </>
  );
}
