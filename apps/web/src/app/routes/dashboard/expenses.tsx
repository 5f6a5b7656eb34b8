import { ExpensesScreen } from '@/features/expenses/components/expenses-screen';

/** /dashboard/expenses ('Gestión de Gastos'). */
export function Component() {
  return <ExpensesScreen />;
}
