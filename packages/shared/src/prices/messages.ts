import { formatUsd } from '../money/money';

// ── Price lists and discounts (decision record 031) ─────────────────────────
export const PRICE_MESSAGES = {
  listNotFound: 'Lista de precios no encontrada',
  listNameRequired: 'Escribe el nombre de la lista (por ejemplo, Mayor)',
  listNameTaken: 'Ya tienes una lista con ese nombre',
  listNameReserved: 'Detal es el precio de cada producto: ponle otro nombre a la lista',
  tooManyLists: 'Ya tienes el máximo de listas de precios',
  percentOffInvalid: 'El porcentaje debe ser mayor que 0 y menor que 100, con hasta 2 decimales',
  minQuantityInvalid: 'La cantidad mínima debe ser mayor que 0, con hasta 3 decimales',
  tiersRepeated: 'Cada precio de un producto debe tener una cantidad mínima distinta',
  tooManyTiers: 'Un producto tiene como máximo 6 precios por lista',
  tooManyProducts: 'Demasiados productos en una sola vez',
  productsRepeated: 'Cada producto va una sola vez',
  listSaved: 'Lista de precios guardada',
  pricesSaved: 'Precios guardados',
  discountValueInvalid: 'El descuento debe ser mayor que 0, con hasta 2 decimales',
  discountPercentTooHigh: 'Un descuento no puede pasar del 100 %',
  discountReasonRequired: 'Escribe el motivo del descuento',
  discountLineInvalid: 'El descuento señala una línea que no está en la venta',
  discountRepeated: 'Cada línea y la venta llevan como máximo un descuento',
  discountTooLarge: 'El descuento no puede ser mayor que el monto al que se aplica',
  discountLimitInvalid: 'El máximo de descuento debe ser un porcentaje de 0 a 100, con hasta 2 decimales',
  /** 409 DISCOUNT_OVER_LIMIT. */
  discountOverLimit: (limit: number) =>
    `Este descuento pasa tu máximo del ${formatPercent(limit)}. Pide la aprobación de un encargado o del dueño.`,
} as const;

/** 12.5 → "12,5 %": percentages as the screens and receipts say them. */
export function formatPercent(value: number): string {
  return `${value.toLocaleString('es-VE', { maximumFractionDigits: 2 })} %`;
}

/** How the cart and the receipt name the price a line took: "Mayor", "Mayor · desde 12". */
export function priceSourceLabel(listName: string, minQuantity: number | null): string {
  return minQuantity !== null && minQuantity > 1
    ? `${listName} · desde ${minQuantity.toLocaleString('es-VE')}`
    : listName;
}

/** "Descuento 10 % (cliente fiel)" or "Descuento $2.00 (cliente fiel)". */
export function discountLabel(kind: 'PERCENT' | 'AMOUNT', value: number, reason: string): string {
  const size = kind === 'PERCENT' ? formatPercent(value) : formatUsd(value);
  return `Descuento ${size} (${reason})`;
}
