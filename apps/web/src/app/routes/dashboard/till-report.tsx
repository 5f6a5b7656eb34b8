import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { ZReportScreen } from '@/features/till/components/z-report-screen';

/** /dashboard/caja/:sessionId: a session's Z report, to print, share or download. */
export function Component() {
  const { sessionId = '' } = useParams();
  return (
    <>
      <div className="print:hidden">
        <PageHeader
          title="Reporte Z"
          actions={
            <Link to={paths.dashboard.tillHistory} className={buttonClasses({ variant: 'secondary' })}>
              Historial de cajas
            </Link>
          }
        />
      </div>
      <ZReportScreen key={sessionId} sessionId={sessionId} />
    </>
  );
}
