import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/schemas/common';
import type { TExpense, TExpenseRequest } from '@cuadre/shared/schemas/expenses';
import { api } from '@/lib/api-client';
import { invalidateExpenseQueries } from './invalidate-expenses';

export function createExpense(body: TExpenseRequest): Promise<TDataResponse<TExpense>> {
  return api.post<TDataResponse<TExpense>>('/expenses', body);
}

export function useCreateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExpense,
    onSuccess: () => invalidateExpenseQueries(queryClient),
  });
}
