import { useId, useState, type FormEvent } from 'react';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { PROFILE_MESSAGES } from '@cuadre/shared/users/messages';
import { countryToUserFields } from '@cuadre/shared/users/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { useCountries } from '@/hooks/use-countries';
import { isApiError } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';
import { useUpdateUser } from '../api/update-user';
import { CountriesLoadError, CountryOptions, countryPlaceholder } from './country-options';

/**
 * The country-selection dialog of the seller area (spec §2 Seller dashboard, §4): it opens while the signed-in
 * seller has no country (accounts created by an admin, for instance). Saving sends PUT /users with
 * {country, currency, currencySymbol, currencyName} and stores the country in the session (`updateCountry`),
 * which closes it. "Más tarde" hides it until the next visit.
 */
export function CountrySelectionDialog() {
  const needsCountry = useAppStore((state) => state.user !== null && !state.user.country);
  const [isPostponed, setPostponed] = useState(false);
  const isOpen = needsCountry && !isPostponed;
  return <CountrySelectionDialogView open={isOpen} onPostpone={() => setPostponed(true)} />;
}

function CountrySelectionDialogView({ open, onPostpone }: { open: boolean; onPostpone: () => void }) {
  const formId = useId();
  const countries = useCountries({ enabled: open });
  const countryList = countries.data ?? [];
  const updateMutation = useUpdateUser();
  const [selected, setSelected] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [saveError, setSaveError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const country = countryList.find((item) => item.name === selected);
    if (!country) {
      setFieldError(VALIDATION.countryRequired);
      return;
    }
    setFieldError(undefined);
    setSaveError(null);
    updateMutation.mutate(countryToUserFields(country), {
      onError: (error) =>
        setSaveError((isApiError(error) && error.serverMessage) || PROFILE_MESSAGES.updateError),
    });
  };

  const isPending = updateMutation.isPending;
  return (
    <Dialog
      open={open}
      onClose={onPostpone}
      dismissible={!isPending}
      size="sm"
      title="¿Desde qué país vendes?"
      description="Elige tu país para mostrar tu moneda y contar tus ventas del día en tu hora local."
      footer={
        <>
          <Button variant="secondary" onClick={onPostpone} disabled={isPending}>
            Más tarde
          </Button>
          <Button type="submit" form={formId} isLoading={isPending} disabled={countryList.length === 0}>
            {isPending ? 'Guardando...' : 'Guardar'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Selección de país">
        <FormField label="País" error={fieldError}>
          {(field) => (
            <Select
              {...field}
              value={selected}
              onChange={(event) => setSelected(event.target.value)}
              disabled={countries.isPending || countryList.length === 0}
            >
              <CountryOptions
                countries={countryList}
                placeholder={countryPlaceholder(countries.isPending, countryList.length)}
              />
            </Select>
          )}
        </FormField>
        {countries.isError && <CountriesLoadError onRetry={() => void countries.refetch()} />}
        {saveError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {saveError}
          </p>
        )}
      </form>
    </Dialog>
  );
}
