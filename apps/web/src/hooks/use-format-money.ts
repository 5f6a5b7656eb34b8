import { useCallback } from 'react';
import { isAdminRole } from '@cuadre/shared/users/constants';
import { isVenezuela, type TCurrencyMode } from '@cuadre/shared/money/constants';
import { formatMoney } from '@cuadre/shared/money/money';
import { formatEur, usdToEur, type TReferenceCurrency } from '@cuadre/shared/money/reference-currency';
import type { TSessionUser } from '@cuadre/shared/auth/schemas';
import { useAppStore } from '@/stores/app-store';

/**
 * Spec §2 Layout / §4 Currency mode: only non-admin sellers whose country is Venezuela get the USD/VES mode,
 * recognised by the currency code the server stored with the country.
 */
export function canUseDollarRate(user: TSessionUser | null | undefined): boolean {
  if (!user || isAdminRole(user.role)) return false;
  return isVenezuela(user);
}

export type TCurrencySettings = {
  /** The mode amounts are shown and typed in; USD for anyone who cannot use the dual-currency mode. */
  mode: TCurrencyMode;
  /** Bolívars per dollar, or null when no rate has been loaded. */
  rate: number | null;
  /**
   * In USD mode, the currency the seller's reference amounts read in: EUR for a shop that prices in euros once
   * both BCV rates are loaded (design §10), else USD. Dollars are still what every amount is kept in.
   */
  reference: TReferenceCurrency;
  /** Bolívars per euro, or null. */
  euroRate: number | null;
};

/**
 * The currency mode and dollar rate in effect for the signed-in user. A VES mode left in the store by someone
 * else on this device (an expired Venezuelan session followed by another seller) must never turn a
 * non-Venezuelan seller's dollars into bolívars, so the stored mode only counts for eligible users.
 */
export function useCurrencySettings(): TCurrencySettings {
  const user = useAppStore((state) => state.user);
  const storedMode = useAppStore((state) => state.currencyMode);
  const rate = useAppStore((state) => state.dollarRate);
  const euroRate = useAppStore((state) => state.euroRate);
  const storedReference = useAppStore((state) => state.referenceCurrency);
  const isVenezuelan = canUseDollarRate(user);
  // Without both rates there is no cross: amounts stay in dollars rather than show a euro figure by guess.
  const reference =
    isVenezuelan && storedReference === 'EUR' && rate !== null && euroRate !== null ? 'EUR' : 'USD';
  return { mode: isVenezuelan ? storedMode : 'USD', rate, reference, euroRate };
}

/**
 * The one formatter for amounts on seller screens (spec §9): `(amountUsd) => string`.
 * USD → "$1,234.50", or "€1,057.89" at the BCV cross for a shop that prices in euros; VES with a rate → amount × rate as "Bs. 45.678,90"; VES without a rate → the USD text
 * (the amount is unchanged, and a dollar figure is never labelled Bs.).
 */
export function useFormatMoney(): (amountUsd: number) => string {
  const { mode, rate, reference, euroRate } = useCurrencySettings();
  return useCallback(
    (amountUsd: number) => formatShown(amountUsd, { mode, rate, reference, euroRate }),
    [mode, rate, reference, euroRate],
  );
}

/**
 * Dollars as the seller's settings show them: bolívares in VES mode, euros at the cross for a shop that prices
 * in euros (design §10), else dollars. A sale's own figures pass its own rates (use-sale-money.ts).
 */
export function formatShown(amountUsd: number, settings: TCurrencySettings): string {
  if (settings.mode === 'USD' && settings.reference === 'EUR') {
    const eur = usdToEur(amountUsd, { usd: settings.rate, eur: settings.euroRate });
    if (eur !== null) return formatEur(eur);
  }
  return formatMoney(amountUsd, { mode: settings.mode, rate: settings.rate });
}
