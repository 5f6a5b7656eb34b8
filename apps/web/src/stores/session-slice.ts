import { DEFAULT_USER_ROLE } from '@cuadre/shared/users/constants';
import type { TSessionUser } from '@cuadre/shared/auth/schemas';
import type { TShopRole } from '@cuadre/shared/team/constants';
import { decodeJwt } from '@/lib/jwt';
import type { TSliceSet } from './slice-types';

/** What a country choice writes into the session (spec §3: a country update sets these three). */
export type TCountryUpdate = {
  country: string;
  currency: string;
  currencySymbol: string;
};

export type TSessionEndReason = 'expired' | 'signed-out' | 'locked';

export type TSessionSlice = {
  token: string | null;
  user: TSessionUser | null;
  /**
   * The session's role in its shop (decision record 029): an e-mail login acts in the account's own shop, as
   * its OWNER; a PIN session says the member's role. Read by the screens to leave out what the role may not see.
   */
  shopRole: TShopRole | null;
  /**
   * Why the last session ended, until the visitor reaches a public page (never persisted). The guard of the
   * page being left redirects by it — 'expired' to /welcome, 'signed-out' to / — so the redirect does not
   * depend on which of them, the guard or the code that logged out, gets to navigate first.
   */
  sessionEndReason: TSessionEndReason | null;
  /** Called by public pages once the visitor has arrived: later visits to a guarded page redirect normally. */
  clearSessionEndReason: () => void;
  /** The role GET /auth/shops says the account has in the session's shop (an invited member's is not OWNER). */
  setShopRole: (shopRole: TShopRole) => void;
  updateUser: (changes: Partial<Omit<TSessionUser, 'id' | 'role'>>) => void;
  updateCountry: (update: TCountryUpdate) => void;
};

export const initialSessionState = {
  token: null,
  user: null,
  shopRole: null,
  sessionEndReason: null,
} satisfies Partial<TSessionSlice>;

/** The session a login stores; the role always comes from the token's `role` claim (spec §3). */
export function sessionFromLogin(
  token: string,
  user: TSessionUser,
  shopRole: TShopRole = 'OWNER',
): Pick<TSessionSlice, 'token' | 'user' | 'shopRole' | 'sessionEndReason'> {
  const role = decodeJwt(token)?.role ?? user.role ?? DEFAULT_USER_ROLE;
  return { token, user: { ...user, role }, shopRole, sessionEndReason: null };
}

/**
 * Whose cart and offline queue the session holds: the person, in the shop the session acts in. A person who
 * works in two shops keeps one of each per shop, so a sale queued in one never goes to the other. In their own
 * shop (and with a token from before shops) it is their id alone, as it always was.
 */
export function sessionOwnerOf(state: Pick<TSessionSlice, 'token' | 'user'>): string | null {
  const userId = state.user?.id;
  if (!userId) return null;
  const shop = decodeJwt(state.token)?.shop;
  return shop && shop !== userId ? `${userId}@${shop}` : userId;
}

export function createSessionSlice(set: TSliceSet<TSessionSlice>): TSessionSlice {
  return {
    ...initialSessionState,
    clearSessionEndReason: () => set((state) => (state.sessionEndReason ? { sessionEndReason: null } : {})),
    setShopRole: (shopRole) =>
      set((state) => (state.token && state.shopRole !== shopRole ? { shopRole } : {})),
    updateUser: (changes) => set((state) => (state.user ? { user: { ...state.user, ...changes } } : {})),
    updateCountry: ({ country, currency, currencySymbol }) =>
      set((state) => (state.user ? { user: { ...state.user, country, currency, currencySymbol } } : {})),
  };
}
