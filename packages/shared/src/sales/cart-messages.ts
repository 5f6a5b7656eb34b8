/**
 * The cart's own messages, kept out of common/messages.ts on purpose: the store applies the cart rules
 * (sales/cart.ts) and is part of the landing page's first download, and any import of common/messages.ts from
 * there would put every text of the app into that download (spec §9 budget: 100 KB gzip for `/`).
 * common/messages.ts uses these same values.
 */

export const CART_EMPTY_MESSAGE = 'El carrito está vacío.';

export function insufficientStockMessage(names: readonly string[]): string {
  return `Los siguientes productos exceden el stock disponible: ${names.join(', ')}. Por favor, ajusta las cantidades.`;
}
