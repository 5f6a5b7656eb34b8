import { csvFormatDescription, csvFormatOf } from '@cuadre/shared/exports/csv-format';
import { useCountries } from '@/hooks/use-countries';
import { useAppStore } from '@/stores/app-store';

/**
 * What the seller's CSV is, in words (csv-format.ts, docs/decisions/025): "CSV con punto y coma y coma decimal
 * (Excel en español de Venezuela)". The account stores its country's name; its code comes from the countries
 * list. Null while that list is not there: saying the wrong separator would be worse than saying none.
 */
export function useCsvFormatDescription({ enabled = true }: { enabled?: boolean } = {}): string | null {
  const countryName = useAppStore((state) => state.user?.country ?? null);
  const countries = useCountries({ enabled: enabled && countryName !== null });
  if (countryName === null) return csvFormatDescription(csvFormatOf(null));
  const country = countries.data?.find((item) => item.name === countryName);
  return country ? csvFormatDescription(csvFormatOf(country.code), country.name) : null;
}
