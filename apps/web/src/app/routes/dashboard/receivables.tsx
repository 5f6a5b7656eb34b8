import { ReceivablesScreen } from '@/features/receivables/components/receivables-screen';

/** /dashboard/por-cobrar ('Por cobrar', decision record 030). */
export function Component() {
  return <ReceivablesScreen />;
}
