import { VALIDATION } from '@cuadre/shared/messages';
import { pgErrorOf } from '../../db/pg-error';
import { AppError } from '../../lib/app-error';

/**
 * A restock that would take a product past the largest stock a product may hold (integer overflow, 22003) is the
 * seller's input, not the server's failure: a Spanish 400.
 */
export async function withStockLimits<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorOf(error).code === '22003') {
      throw new AppError(400, 'VALIDATION_ERROR', VALIDATION.amountTooLarge);
    }
    throw error;
  }
}
