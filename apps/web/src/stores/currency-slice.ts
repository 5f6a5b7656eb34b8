import { DEFAULT_CURRENCY_MODE, type TCurrencyMode } from '@cuadre/shared/money/constants';
import type { TSliceSet } from './slice-types';

/** Spec §3 Currency settings: the display mode and the last dollar rate the app loaded. */
export type TCurrencySlice = {
  currencyMode: TCurrencyMode;
  dollarRate: number | null;
  setCurrencyMode: (mode: TCurrencyMode) => void;
  setDollarRate: (rate: number | null) => void;
};

export const initialCurrencyState = {
  currencyMode: DEFAULT_CURRENCY_MODE,
  dollarRate: null,
} satisfies Partial<TCurrencySlice>;

export function createCurrencySlice(set: TSliceSet<TCurrencySlice>): TCurrencySlice {
  return {
    ...initialCurrencyState,
    setCurrencyMode: (currencyMode) => set({ currencyMode }),
    setDollarRate: (rate) =>
      // A zero or broken rate would turn every price into Bs. 0,00: keep "no rate" instead (spec §9).
      set({ dollarRate: typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : null }),
  };
}
