import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@cuadre/shared/common/constants';
import type { TExpenseCategory } from '@cuadre/shared/expenses/constants';
import type { TListResponse } from '@cuadre/shared/common/schemas';
import type { TExpense } from '@cuadre/shared/expenses/schemas';
import { api } from '@/lib/api-client';

export type TGetExpensesParams = {
  page?: number;
  pageSize?: number;
  /** undefined = every category ('ALL' is never sent, spec §7). */
  category?: TExpenseCategory;
  /** 'YYYY-MM-DD', the seller's calendar days, inclusive. */
  startDate?: string;
  endDate?: string;
};

/** Every expenses query starts with this key: one invalidation refreshes the list and the summary. */
export const EXPENSES_QUERY_KEY = ['expenses'] as const;

// The description box is deliberately absent: spec §2 says it is not sent to the list call.
export function getExpenses(
  { page = 1, pageSize = PAGE_SIZE, category, startDate, endDate }: TGetExpensesParams = {},
  signal?: AbortSignal,
): Promise<TListResponse<TExpense>> {
  return api.get<TListResponse<TExpense>>('/expenses', {
    params: { page, pageSize, category, startDate, endDate },
    signal,
  });
}

export function getExpensesQueryOptions(params: TGetExpensesParams = {}) {
  const normalized = {
    page: params.page ?? 1,
    pageSize: params.pageSize ?? PAGE_SIZE,
    category: params.category,
    startDate: params.startDate || undefined,
    endDate: params.endDate || undefined,
  };
  return queryOptions({
    queryKey: [...EXPENSES_QUERY_KEY, 'list', normalized] as const,
    queryFn: ({ signal }) => getExpenses(normalized, signal),
    placeholderData: keepPreviousData,
  });
}

export function useExpenses(params: TGetExpensesParams = {}) {
  return useQuery(getExpensesQueryOptions(params));
}
