import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessageResponse } from '@cuadre/shared/common/schemas';
import { api } from '@/lib/api-client';
import { invalidateExpenseQueries } from './invalidate-expenses';

/** Hard delete: DELETE /expenses/{id}, no body. */
export function deleteExpense(id: string): Promise<TMessageResponse> {
  return api.delete<TMessageResponse>(`/expenses/${encodeURIComponent(id)}`);
}

export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExpense,
    onSuccess: () => invalidateExpenseQueries(queryClient),
  });
}
