import { ReportsScreen } from '@/features/reports/components/reports-screen';

/** /dashboard/reportes ('Reportes', decision record 033). */
export function Component() {
  return <ReportsScreen />;
}
