import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CURRENCY_MODES } from '@cuadre/shared/money/constants';
import { PRODUCT_UNITS, type TProductUnit } from '@cuadre/shared/products/constants';
import { STORAGE_KEY } from '@cuadre/shared/common/constants';
import { USER_ROLES } from '@cuadre/shared/users/constants';
import { SHOP_ROLES, type TShopRole } from '@cuadre/shared/team/constants';
import type { TSessionUser } from '@cuadre/shared/auth/schemas';
import type { TCartItem } from '@cuadre/shared/sales/cart';
import { fitsUnit } from '@cuadre/shared/stock/quantity';
import { TAX_CLASSES, type TTaxClass } from '@cuadre/shared/tax/constants';
import { REFERENCE_CURRENCIES, type TReferenceCurrency } from '@cuadre/shared/money/reference-currency';
import { NO_CART_PRICING, type TCartDiscount, type TCartPricing } from '@cuadre/shared/prices/cart-pricing';
import { createCartSlice, initialCartState, type TCartSlice, type TSelectedClient } from './cart-slice';
import { createCurrencySlice, initialCurrencyState, type TCurrencySlice } from './currency-slice';
import {
  createSessionSlice,
  initialSessionState,
  sessionFromLogin,
  sessionOwnerOf,
  type TSessionSlice,
} from './session-slice';

export type TLogoutOptions = {
  /**
   * The session ended on its own (expired or rejected token, a 401): the cart stays for the same seller and
   * the guards send the visitor to /welcome. Without it this is the user's own 'Cerrar sesión': nothing of
   * theirs stays on the device and the guards send the visitor to /.
   */
  expired?: boolean;
  /**
   * A shop device changes who is selling, by hand or after the idle lock (decision record 029): the cart stays
   * for the member who filled it, as for an expired session, and the guards send the phone to its PIN screen.
   */
  locked?: boolean;
};

export type TAppState = TSessionSlice &
  TCartSlice &
  TCurrencySlice & {
    /** Replaces the session (spec §3). A different user than the cart's owner starts with an empty cart. */
    login: (token: string, user: TSessionUser, shopRole?: TShopRole) => void;
    /** Resets the session (spec §3); see TLogoutOptions for what else goes. */
    logout: (options?: TLogoutOptions) => void;
  };

/** The part written to localStorage. */
export type TPersistedState = Pick<
  TAppState,
  | 'token'
  | 'user'
  | 'shopRole'
  | 'cartItems'
  | 'selectedClient'
  | 'cartOwnerId'
  | 'cartPricing'
  | 'currencyMode'
  | 'dollarRate'
  | 'euroRate'
  | 'referenceCurrency'
>;

const PERSIST_VERSION = 1;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown): value is string | null => value === null || isString(value);

function readUser(value: unknown): TSessionUser | null {
  if (!isRecord(value) || !isString(value.id) || !isString(value.email) || !isString(value.name)) return null;
  const role = (USER_ROLES as readonly unknown[]).includes(value.role)
    ? (value.role as TSessionUser['role'])
    : 'USER';
  return {
    id: value.id,
    email: value.email,
    name: value.name,
    lastname: isNullableString(value.lastname) ? value.lastname : null,
    country: isNullableString(value.country) ? value.country : null,
    currency: isNullableString(value.currency) ? value.currency : null,
    currencySymbol: isNullableString(value.currencySymbol) ? value.currencySymbol : null,
    role,
    // The server's zone for "today" (users.time_zone); sessions stored before login answered it have none.
    ...(isString(value.timeZone) && value.timeZone ? { timeZone: value.timeZone } : {}),
  };
}

function readUnit(value: unknown): TProductUnit | null {
  // A cart saved before products had units holds none: its lines were all sold by the unit.
  if (value === undefined) return 'UNIT';
  return (PRODUCT_UNITS as readonly unknown[]).includes(value) ? (value as TProductUnit) : null;
}

function readCartItem(value: unknown): TCartItem | null {
  if (!isRecord(value) || !isString(value.productId) || !isString(value.name)) return null;
  const { price, quantity, availableStock } = value;
  const unit = readUnit(value.unit);
  if (typeof price !== 'number' || typeof quantity !== 'number' || typeof availableStock !== 'number')
    return null;
  // A weighed line keeps its grams (decision 018); a line its unit cannot hold is dropped, never rounded.
  if (!unit || !Number.isFinite(price) || !(quantity > 0) || !fitsUnit(quantity, unit)) return null;
  return {
    productId: value.productId,
    name: value.name,
    price,
    quantity,
    availableStock,
    image_url: isString(value.image_url) ? value.image_url : null,
    unit,
    // A cart saved before IVA has no class: its lines take the product's default at the server.
    ...((TAX_CLASSES as readonly unknown[]).includes(value.taxClass)
      ? { taxClass: value.taxClass as TTaxClass }
      : {}),
  };
}

function readClient(value: unknown): TSelectedClient | null {
  return isRecord(value) && isString(value.id) && isString(value.name)
    ? { id: value.id, name: value.name }
    : null;
}

function readDiscount(value: unknown): TCartDiscount | null {
  if (!isRecord(value) || !isString(value.reason) || typeof value.value !== 'number') return null;
  if (value.kind !== 'PERCENT' && value.kind !== 'AMOUNT') return null;
  return Number.isFinite(value.value) && value.value > 0
    ? { kind: value.kind, value: value.value, reason: value.reason }
    : null;
}

/** A sale's list and discounts as stored; a malformed part is dropped, never guessed. */
function readCartPricing(value: unknown): TCartPricing {
  if (!isRecord(value)) return NO_CART_PRICING;
  const lineDiscounts: Record<string, TCartDiscount> = {};
  if (isRecord(value.lineDiscounts)) {
    for (const [productId, discount] of Object.entries(value.lineDiscounts)) {
      const read = readDiscount(discount);
      if (read) lineDiscounts[productId] = read;
    }
  }
  return {
    priceListId: isString(value.priceListId) ? value.priceListId : null,
    lineDiscounts,
    saleDiscount: readDiscount(value.saleDiscount),
  };
}

/**
 * localStorage is user-editable and outlives releases: take only well-formed fields from it, so a hand-edited
 * or older entry can never crash the app at start-up. Anything malformed falls back to its initial value.
 */
export function readPersistedState(value: unknown): Partial<TPersistedState> {
  if (!isRecord(value)) return {};
  const state: Partial<TPersistedState> = {};
  if (isString(value.token) && value.token) {
    const user = readUser(value.user);
    // A token without its user cannot render the app's header or profile: treat it as no session.
    if (user) {
      state.token = value.token;
      state.user = user;
      // Sessions stored before shops had roles were their owners'.
      state.shopRole = (SHOP_ROLES as readonly unknown[]).includes(value.shopRole)
        ? (value.shopRole as TShopRole)
        : 'OWNER';
    }
  }
  if (Array.isArray(value.cartItems)) {
    state.cartItems = value.cartItems.map(readCartItem).filter((item): item is TCartItem => item !== null);
  }
  if (value.selectedClient !== undefined) state.selectedClient = readClient(value.selectedClient);
  if (isNullableString(value.cartOwnerId)) state.cartOwnerId = value.cartOwnerId;
  if (value.cartPricing !== undefined) state.cartPricing = readCartPricing(value.cartPricing);
  if ((CURRENCY_MODES as readonly unknown[]).includes(value.currencyMode)) {
    state.currencyMode = value.currencyMode as TPersistedState['currencyMode'];
  }
  if (value.dollarRate === null || (typeof value.dollarRate === 'number' && value.dollarRate > 0)) {
    state.dollarRate = value.dollarRate;
  }
  if (value.euroRate === null || (typeof value.euroRate === 'number' && value.euroRate > 0)) {
    state.euroRate = value.euroRate;
  }
  if ((REFERENCE_CURRENCIES as readonly unknown[]).includes(value.referenceCurrency)) {
    state.referenceCurrency = value.referenceCurrency as TReferenceCurrency;
  }
  return state;
}

/**
 * The app's one client-side store, persisted under 'app-storage' (spec §3, §9): session, cart and currency
 * settings. Server data does not belong here; it lives in TanStack Query.
 */
export const useAppStore = create<TAppState>()(
  persist(
    (set) => ({
      ...createSessionSlice(set),
      ...createCartSlice(set),
      ...createCurrencySlice(set),
      login: (token, user, shopRole) =>
        set((state) => {
          const owner = sessionOwnerOf({ token, user });
          return {
            ...sessionFromLogin(token, user, shopRole),
            ...(state.cartOwnerId === owner
              ? {}
              : {
                  cartItems: [],
                  selectedClient: null,
                  cartPricing: initialCartState.cartPricing,
                  // Another shop's prices are not this one's: dollars until this shop's reference is read.
                  referenceCurrency: initialCurrencyState.referenceCurrency,
                }),
            cartOwnerId: owner,
          };
        }),
      logout: (options = {}) =>
        set(
          options.expired || options.locked
            ? { ...initialSessionState, sessionEndReason: options.locked ? 'locked' : 'expired' }
            : // The dollar rate is public data and stays; everything personal goes.
              {
                ...initialSessionState,
                ...initialCartState,
                currencyMode: initialCurrencyState.currencyMode,
                referenceCurrency: initialCurrencyState.referenceCurrency,
                sessionEndReason: 'signed-out',
              },
        ),
    }),
    {
      name: STORAGE_KEY,
      version: PERSIST_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): TPersistedState => ({
        token: state.token,
        user: state.user,
        shopRole: state.shopRole,
        cartItems: state.cartItems,
        selectedClient: state.selectedClient,
        cartOwnerId: state.cartOwnerId,
        cartPricing: state.cartPricing,
        currencyMode: state.currencyMode,
        dollarRate: state.dollarRate,
        euroRate: state.euroRate,
        referenceCurrency: state.referenceCurrency,
      }),
      // Older versions have no migration yet: keep whatever still reads as valid.
      migrate: (persisted) => readPersistedState(persisted) as TAppState,
      merge: (persisted, current) => ({ ...current, ...readPersistedState(persisted) }),
    },
  ),
);

/** Selector hooks for the values most screens need. */
export const useSessionToken = () => useAppStore((state) => state.token);
export const useSessionUser = () => useAppStore((state) => state.user);
