import { describe, it, expect } from 'vitest';
import {
  addToCart,
  buildSaleItems,
  cartItemCount,
  cartTotal,
  keptExtraCharges,
  removeFromCart,
  setCartQuantity,
  validateCart,
  withKnownStock,
  type TCartItem,
} from './cart';
import { insufficientStockMessage } from './cart-messages';

const soap = { id: 'p1', name: 'Jabón', price: 1.1, quantity: 2, image_url: null };
const rice = { id: 'p2', name: 'Arroz', price: 2.35, quantity: 10, image_url: 'https://x/arroz.png' };
const empty = { id: 'p3', name: 'Harina', price: 1, quantity: 0 };

describe('addToCart', () => {
  it('adds a new product with quantity 1 and its stock', () => {
    expect(addToCart([], rice)).toEqual([
      {
        productId: 'p2',
        name: 'Arroz',
        price: 2.35,
        quantity: 1,
        image_url: 'https://x/arroz.png',
        availableStock: 10,
        unit: 'UNIT',
        taxClass: 'GENERAL',
      },
    ]);
  });

  it('sells weighed goods to the gram: typed 0,755 kg stays, units stay whole, and a weighed line is one article', () => {
    const cheese = { id: 'p4', name: 'Queso', price: 8, quantity: 2.5, unit: 'KG' as const };
    let cart = addToCart([], cheese);
    expect(cart[0]).toMatchObject({ quantity: 1, availableStock: 2.5, unit: 'KG' });
    cart = setCartQuantity(cart, 'p4', 0.755);
    expect(cart[0]!.quantity).toBe(0.755);
    expect(cartTotal(cart)).toBe(6.04);
    // One more kilo is exact to the gram: 0,14 kg + 1 in floating point would be 1.1400000000000001.
    expect(addToCart(setCartQuantity(cart, 'p4', 0.14), cheese)[0]!.quantity).toBe(1.14);
    cart = setCartQuantity(cart, 'p4', 3);
    expect(cart[0]!.quantity).toBe(2.5);
    cart = addToCart(cart, rice);
    cart = setCartQuantity(cart, 'p2', 2.7);
    expect(cart.find((item) => item.productId === 'p2')!.quantity).toBe(2);
    expect(cartItemCount(cart)).toBe(3);
  });

  it('increases an item already in the cart, capped at the stock', () => {
    let cart = addToCart([], soap);
    cart = addToCart(cart, soap);
    expect(cart).toHaveLength(1);
    expect(cart[0]!.quantity).toBe(2);
    cart = addToCart(cart, soap);
    expect(cart[0]!.quantity).toBe(2);
  });

  it('does not add a product without stock', () => {
    expect(addToCart([], empty)).toEqual([]);
  });

  it('does not mutate the given cart', () => {
    const cart: TCartItem[] = [];
    addToCart(cart, rice);
    expect(cart).toEqual([]);
  });
});

describe('setCartQuantity', () => {
  const cart = addToCart(addToCart([], soap), rice);

  it('removes the item at 0 or less', () => {
    expect(setCartQuantity(cart, 'p1', 0).map((i) => i.productId)).toEqual(['p2']);
    expect(setCartQuantity(cart, 'p2', -3).map((i) => i.productId)).toEqual(['p1']);
  });

  it('caps the quantity at the available stock', () => {
    expect(setCartQuantity(cart, 'p2', 99).find((i) => i.productId === 'p2')!.quantity).toBe(10);
    expect(setCartQuantity(cart, 'p2', 4).find((i) => i.productId === 'p2')!.quantity).toBe(4);
  });

  it('removes an item on demand', () => {
    expect(removeFromCart(cart, 'p1').map((i) => i.productId)).toEqual(['p2']);
  });

  it('never makes a line of 0 units when the stock ran out: the line stays, to be refused and removed', () => {
    const soldOut = withKnownStock(cart, [{ id: 'p1', quantity: 0 }]);
    expect(setCartQuantity(soldOut, 'p1', 3).find((i) => i.productId === 'p1')!.quantity).toBe(1);
    expect(addToCart(cart, { ...soap, quantity: 0 }).find((i) => i.productId === 'p1')!.quantity).toBe(1);
  });
});

describe('withKnownStock', () => {
  const cart = addToCart(addToCart(addToCart([], soap), soap), rice);

  it('takes the stock last read for the products in the cart and keeps the quantities', () => {
    const next = withKnownStock(cart, [
      { id: 'p1', quantity: 1 },
      { id: 'p9', quantity: 5 },
    ]);
    expect(next.map((i) => [i.productId, i.quantity, i.availableStock])).toEqual([
      ['p1', 2, 1],
      ['p2', 1, 10],
    ]);
    expect(validateCart(next)).toEqual({ ok: false, message: insufficientStockMessage(['Jabón']) });
  });

  it('keeps the lines whose stock did not move', () => {
    const next = withKnownStock(cart, [{ id: 'p2', quantity: 10 }]);
    expect(next[0]).toBe(cart[0]);
    expect(next[1]).toBe(cart[1]);
  });
});

describe('totals', () => {
  it('sums price × quantity to the cent', () => {
    const cart = setCartQuantity(addToCart(addToCart([], soap), rice), 'p1', 2);
    expect(cartTotal(cart)).toBe(4.55);
    expect(cartTotal([{ price: 0.1, quantity: 3 }])).toBe(0.3);
    expect(cartItemCount(cart)).toBe(3);
  });
});

describe('validateCart', () => {
  it('refuses an empty cart', () => {
    expect(validateCart([])).toEqual({ ok: false, message: 'El carrito está vacío.' });
  });

  it('names every product above its stock', () => {
    const cart: TCartItem[] = [
      { productId: 'p1', name: 'Jabón', price: 1, quantity: 3, image_url: null, availableStock: 2 },
      { productId: 'p2', name: 'Arroz', price: 1, quantity: 1, image_url: null, availableStock: 5 },
      { productId: 'p3', name: 'Café', price: 1, quantity: 9, image_url: null, availableStock: 1 },
    ];
    expect(validateCart(cart)).toEqual({
      ok: false,
      message:
        'Los siguientes productos exceden el stock disponible: Jabón, Café. Por favor, ajusta las cantidades.',
    });
  });

  it('accepts a cart within stock', () => {
    expect(validateCart(addToCart([], rice))).toEqual({ ok: true });
  });
});

describe('buildSaleItems', () => {
  it('turns cart items into product lines and extra charges into named lines of quantity 1', () => {
    const cart = setCartQuantity(addToCart([], rice), 'p2', 3);
    expect(buildSaleItems(cart, [{ name: 'Delivery', amount: 2 }])).toEqual([
      { productId: 'p2', quantity: 3, price: 2.35 },
      { name: 'Delivery', quantity: 1, price: 2 },
    ]);
  });
});

describe('keptExtraCharges', () => {
  it('keeps named charges above 0, in dollars', () => {
    const rows = [
      { name: ' Envío ', amount: '2,50' },
      { name: ' ', amount: '5' },
      { name: 'Bolsa', amount: '0' },
    ];
    expect(keptExtraCharges(rows)).toEqual([{ name: 'Envío', amount: 2.5 }]);
  });

  it('converts bolívars at the rate and drops a charge worth less than a cent', () => {
    const rows = [
      { name: 'Delivery', amount: '73' },
      { name: 'Redondeo', amount: '0,10' },
    ];
    expect(keptExtraCharges(rows, 36.5)).toEqual([{ name: 'Delivery', amount: 2 }]);
  });
});
