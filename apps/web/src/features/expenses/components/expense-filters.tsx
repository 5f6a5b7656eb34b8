import { X } from 'lucide-react';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_ALL,
  EXPENSE_CATEGORY_LABELS,
  type TExpenseCategory,
} from '@cuadre/shared/expenses/constants';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { Input, Select } from '@/components/ui/input';

export type TExpenseFilterValues = {
  /** Filters the loaded page on this device only; never sent (spec §2). */
  description: string;
  category: TExpenseCategory | typeof EXPENSE_CATEGORY_ALL;
  startDate: string;
  endDate: string;
};

export const EMPTY_EXPENSE_FILTERS: TExpenseFilterValues = {
  description: '',
  category: EXPENSE_CATEGORY_ALL,
  startDate: '',
  endDate: '',
};

export function hasActiveExpenseFilters(filters: TExpenseFilterValues): boolean {
  return (
    filters.description.trim() !== '' ||
    filters.category !== EXPENSE_CATEGORY_ALL ||
    filters.startDate !== '' ||
    filters.endDate !== ''
  );
}

type TExpenseFiltersProps = {
  value: TExpenseFilterValues;
  onChange: (next: TExpenseFilterValues) => void;
};

/** Description search, category (ALL by default) and start/end dates. */
export function ExpenseFilters({ value, onChange }: TExpenseFiltersProps) {
  const set = <K extends keyof TExpenseFilterValues>(key: K, next: TExpenseFilterValues[K]) =>
    onChange({ ...value, [key]: next });

  return (
    <section
      aria-label="Filtros de gastos"
      className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1.2fr_1fr_1fr_auto] lg:items-end dark:border-slate-800 dark:bg-slate-900"
    >
      <FormField label="Buscar por descripción" hint="Busca en los gastos de la página actual">
        {(field) => (
          <SearchInput
            {...field}
            placeholder="Buscar gastos..."
            value={value.description}
            onChange={(event) => set('description', event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Categoría">
        {(field) => (
          <Select
            {...field}
            value={value.category}
            onChange={(event) => set('category', event.target.value as TExpenseFilterValues['category'])}
          >
            <option value={EXPENSE_CATEGORY_ALL}>Todas las categorías</option>
            {EXPENSE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {EXPENSE_CATEGORY_LABELS[category]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Fecha de inicio">
        {(field) => (
          <Input
            {...field}
            type="date"
            value={value.startDate}
            max={value.endDate || undefined}
            onChange={(event) => set('startDate', event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Fecha de fin">
        {(field) => (
          <Input
            {...field}
            type="date"
            value={value.endDate}
            min={value.startDate || undefined}
            onChange={(event) => set('endDate', event.target.value)}
          />
        )}
      </FormField>
      <Button
        variant="ghost"
        onClick={() => onChange(EMPTY_EXPENSE_FILTERS)}
        disabled={!hasActiveExpenseFilters(value)}
      >
        <X aria-hidden="true" className="size-4" />
        Limpiar filtros
      </Button>
    </section>
  );
}
