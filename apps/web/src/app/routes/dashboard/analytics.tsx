import { AnalyticsScreen } from '@/features/analytics/components/analytics-screen';

/** /dashboard/analytics ('Estadísticas de Ventas'). */
export function Component() {
  return <AnalyticsScreen />;
}
