import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PROFILE_MESSAGES } from '@cuadre/shared/users/messages';
import type { TSessionUser } from '@cuadre/shared/auth/schemas';
import {
  countryToUserFields,
  profileFormSchema,
  ZProfileForm,
  type TProfileForm,
  type TProfileFormInput,
} from '@cuadre/shared/users/schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { useCountries } from '@/hooks/use-countries';
import { isApiError } from '@/lib/api-client';
import { zodResolver } from '@/lib/form-resolver';
import { useUpdateUser } from '../api/update-user';
import { CountriesLoadError, CountryOptions, countryPlaceholder } from './country-options';
import { SettingsNotice, type TSettingsNotice } from './settings-card';

/**
 * 'Editar Perfil' (spec §2, §5): name, email and a country among the listed ones (shown with its currency
 * symbol). Saves through PUT /users with the country's currency fields and updates the session.
 */
export function ProfileEditForm({
  user,
  editsShopCountry = true,
}: {
  user: TSessionUser;
  /** The country is the shop's: a member who may not edit the shop sees it and cannot change it. */
  editsShopCountry?: boolean;
}) {
  const countries = useCountries();
  const countryList = useMemo(() => countries.data ?? [], [countries.data]);
  const updateMutation = useUpdateUser();
  const [notice, setNotice] = useState<TSettingsNotice | null>(null);
  // "Must match a listed country" needs the list; until it loads the plain rules apply.
  const schema = useMemo(
    () => (countryList.length > 0 ? profileFormSchema(countryList) : ZProfileForm),
    [countryList],
  );
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TProfileFormInput, unknown, TProfileForm>({
    resolver: zodResolver(schema),
    defaultValues: { name: user.name, email: user.email, country: user.country ?? '' },
  });

  const onSubmit = handleSubmit((values) => {
    const country = countryList.find((item) => item.name === values.country);
    if (!country) return;
    setNotice(null);
    updateMutation.mutate(
      { name: values.name, email: values.email, ...countryToUserFields(country) },
      {
        onSuccess: (saved) =>
          setNotice({
            tone: 'success',
            text: PROFILE_MESSAGES.updateSuccess,
            // The account keeps its e-mail until the link mailed to the new one is opened.
            detail:
              saved.pendingEmail && saved.pendingEmail === values.email
                ? PROFILE_MESSAGES.emailChangePending(saved.pendingEmail)
                : undefined,
          }),
        onError: (error) =>
          setNotice({
            tone: 'error',
            text: PROFILE_MESSAGES.updateError,
            detail: isApiError(error) ? error.serverMessage : undefined,
          }),
      },
    );
  });

  const isPending = updateMutation.isPending;
  return (
    <section
      aria-labelledby="profile-edit-title"
      className="rounded-2xl bg-slate-900 p-6 ring-1 ring-slate-700"
    >
      <h2 id="profile-edit-title" className="text-lg font-semibold">
        Editar Perfil
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-labelledby="profile-edit-title">
        <FormField label="Nombre" error={errors.name?.message}>
          {(field) => <Input {...field} {...register('name')} autoComplete="name" />}
        </FormField>
        <FormField label="Correo electrónico" error={errors.email?.message}>
          {(field) => (
            <Input {...field} {...register('email')} type="email" autoComplete="email" inputMode="email" />
          )}
        </FormField>
        {/* Controlled: the saved country must show as selected once the options arrive after the first render. */}
        <Controller
          control={control}
          name="country"
          render={({ field: { ref, name, value, onChange, onBlur } }) => (
            <FormField
              label="País"
              error={errors.country?.message}
              hint={editsShopCountry ? undefined : 'El país es del negocio: lo cambia el dueño.'}
            >
              {(field) => (
                <Select
                  {...field}
                  ref={ref}
                  name={name}
                  value={value ?? ''}
                  onChange={onChange}
                  onBlur={onBlur}
                  disabled={!editsShopCountry || countries.isPending || countryList.length === 0}
                >
                  <CountryOptions
                    countries={countryList}
                    placeholder={countryPlaceholder(countries.isPending, countryList.length)}
                  />
                </Select>
              )}
            </FormField>
          )}
        />
        {countries.isError && <CountriesLoadError onRetry={() => void countries.refetch()} />}
        <SettingsNotice notice={notice} />
        <Button type="submit" isLoading={isPending} disabled={countryList.length === 0}>
          {isPending ? 'Guardando...' : 'Guardar Cambios'}
        </Button>
      </form>
    </section>
  );
}
