/**
 * Cart rules (spec §4 "Cart", §5 "Cart and sale"). Pure functions returning new arrays, so the zustand store
 * and the tests share one implementation.
 */
import { CART_EMPTY_MESSAGE, insufficientStockMessage } from './cart-messages';
import { normalizeExtraCharges, type TExtraCharge, type TExtraChargeInput } from './extra-charges';
import type { TProductUnit } from '../products/constants';
import { DEFAULT_TAX_CLASS, type TTaxClass } from '../tax/constants';
import { fromBigCents, linesTotalBigCents, vesToUsd } from '../money/money';
import { addQuantities, isWeighedUnit, toThousandths } from '../stock/quantity';

export type TCartItem = {
  productId: string;
  name: string;
  price: number;
  quantity: number;
  image_url: string | null;
  availableStock: number;
  /** Design §13: kg, g and L take 3 decimals; absent (a cart saved before units) is UNIT. */
  unit?: TProductUnit;
  /** Decision record 032: its IVA class; absent (a cart saved before IVA) is the general one. */
  taxClass?: TTaxClass;
};

/** What the cart needs from a product; `quantity` is the product's stock. */
export type TCartProduct = {
  id: string;
  name: string;
  price: number;
  quantity: number;
  image_url?: string | null;
  unit?: TProductUnit;
  taxClass?: TTaxClass;
};

/** Whole units are counted down to the unit, weighed goods to the gram (3 decimals). */
function quantityIn(unit: TProductUnit | undefined, quantity: number): number {
  return unit && isWeighedUnit(unit) ? toThousandths(quantity) / 1000 : Math.floor(quantity);
}

/** What the cart may take of a product: its stock, never below 0. */
function stockOf(product: Pick<TCartProduct, 'quantity' | 'unit'>): number {
  return Math.max(0, quantityIn(product.unit, product.quantity));
}

/**
 * Adds one unit. An item already in the cart goes up by 1, capped at its stock; a new item starts at 1, and a
 * product with no stock is not added. The stock shown by the product refreshes the item's availableStock.
 */
export function addToCart(items: readonly TCartItem[], product: TCartProduct): TCartItem[] {
  const stock = stockOf(product);
  const existing = items.find((item) => item.productId === product.id);
  if (existing) {
    return items.map((item) =>
      item.productId === product.id
        ? {
            ...item,
            availableStock: stock,
            quantity: cappedQuantity(item, addQuantities(item.quantity, 1), stock),
          }
        : item,
    );
  }
  if (stock <= 0) return [...items];
  return [
    ...items,
    {
      productId: product.id,
      name: product.name,
      price: product.price,
      quantity: Math.min(1, stock),
      image_url: product.image_url ?? null,
      availableStock: stock,
      unit: product.unit ?? 'UNIT',
      taxClass: product.taxClass ?? DEFAULT_TAX_CLASS,
    },
  ];
}

/**
 * `wanted` capped at `stock`. A product whose stock ran out keeps the line's quantity: a line of 0 units would
 * be sent as an empty line, while a line above its stock is refused with the products named (validateCart),
 * and the seller removes it.
 */
function cappedQuantity(item: TCartItem, wanted: number, stock: number): number {
  return stock > 0 ? Math.min(wanted, stock) : item.quantity;
}

/** Sets a quantity (whole units, or 3 decimals of a weighed one): 0 or less removes the item; more than availableStock is capped. */
export function setCartQuantity(
  items: readonly TCartItem[],
  productId: string,
  quantity: number,
): TCartItem[] {
  const line = items.find((item) => item.productId === productId);
  const wanted = quantityIn(line?.unit, quantity);
  if (!Number.isFinite(wanted) || wanted <= 0) return items.filter((item) => item.productId !== productId);
  return items.map((item) =>
    item.productId === productId
      ? { ...item, quantity: cappedQuantity(item, wanted, item.availableStock) }
      : item,
  );
}

/**
 * The stock last read from the server, written into the lines of those products. Quantities stay as the seller
 * set them: a line now above its stock is the seller's to fix, and validateCart refuses it before the sale is
 * confirmed instead of the server refusing it after. Lines whose stock did not move are the same objects.
 */
export function withKnownStock(
  items: readonly TCartItem[],
  products: readonly Pick<TCartProduct, 'id' | 'quantity' | 'unit' | 'taxClass'>[],
): TCartItem[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return items.map((item) => {
    const product = byId.get(item.productId);
    if (!product) return item;
    const stock = stockOf(product);
    // The product's IVA class as last read too: the cart's IVA is the one the server will charge.
    const taxClass = product.taxClass ?? item.taxClass;
    if (stock === item.availableStock && taxClass === item.taxClass) return item;
    return { ...item, availableStock: stock, ...(taxClass ? { taxClass } : {}) };
  });
}

export function removeFromCart(items: readonly TCartItem[], productId: string): TCartItem[] {
  return items.filter((item) => item.productId !== productId);
}

/** Σ price × quantity, exact to the cent whatever its size (a cart past a sale's maximum still shows it). */
export function cartTotal(items: readonly Pick<TCartItem, 'price' | 'quantity'>[]): number {
  return fromBigCents(linesTotalBigCents(items));
}

/** Articles in the cart: each unit of a product sold by the unit, and one per weighed line (0,75 kg is one). */
export function cartItemCount(items: readonly Pick<TCartItem, 'quantity' | 'unit'>[]): number {
  return items.reduce((sum, item) => sum + (item.unit && isWeighedUnit(item.unit) ? 1 : item.quantity), 0);
}

export type TCartValidation = { ok: true } | { ok: false; message: string };

/** 'El carrito está vacío.' or the stock-exceeded message naming every product over its stock. */
export function validateCart(items: readonly TCartItem[]): TCartValidation {
  if (items.length === 0) return { ok: false, message: CART_EMPTY_MESSAGE };
  const over = items.filter((item) => item.quantity > item.availableStock).map((item) => item.name);
  if (over.length > 0) return { ok: false, message: insufficientStockMessage(over) };
  return { ok: true };
}

/**
 * The extra charges a sale keeps, in dollars (spec §5). `vesRate` is the rate when the seller typed the amounts
 * in bolívars (VES mode), null when in dollars: prices are sold in dollars, so a bolívar amount is converted, and
 * one too small to be worth a cent once converted is dropped like any other charge of 0.
 */
export function keptExtraCharges(
  rows: readonly TExtraChargeInput[],
  vesRate: number | null = null,
): TExtraCharge[] {
  return normalizeExtraCharges(rows)
    .map((charge) => (vesRate === null ? charge : { ...charge, amount: vesToUsd(charge.amount, vesRate) }))
    .filter((charge) => charge.amount > 0);
}

/** A line of the sale creation payload (spec §3): a product line or an extra charge (name, quantity 1, price). */
export type TSaleLine = { productId?: string; name?: string; quantity: number; price: number };

/**
 * The sale's lines with their IVA class, in the order of buildSaleItems (products, then the extra charges,
 * which are outside IVA): what the cart's figures are computed from.
 */
export function taxedCartLines(
  items: readonly TCartItem[],
  extraCharges: readonly TExtraCharge[] = [],
): { price: number; quantity: number; taxClass: TTaxClass | null }[] {
  return [
    ...items.map((item) => ({
      price: item.price,
      quantity: item.quantity,
      taxClass: item.taxClass ?? DEFAULT_TAX_CLASS,
    })),
    ...extraCharges.map((charge) => ({ price: charge.amount, quantity: 1, taxClass: null })),
  ];
}

/** Cart items and kept extra charges → the `items` of POST /sales. */
export function buildSaleItems(
  items: readonly TCartItem[],
  extraCharges: readonly TExtraCharge[] = [],
): TSaleLine[] {
  return [
    ...items.map((item) => ({ productId: item.productId, quantity: item.quantity, price: item.price })),
    ...extraCharges.map((charge) => ({ name: charge.name, quantity: 1, price: charge.amount })),
  ];
}
