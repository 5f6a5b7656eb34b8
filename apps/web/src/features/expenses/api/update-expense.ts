import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import type { TExpense, TExpenseRequest } from '@cuadre/shared/expenses/schemas';
import { api } from '@/lib/api-client';
import { invalidateExpenseQueries } from './invalidate-expenses';

export function updateExpense({
  id,
  body,
}: {
  id: string;
  body: TExpenseRequest;
}): Promise<TDataResponse<TExpense>> {
  return api.put<TDataResponse<TExpense>>(`/expenses/${encodeURIComponent(id)}`, body);
}

export function useUpdateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExpense,
    onSuccess: () => invalidateExpenseQueries(queryClient),
  });
}
