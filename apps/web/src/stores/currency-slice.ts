import { DEFAULT_CURRENCY_MODE, type TCurrencyMode } from '@cuadre/shared/money/constants';
import { DEFAULT_REFERENCE_CURRENCY, type TReferenceCurrency } from '@cuadre/shared/money/reference-currency';
import type { TSliceSet } from './slice-types';

/** Spec §3 Currency settings: the display mode and the last dollar rate the app loaded. */
export type TCurrencySlice = {
  currencyMode: TCurrencyMode;
  dollarRate: number | null;
  /** The BCV's euro (bolívares per euro), read with the dollar: the cross a euro-priced shop shows. */
  euroRate: number | null;
  /** The shop's reference currency: its dollars are shown and typed in euros when EUR (design §10). */
  referenceCurrency: TReferenceCurrency;
  setCurrencyMode: (mode: TCurrencyMode) => void;
  setDollarRate: (rate: number | null) => void;
  setEuroRate: (rate: number | null) => void;
  setReferenceCurrency: (currency: TReferenceCurrency) => void;
};

export const initialCurrencyState = {
  currencyMode: DEFAULT_CURRENCY_MODE,
  dollarRate: null,
  euroRate: null,
  referenceCurrency: DEFAULT_REFERENCE_CURRENCY,
} satisfies Partial<TCurrencySlice>;

const usableOrNull = (rate: number | null) =>
  typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : null;

export function createCurrencySlice(set: TSliceSet<TCurrencySlice>): TCurrencySlice {
  return {
    ...initialCurrencyState,
    setCurrencyMode: (currencyMode) => set({ currencyMode }),
    // A zero or broken rate would turn every price into Bs. 0,00: keep "no rate" instead (spec §9).
    setDollarRate: (rate) => set({ dollarRate: usableOrNull(rate) }),
    setEuroRate: (rate) => set({ euroRate: usableOrNull(rate) }),
    setReferenceCurrency: (referenceCurrency) => set({ referenceCurrency }),
  };
}
