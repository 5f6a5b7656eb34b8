/** Stock movements, adjustments, their limits and the stock colours' thresholds (spec §9, design §13). */

export const STOCK_ERROR_BANNER_MS = 5000;

/** Why a product's stock changed (design §13): each change is one movement, in the same transaction. */
export const STOCK_MOVEMENT_KINDS = [
  'SALE',
  'RESTOCK',
  'ADJUSTMENT',
  'RETURN',
  'IMPORT',
  'EDIT',
  'OPENING',
] as const;
export type TStockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];
export const STOCK_MOVEMENT_KIND_LABELS: Record<TStockMovementKind, string> = {
  SALE: 'Venta',
  RESTOCK: 'Entrada de mercancía',
  ADJUSTMENT: 'Ajuste',
  RETURN: 'Devolución',
  IMPORT: 'Importación',
  EDIT: 'Edición del producto',
  OPENING: 'Inventario inicial',
};
/** Decimals a weighed quantity may have: grams of a kilo, millilitres of a litre. */
export const QUANTITY_DECIMALS = 3;

/** The reasons of an adjustment (design §13, §17). */
export const ADJUSTMENT_REASONS = ['COUNT', 'SHRINKAGE', 'DAMAGED', 'EXPIRED', 'THEFT', 'OTHER'] as const;
export type TAdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
export const ADJUSTMENT_REASON_LABELS: Record<TAdjustmentReason, string> = {
  COUNT: 'Conteo físico',
  SHRINKAGE: 'Merma',
  DAMAGED: 'Dañado',
  EXPIRED: 'Vencido',
  THEFT: 'Robo',
  OTHER: 'Otro',
};

/** Lines one restock or one count may carry: a delivery note, a shelf counted in one go. */
export const STOCK_LINES_MAX = 200;

/** A product's minimum stock when none is set: the spec's red threshold (5 or fewer). */
export const DEFAULT_MIN_STOCK = 5;

export const STOCK_LOW_THRESHOLD = 5;
export const STOCK_WARNING_THRESHOLD = 10;
