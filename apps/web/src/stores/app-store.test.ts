import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEY } from '@cuadre/shared/common/constants';
import { resetAppStore } from '@/testing/app-store';
import { sessionUser, validToken } from '@/testing/tokens';
import { readPersistedState, useAppStore } from './app-store';

const product = { id: 'p1', name: 'Harina PAN', price: 1.5, quantity: 3, image_url: null };

function persisted() {
  return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { state: Record<string, unknown> } | null;
}

beforeEach(() => {
  resetAppStore();
});

describe('session', () => {
  it('login replaces the session, takes the role from the token and persists under app-storage', () => {
    const token = validToken('ADMIN');
    useAppStore.getState().login(token, sessionUser({ role: 'USER' }));
    const { token: stored, user } = useAppStore.getState();
    expect(stored).toBe(token);
    expect(user?.role).toBe('ADMIN');
    expect(persisted()?.state).toMatchObject({ token, user: { email: 'maria@tienda.com', role: 'ADMIN' } });
  });

  it('logout resets the session, the cart and the currency mode, and keeps the public dollar rate', () => {
    const { login, addToCart, setCurrencyMode, setDollarRate } = useAppStore.getState();
    login(validToken(), sessionUser());
    addToCart(product);
    setCurrencyMode('VES');
    setDollarRate(36.5);
    useAppStore.getState().logout();
    const state = useAppStore.getState();
    expect(state).toMatchObject({
      token: null,
      user: null,
      cartItems: [],
      currencyMode: 'USD',
      dollarRate: 36.5,
    });
    expect(state.sessionEndReason).toBe('signed-out');
    expect(persisted()?.state).toMatchObject({ token: null, user: null, cartItems: [] });
  });

  it('an expired session keeps the cart for the same seller and clears it for someone else', () => {
    useAppStore.getState().login(validToken(), sessionUser({ id: 'user-1' }));
    useAppStore.getState().addToCart(product);
    useAppStore.getState().logout({ expired: true });
    expect(useAppStore.getState().cartItems).toHaveLength(1);
    expect(useAppStore.getState().sessionEndReason).toBe('expired');

    useAppStore.getState().login(validToken(), sessionUser({ id: 'user-1' }));
    expect(useAppStore.getState().cartItems).toHaveLength(1);
    expect(useAppStore.getState().sessionEndReason).toBeNull();

    useAppStore.getState().logout({ expired: true });
    useAppStore.getState().login(validToken('USER', 'user-2'), sessionUser({ id: 'user-2' }));
    expect(useAppStore.getState().cartItems).toEqual([]);
  });

  it('a country update sets country, currency and currencySymbol', () => {
    useAppStore
      .getState()
      .login(validToken(), sessionUser({ country: null, currency: null, currencySymbol: null }));
    useAppStore.getState().updateCountry({ country: 'Venezuela', currency: 'VES', currencySymbol: 'Bs.' });
    expect(useAppStore.getState().user).toMatchObject({
      country: 'Venezuela',
      currency: 'VES',
      currencySymbol: 'Bs.',
    });
  });

  it('updateUser merges changes and does nothing when signed out', () => {
    useAppStore.getState().updateUser({ name: 'Nadie' });
    expect(useAppStore.getState().user).toBeNull();
    useAppStore.getState().login(validToken(), sessionUser());
    useAppStore.getState().updateUser({ name: 'María José' });
    expect(useAppStore.getState().user).toMatchObject({ name: 'María José', email: 'maria@tienda.com' });
  });
});

describe('cart', () => {
  it('adds, caps at stock, sets quantities, removes at 0 and clears with the client', () => {
    const { addToCart, setCartQuantity, selectClient } = useAppStore.getState();
    addToCart(product);
    addToCart(product);
    addToCart(product);
    addToCart(product);
    expect(useAppStore.getState().cartItems).toEqual([
      {
        productId: 'p1',
        name: 'Harina PAN',
        price: 1.5,
        quantity: 3,
        image_url: null,
        availableStock: 3,
        unit: 'UNIT',
        taxClass: 'GENERAL',
      },
    ]);
    setCartQuantity('p1', 10);
    expect(useAppStore.getState().cartItems[0]?.quantity).toBe(3);
    selectClient({ id: 'c1', name: 'Pedro' });
    expect(useAppStore.getState().selectedClient).toEqual({ id: 'c1', name: 'Pedro' });
    setCartQuantity('p1', 0);
    expect(useAppStore.getState().cartItems).toEqual([]);

    addToCart(product);
    useAppStore.getState().clearCart();
    expect(useAppStore.getState()).toMatchObject({ cartItems: [], selectedClient: null });
  });

  it('adds 1 kg to a weighed line exactly: 0,14 kg + 1 is 1,14, not 1.1400000000000001', () => {
    const cheese = { id: 'p2', name: 'Queso', price: 8, quantity: 5, image_url: null, unit: 'KG' as const };
    const { addToCart, setCartQuantity } = useAppStore.getState();
    addToCart(cheese);
    setCartQuantity('p2', 0.14);
    addToCart(cheese);
    expect(useAppStore.getState().cartItems[0]).toMatchObject({ quantity: 1.14, unit: 'KG' });
  });

  it('does not add a product without stock', () => {
    useAppStore.getState().addToCart({ ...product, quantity: 0 });
    expect(useAppStore.getState().cartItems).toEqual([]);
  });

  it('persists the cart and the selected client together', () => {
    useAppStore.getState().addToCart(product);
    useAppStore.getState().selectClient({ id: 'c1', name: 'Pedro' });
    expect(persisted()?.state).toMatchObject({
      cartItems: [{ productId: 'p1', quantity: 1 }],
      selectedClient: { id: 'c1', name: 'Pedro' },
    });
  });
});

describe('currency settings', () => {
  it('defaults to USD without a rate, and ignores unusable rates', () => {
    expect(useAppStore.getState()).toMatchObject({ currencyMode: 'USD', dollarRate: null });
    useAppStore.getState().setDollarRate(0);
    expect(useAppStore.getState().dollarRate).toBeNull();
    useAppStore.getState().setDollarRate(Number.NaN);
    expect(useAppStore.getState().dollarRate).toBeNull();
    useAppStore.getState().setDollarRate(36.42);
    useAppStore.getState().setCurrencyMode('VES');
    expect(useAppStore.getState()).toMatchObject({ currencyMode: 'VES', dollarRate: 36.42 });
  });
});

describe('readPersistedState (what survives a reload)', () => {
  it('keeps well-formed fields', () => {
    const token = validToken();
    expect(
      readPersistedState({
        token,
        user: sessionUser(),
        cartItems: [
          { productId: 'p1', name: 'A', price: 2, quantity: 1, availableStock: 5, image_url: null },
        ],
        selectedClient: { id: 'c1', name: 'Pedro' },
        cartOwnerId: 'user-1',
        currencyMode: 'VES',
        dollarRate: 40,
      }),
    ).toMatchObject({
      token,
      user: { id: 'user-1' },
      currencyMode: 'VES',
      dollarRate: 40,
      cartOwnerId: 'user-1',
    });
  });

  it("keeps the user's time zone, and reads a session stored without one", () => {
    const token = validToken();
    expect(
      readPersistedState({ token, user: sessionUser({ timeZone: 'America/Bogota' }) }).user?.timeZone,
    ).toBe('America/Bogota');
    const { timeZone: _none, ...older } = sessionUser();
    const user = readPersistedState({ token, user: older }).user;
    expect(user).toMatchObject({ id: 'user-1' });
    expect(user).not.toHaveProperty('timeZone');
  });

  it('drops anything malformed instead of crashing', () => {
    expect(readPersistedState('nonsense')).toEqual({});
    expect(
      readPersistedState({
        token: 'abc',
        user: { id: 1 },
        cartItems: [
          { productId: 'p1' },
          null,
          { productId: 'p2', name: 'B', price: 1, quantity: 2, availableStock: 2 },
        ],
        selectedClient: 'Pedro',
        currencyMode: 'EUR',
        dollarRate: -1,
      }),
    ).toEqual({
      cartItems: [
        {
          productId: 'p2',
          name: 'B',
          price: 1,
          quantity: 2,
          availableStock: 2,
          image_url: null,
          unit: 'UNIT',
        },
      ],
      selectedClient: null,
    });
  });

  it('keeps a weighed line to the gram with its unit, and a whole unit line as it was', () => {
    const cartItems = readPersistedState({
      cartItems: [
        {
          productId: 'p1',
          name: 'Queso',
          price: 8,
          quantity: 1.5,
          availableStock: 4.25,
          image_url: null,
          unit: 'KG',
        },
        {
          productId: 'p2',
          name: 'Jamón',
          price: 12,
          quantity: 1,
          availableStock: 3,
          image_url: null,
          unit: 'KG',
        },
        {
          productId: 'p3',
          name: 'Harina',
          price: 1.5,
          quantity: 2,
          availableStock: 9,
          image_url: null,
          unit: 'UNIT',
        },
        {
          productId: 'p4',
          name: 'Arroz',
          price: 1,
          quantity: 0.125,
          availableStock: 2,
          image_url: null,
          unit: 'G',
        },
      ],
    }).cartItems;
    expect(cartItems).toEqual([
      {
        productId: 'p1',
        name: 'Queso',
        price: 8,
        quantity: 1.5,
        availableStock: 4.25,
        image_url: null,
        unit: 'KG',
      },
      {
        productId: 'p2',
        name: 'Jamón',
        price: 12,
        quantity: 1,
        availableStock: 3,
        image_url: null,
        unit: 'KG',
      },
      {
        productId: 'p3',
        name: 'Harina',
        price: 1.5,
        quantity: 2,
        availableStock: 9,
        image_url: null,
        unit: 'UNIT',
      },
      {
        productId: 'p4',
        name: 'Arroz',
        price: 1,
        quantity: 0.125,
        availableStock: 2,
        image_url: null,
        unit: 'G',
      },
    ]);
  });

  it('drops a line whose quantity its unit cannot hold: a fraction of a unit, a weight past the gram', () => {
    const line = { name: 'X', price: 1, availableStock: 5, image_url: null };
    expect(
      readPersistedState({
        cartItems: [
          { ...line, productId: 'p1', quantity: 1.5, unit: 'UNIT' },
          { ...line, productId: 'p2', quantity: 1.5 },
          { ...line, productId: 'p3', quantity: 0.0001, unit: 'KG' },
          { ...line, productId: 'p4', quantity: 1, unit: 'LB' },
        ],
      }).cartItems,
    ).toEqual([]);
  });

  it('a weighed cart survives a reload of the store', async () => {
    const cheese = { id: 'p1', name: 'Queso', price: 8, quantity: 5, image_url: null, unit: 'KG' as const };
    const ham = { id: 'p2', name: 'Jamón', price: 12, quantity: 5, image_url: null, unit: 'KG' as const };
    useAppStore.getState().addToCart(cheese);
    useAppStore.getState().setCartQuantity('p1', 1.5);
    useAppStore.getState().addToCart(ham);
    const stored = localStorage.getItem(STORAGE_KEY);
    useAppStore.setState({ cartItems: [] });
    localStorage.setItem(STORAGE_KEY, stored ?? '');
    await useAppStore.persist.rehydrate();
    expect(useAppStore.getState().cartItems).toMatchObject([
      { productId: 'p1', quantity: 1.5, unit: 'KG' },
      { productId: 'p2', quantity: 1, unit: 'KG' },
    ]);
  });

  it('rehydrates the store from localStorage', async () => {
    const token = validToken();
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        state: { token, user: sessionUser(), currencyMode: 'VES', dollarRate: 39 },
        version: 1,
      }),
    );
    await useAppStore.persist.rehydrate();
    expect(useAppStore.getState()).toMatchObject({ token, currencyMode: 'VES', dollarRate: 39 });
  });
});
