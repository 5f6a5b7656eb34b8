import { useAppStore } from '@/stores/app-store';
import { initialCartState } from '@/stores/cart-slice';
import { initialCurrencyState } from '@/stores/currency-slice';
import { initialSessionState } from '@/stores/session-slice';
import type { TSessionUser } from '@cuadre/shared/auth/schemas';
import { sessionUser } from './tokens';

/** Back to a fresh device: no session, empty cart, default currency settings. */
export function resetAppStore() {
  useAppStore.setState({ ...initialSessionState, ...initialCartState, ...initialCurrencyState });
}

/** Puts a token (and a user) in the store as if the visitor had logged in, without decoding anything. */
export function setSession(token: string | null, user: TSessionUser | null = token ? sessionUser() : null) {
  useAppStore.setState({ token, user });
}
