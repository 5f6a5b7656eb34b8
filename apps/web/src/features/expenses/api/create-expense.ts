import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TExpense, TExpenseRequest } from '@cuadre/shared/expenses/schemas';
import { api } from '@/lib/api-client';
import { CASH_SESSIONS_QUERY_KEY } from '@/lib/query-keys';
import { invalidateExpenseQueries } from './invalidate-expenses';

export function createExpense(body: TExpenseRequest): Promise<TDataResponse<TExpense>> {
  return api.post<TDataResponse<TExpense>>('/expenses', body);
}

export function useCreateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExpense,
    onSuccess: (_, body) =>
      Promise.all([
        invalidateExpenseQueries(queryClient),
        // Paid from the till: its cash-out moves the open till's expected dollars.
        body.paidFromTill ? queryClient.invalidateQueries({ queryKey: CASH_SESSIONS_QUERY_KEY }) : undefined,
      ]),
    // No till open any more (409): the form stops offering it once the seller unticks the box.
    onError: (_, body) =>
      body.paidFromTill ? queryClient.invalidateQueries({ queryKey: CASH_SESSIONS_QUERY_KEY }) : undefined,
  });
}
