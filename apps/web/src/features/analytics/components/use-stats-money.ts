import { useCallback } from 'react';
import { formatVes } from '@cuadre/shared/money/money';
import type { TStatsInBolivares } from '@cuadre/shared/stats/schemas';
import { useCurrencySettings, useFormatMoney } from '@/hooks/use-format-money';

/** The four amounts a day or a period has, in dollars, and the server's bolívares of them. */
export type TStatsFigures = {
  totalRevenue: number;
  totalCost: number;
  totalProfit: number;
  revenueWithoutCost: number;
  inBolivares: TStatsInBolivares;
};

export type TStatsMoney = {
  /** True when the amounts shown are the server's bolívares, each sale at its own rate (design §10). */
  isAtSaleRates: boolean;
  /** The four amounts in the currency shown. */
  shown: <T extends TStatsFigures>(figures: T) => T;
  /** Formats an amount already in the currency shown. */
  format: (amount: number) => string;
};

/**
 * In VES mode the statistics show the bolívares the server summed, each sale at the rate it remembers (design
 * §10), not the dollars × today's rate; the server has none only without a rate, and then the app's formatter
 * decides as everywhere else. `hasBolivares` is decided once for the screen, so no figure is in another money.
 */
export function useStatsMoney(hasBolivares: boolean): TStatsMoney {
  const { mode } = useCurrencySettings();
  const formatMoney = useFormatMoney();
  const isAtSaleRates = mode === 'VES' && hasBolivares;
  const shown = useCallback(
    <T extends TStatsFigures>(figures: T): T =>
      isAtSaleRates && figures.inBolivares ? { ...figures, ...figures.inBolivares } : figures,
    [isAtSaleRates],
  );
  return { isAtSaleRates, shown, format: isAtSaleRates ? formatVes : formatMoney };
}
