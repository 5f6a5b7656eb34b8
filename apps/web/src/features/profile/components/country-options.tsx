import { COUNTRIES_ERRORS, REGISTER_TEXTS } from '@cuadre/shared/auth/messages';
import type { TCountry } from '@cuadre/shared/users/schemas';
import { Button } from '@/components/ui/button';

/** 'Venezuela (Bs.)': the profile's select lists each country with its currency symbol (spec §2). */
export function countryOptionLabel(country: Pick<TCountry, 'name' | 'currencySymbol'>): string {
  return `${country.name} (${country.currencySymbol})`;
}

export function CountryOptions({
  countries,
  placeholder,
}: {
  countries: readonly TCountry[];
  placeholder: string;
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {countries.map((country) => (
        <option key={country.code} value={country.name}>
          {countryOptionLabel(country)}
        </option>
      ))}
    </>
  );
}

export function countryPlaceholder(isLoading: boolean, count: number): string {
  if (isLoading) return REGISTER_TEXTS.loadingCountries;
  if (count === 0) return REGISTER_TEXTS.noCountries;
  return REGISTER_TEXTS.selectCountry;
}

/** 'Error al cargar países.' with 'Reintentar' (spec §8), shown while the list cannot be read. */
export function CountriesLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700 dark:text-red-400">
      <span>{COUNTRIES_ERRORS.elsewhere}</span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}
