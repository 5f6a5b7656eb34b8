import { useState } from 'react';
import { Plus, Search, Wallet } from 'lucide-react';
import { EXPENSE_CATEGORY_ALL, EXPENSE_CATEGORY_LABELS } from '@cuadre/shared/expenses/constants';
import { formatDateEs } from '@cuadre/shared/common/dates';
import { foldText } from '@cuadre/shared/text/fold-text';
import { LOAD_ERRORS } from '@cuadre/shared/common/messages';
import { EXPENSE_MESSAGES } from '@cuadre/shared/expenses/messages';
import type { TExpense } from '@cuadre/shared/expenses/schemas';
import { Badge } from '@/components/ui/badge';
import { expenseCategoryBadgeClass } from './expense-category-classes';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { RowActions } from '@/components/ui/row-actions';
import { ListView } from '@/components/ui/list-view';
import { TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { useFormatMoney } from '@/hooks/use-format-money';
import { useListPage, useStayWithinPages } from '@/hooks/use-list-page';
import { useSellerTimeZone } from '@/hooks/use-seller-time-zone';
import { useExpenses } from '../api/get-expenses';
import { DeleteExpenseDialog } from './delete-expense-dialog';
import { ExpenseFilters, EMPTY_EXPENSE_FILTERS, type TExpenseFilterValues } from './expense-filters';
import { ExpenseFormDialog } from './expense-form-dialog';
import { ExpenseSummaryCards } from './expense-summary-cards';

/** Case- and accent-insensitive, so 'energia' finds 'Energía'. */
export function matchesDescription(expense: TExpense, search: string): boolean {
  const wanted = foldText(search);
  return wanted === '' || foldText(expense.description).includes(wanted);
}

function CategoryBadge({ category }: { category: TExpense['category'] }) {
  return (
    <Badge colorClassName={expenseCategoryBadgeClass(category)}>
      {EXPENSE_CATEGORY_LABELS[category] ?? category}
    </Badge>
  );
}

type TRowActionsProps = {
  expense: TExpense;
  onEdit: (expense: TExpense) => void;
  onDelete: (expense: TExpense) => void;
};

function ExpenseActions({ expense, onEdit, onDelete }: TRowActionsProps) {
  return (
    <RowActions
      editLabel={`Editar gasto ${expense.description}`}
      deleteLabel={`Eliminar gasto ${expense.description}`}
      onEdit={() => onEdit(expense)}
      onDelete={() => onDelete(expense)}
    />
  );
}

/** /dashboard/expenses (spec §2 Expenses): cards, filters, table or cards, add/edit/delete, pagination. */
export function ExpensesScreen() {
  const [filters, setFilters] = useState<TExpenseFilterValues>(EMPTY_EXPENSE_FILTERS);
  const serverFilters = {
    category: filters.category === EXPENSE_CATEGORY_ALL ? undefined : filters.category,
    startDate: filters.startDate || undefined,
    endDate: filters.endDate || undefined,
  };
  // New category or dates start again at page 1; the description box filters on this device and keeps it.
  const paging = useListPage(JSON.stringify(serverFilters));
  const { page, setPage } = paging;

  const [isAddOpen, setAddOpen] = useState(false);
  const [editing, setEditing] = useState<TExpense | null>(null);
  const [deleting, setDeleting] = useState<TExpense | null>(null);

  const formatMoney = useFormatMoney();
  const timeZone = useSellerTimeZone();

  const expenses = useExpenses({ page, ...serverFilters });
  const loaded = expenses.data?.data ?? [];
  const visible = loaded.filter((expense) => matchesDescription(expense, filters.description));
  const totalPages = expenses.data?.totalPages ?? 0;
  const hasServerFilters = Object.values(serverFilters).some(Boolean);

  useStayWithinPages(paging, { totalPages, isPlaceholderData: expenses.isPlaceholderData });

  const actions = { onEdit: setEditing, onDelete: setDeleting };
  const addButton = (
    <Button onClick={() => setAddOpen(true)}>
      <Plus aria-hidden="true" className="size-4" />
      Añadir Nuevo Gasto
    </Button>
  );

  const body = (
    <ListView
      query={expenses}
      items={visible}
      label="Gastos"
      loadingLabel="Cargando gastos..."
      errorMessage={LOAD_ERRORS.expenses}
      empty={
        expenses.data?.total === 0 && !hasServerFilters ? (
          <EmptyState
            icon={Wallet}
            title={EXPENSE_MESSAGES.empty}
            description={EXPENSE_MESSAGES.emptyHint}
            action={addButton}
          />
        ) : (
          <EmptyState icon={Search} title={EXPENSE_MESSAGES.noMatch} />
        )
      }
      table={(rows) => (
        <>
          <THead>
            <Tr>
              <Th>Descripción</Th>
              <Th>Categoría</Th>
              <Th className="text-right">Monto</Th>
              <Th>Fecha</Th>
              <Th>Acciones</Th>
            </Tr>
          </THead>
          <TBody>
            {rows.map((expense) => (
              <Tr key={expense.id}>
                <Td className="max-w-md font-medium break-words">{expense.description}</Td>
                <Td>
                  <CategoryBadge category={expense.category} />
                </Td>
                <Td className="text-right tabular-nums">{formatMoney(expense.amount)}</Td>
                <Td className="whitespace-nowrap tabular-nums">{formatDateEs(expense.date, timeZone)}</Td>
                <Td>
                  <ExpenseActions expense={expense} {...actions} />
                </Td>
              </Tr>
            ))}
          </TBody>
        </>
      )}
      cardClassName="p-3"
      card={(expense) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <h3 className="min-w-0 font-semibold break-words">{expense.description}</h3>
            <p className="shrink-0 font-semibold tabular-nums">{formatMoney(expense.amount)}</p>
          </div>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <CategoryBadge category={expense.category} />
            <span className="tabular-nums">{formatDateEs(expense.date, timeZone)}</span>
          </div>
          <div className="mt-2 -ml-2">
            <ExpenseActions expense={expense} {...actions} />
          </div>
        </>
      )}
    />
  );

  return (
    <>
      <PageHeader title="Gestión de Gastos" actions={addButton} />
      <ExpenseSummaryCards />
      <ExpenseFilters value={filters} onChange={setFilters} />
      {body}
      {expenses.isSuccess && (
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={setPage}
          hideWhenSinglePage
          isDisabled={expenses.isPlaceholderData}
        />
      )}
      <ExpenseFormDialog
        open={isAddOpen || editing !== null}
        expense={editing}
        onClose={() => {
          setAddOpen(false);
          setEditing(null);
        }}
      />
      <DeleteExpenseDialog expense={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
