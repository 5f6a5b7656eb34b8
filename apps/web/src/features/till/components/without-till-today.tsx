import { ErrorState } from '@/components/ui/error-state';
import { useWithoutTillToday } from '../api/get-without-till';
import { TillAmountLines } from './till-amount-lines';
import { TillSection } from './till-section';

export const WITHOUT_TILL_TEXTS = {
  title: 'Sin caja hoy',
  lines: 'Pagos sin caja',
  loadError: 'No se pudieron cargar los pagos sin caja.',
  explanation: (count: number) =>
    `${count === 1 ? '1 pago registrado' : `${count} pagos registrados`} hoy sin una caja abierta: no entran en ningún cuadre.`,
} as const;

/**
 * "Sin caja" (design §11): today's payments recorded while no till was open. Shown only when there are some, so
 * the seller sees what came in outside every count; nothing while it loads (the till above is what matters).
 */
export function WithoutTillToday() {
  const query = useWithoutTillToday();
  if (query.isError) {
    return (
      <ErrorState
        message={WITHOUT_TILL_TEXTS.loadError}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  if (!query.data || query.data.paymentsCount === 0) return null;
  return (
    <TillSection title={WITHOUT_TILL_TEXTS.title}>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
        {WITHOUT_TILL_TEXTS.explanation(query.data.paymentsCount)}
      </p>
      <TillAmountLines label={WITHOUT_TILL_TEXTS.lines} lines={query.data.lines} />
    </TillSection>
  );
}
