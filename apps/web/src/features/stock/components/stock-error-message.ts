import { GENERIC_ERROR } from '@cuadre/shared/common/generic-errors';
import { isApiError } from '@/lib/api-client';

/** What a refused restock or count says: the server's field messages one per line, else its message. */
export function stockErrorMessage(error: unknown): string {
  if (!isApiError(error)) return GENERIC_ERROR;
  if (error.errors && error.errors.length > 0) return error.errors.join('\n');
  return error.message;
}
