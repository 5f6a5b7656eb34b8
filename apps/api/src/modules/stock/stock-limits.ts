import { VALIDATION } from '@cuadre/shared/common/messages';
import { refusalOf } from '../../db/pg-error';
import { AppError } from '../../lib/app-error';

/** The CHECK that keeps a product sold by the unit whole (migration 0028): a fraction of it is the seller's input. */
export function isFractionOfWholeUnits(error: unknown): boolean {
  return refusalOf(error) === 'fraction-of-units';
}

/**
 * A write that would take a product past the largest stock a product may hold (overflow, 22003), or give a
 * fraction to a product sold by the unit, is the seller's input, not the server's failure: a Spanish 400 that
 * wrote nothing. `wholeUnitsMessage` is the spec's own message where a spec form can meet it.
 */
export async function withStockLimits<T>(
  write: () => Promise<T>,
  wholeUnitsMessage: string = VALIDATION.wholeUnitsOnly,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (refusalOf(error) === 'stock-too-large') {
      throw new AppError(400, 'VALIDATION_ERROR', VALIDATION.amountTooLarge);
    }
    if (isFractionOfWholeUnits(error)) {
      throw new AppError(400, 'VALIDATION_ERROR', wholeUnitsMessage, [wholeUnitsMessage]);
    }
    throw error;
  }
}
