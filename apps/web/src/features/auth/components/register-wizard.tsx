import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { REGISTER_STEP_COUNT, REGISTER_STEPS } from '@cuadre/shared/auth/constants';
import { registerErrorMessage } from '@cuadre/shared/common/error-messages';
import { COUNTRIES_ERRORS, PASSWORD_TEXTS, REGISTER_TEXTS } from '@cuadre/shared/auth/messages';
import {
  REGISTER_STEP_FIELDS,
  ZRegisterForm,
  type TRegisterForm,
  type TRegisterFormInput,
  type TRegisterStep,
} from '@cuadre/shared/auth/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldError, FormField } from '@/components/ui/field';
import { choiceBox, Input, Select } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { useCountries } from '@/hooks/use-countries';
import { isApiError } from '@/lib/api-client';
import { zodResolver } from '@/lib/form-resolver';
import { useRegister } from '../api/register';
import { ErrorDialog } from './error-dialog';
import { PasswordStrengthMeter } from './password-strength-meter';
import { StepIndicator } from './step-indicator';
import { textLinkClass } from './styles';

const DEFAULT_VALUES: TRegisterFormInput = {
  name: '',
  lastname: '',
  email: '',
  password: '',
  confirmPassword: '',
  businessName: '',
  phone: '',
  city: '',
  // No country until one is chosen: zod then answers 'Debes seleccionar un país'.
  country: undefined as unknown as TRegisterFormInput['country'],
  acceptTerms: false,
};

/** The country select's placeholder (spec §2 step 3). */
function countryPlaceholder(isLoading: boolean, count: number): string {
  if (isLoading) return REGISTER_TEXTS.loadingCountries;
  if (count === 0) return REGISTER_TEXTS.noCountries;
  return REGISTER_TEXTS.selectCountry;
}

/**
 * Registration (spec §2): four steps (Datos Personales, Seguridad, Ubicación, Finalizar). 'Siguiente' validates
 * only the current step's fields (REGISTER_STEP_FIELDS) before advancing; 'Registrarse' sends the whole form.
 */
export function RegisterWizard() {
  const navigate = useNavigate();
  const [step, setStep] = useState<TRegisterStep>(1);
  const [isRegistered, setRegistered] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const hasMovedRef = useRef(false);
  const countries = useCountries();
  const registerMutation = useRegister();
  const {
    register,
    control,
    handleSubmit,
    trigger,
    watch,
    formState: { errors },
  } = useForm<TRegisterFormInput, unknown, TRegisterForm>({
    resolver: zodResolver(ZRegisterForm),
    defaultValues: DEFAULT_VALUES,
  });

  // A new step is announced by moving focus to its heading (not on first render: the page's h1 comes first).
  useEffect(() => {
    if (hasMovedRef.current) stepHeadingRef.current?.focus();
  }, [step]);

  const moveTo = (next: TRegisterStep) => {
    hasMovedRef.current = true;
    setStep(next);
  };

  const goNext = async () => {
    const isValid = await trigger([...REGISTER_STEP_FIELDS[step]], { shouldFocus: true });
    if (isValid && step < REGISTER_STEP_COUNT) moveTo((step + 1) as TRegisterStep);
  };

  const send = handleSubmit((values) => {
    registerMutation.mutate(values, {
      onSuccess: () => setRegistered(true),
      onError: (error) => setErrorMessage(registerErrorMessage(isApiError(error) ? error : {})),
    });
  });

  // Enter in a field of steps 1–3 means 'Siguiente', not "send an incomplete registration".
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < REGISTER_STEP_COUNT) {
      event.preventDefault();
      void goNext();
      return;
    }
    void send(event);
  };

  const countryList = countries.data ?? [];
  const isPending = registerMutation.isPending;

  return (
    <>
      <StepIndicator steps={REGISTER_STEPS} current={step} />
      <form onSubmit={onSubmit} noValidate aria-label="Registro" className="space-y-4">
        <h2 ref={stepHeadingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          <span className="sr-only">
            Paso {step} de {REGISTER_STEP_COUNT}:{' '}
          </span>
          {REGISTER_STEPS[step - 1]}
        </h2>

        {step === 1 && (
          <>
            <FormField label="Nombre" error={errors.name?.message}>
              {(field) => <Input {...field} {...register('name')} autoComplete="given-name" />}
            </FormField>
            <FormField label="Apellido" error={errors.lastname?.message}>
              {(field) => <Input {...field} {...register('lastname')} autoComplete="family-name" />}
            </FormField>
            <FormField label="Correo electrónico" error={errors.email?.message}>
              {(field) => (
                <Input
                  {...field}
                  {...register('email')}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                />
              )}
            </FormField>
          </>
        )}

        {step === 2 && (
          <>
            <FormField label="Contraseña" error={errors.password?.message}>
              {(field) => (
                <>
                  <PasswordInput {...field} {...register('password')} autoComplete="new-password" />
                  <PasswordStrengthMeter password={watch('password') ?? ''} />
                </>
              )}
            </FormField>
            <FormField label="Confirmar contraseña" error={errors.confirmPassword?.message}>
              {(field) => (
                <PasswordInput
                  {...field}
                  {...register('confirmPassword')}
                  autoComplete="new-password"
                  toggleLabel={PASSWORD_TEXTS.showConfirmation}
                />
              )}
            </FormField>
          </>
        )}

        {step === 3 && (
          <>
            <FormField label="Nombre del negocio (opcional)" error={errors.businessName?.message}>
              {(field) => <Input {...field} {...register('businessName')} autoComplete="organization" />}
            </FormField>
            <FormField label="Teléfono (opcional)" error={errors.phone?.message}>
              {(field) => <Input {...field} {...register('phone')} type="tel" autoComplete="tel" />}
            </FormField>
            <Controller
              control={control}
              name="country"
              render={({ field: { ref, name, value, onChange, onBlur }, fieldState }) => (
                <FormField label="País" error={fieldState.error?.message}>
                  {(field) => (
                    <Select
                      {...field}
                      ref={ref}
                      name={name}
                      onBlur={onBlur}
                      value={value?.code ?? ''}
                      disabled={countries.isPending || countryList.length === 0}
                      onChange={(event) =>
                        onChange(countryList.find((country) => country.code === event.target.value))
                      }
                      autoComplete="country"
                    >
                      <option value="">{countryPlaceholder(countries.isPending, countryList.length)}</option>
                      {countryList.map((country) => (
                        <option key={country.code} value={country.code}>
                          {country.name}
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
              )}
            />
            {countries.isError && (
              <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
                <span>
                  {COUNTRIES_ERRORS.registerPrefix}
                  {COUNTRIES_ERRORS.load}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => void countries.refetch()}
                  isLoading={countries.isFetching}
                >
                  Reintentar
                </Button>
              </div>
            )}
            <FormField label="Ciudad (opcional)" error={errors.city?.message}>
              {(field) => <Input {...field} {...register('city')} autoComplete="address-level2" />}
            </FormField>
          </>
        )}

        {step === 4 && (
          <div>
            {/* The box inside its label: the whole 44 px line is the tap, not the 24 px box alone. */}
            <label className="flex min-h-11 items-start gap-3 text-sm text-slate-800">
              <input
                id="register-accept-terms"
                type="checkbox"
                {...register('acceptTerms')}
                aria-invalid={errors.acceptTerms ? true : undefined}
                aria-describedby={errors.acceptTerms ? 'register-accept-terms-error' : undefined}
                className={`${choiceBox} accent-teal-700`}
              />
              <span>
                He leído y acepto los{' '}
                <a
                  href={paths.termsAndConditions}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={textLinkClass}
                >
                  términos y condiciones
                  <span className="sr-only"> (se abre en una pestaña nueva)</span>
                </a>
              </span>
            </label>
            <FieldError id="register-accept-terms-error" message={errors.acceptTerms?.message} />
          </div>
        )}

        <div className="flex gap-3 pt-2">
          {step > 1 && (
            <Button
              variant="secondary"
              size="lg"
              className="flex-1"
              onClick={() => moveTo((step - 1) as TRegisterStep)}
              disabled={isPending}
            >
              Atrás
            </Button>
          )}
          {step < REGISTER_STEP_COUNT ? (
            <Button type="submit" size="lg" className="flex-1">
              Siguiente
            </Button>
          ) : (
            <Button type="submit" size="lg" className="flex-1" isLoading={isPending}>
              {isPending ? REGISTER_TEXTS.submitting : REGISTER_TEXTS.submit}
            </Button>
          )}
        </div>
      </form>

      <p className="mt-6 text-center text-sm text-slate-700">
        ¿Ya tienes una cuenta?{' '}
        <Link to={paths.login} className={textLinkClass}>
          Inicia sesión
        </Link>
      </p>

      <Dialog
        open={isRegistered}
        onClose={() => navigate(paths.login)}
        dismissible={false}
        size="sm"
        title={REGISTER_TEXTS.successTitle}
        footer={<Button onClick={() => navigate(paths.login)}>{PASSWORD_TEXTS.goToLogin}</Button>}
      >
        <div className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
          <p>
            Recibimos tu solicitud de registro. Te enviaremos una notificación por correo electrónico cuando
            tu cuenta sea aprobada.
          </p>
          <p>Mientras tanto, confirma tu correo con el enlace que te acabamos de enviar.</p>
        </div>
      </Dialog>

      <ErrorDialog
        message={errorMessage}
        onClose={() => setErrorMessage(null)}
        title="Error en el registro"
      />
    </>
  );
}
