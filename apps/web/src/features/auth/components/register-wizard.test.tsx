import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COUNTRIES_ERRORS } from '@cuadre/shared/auth/messages';
import { GENERIC_ERROR } from '@cuadre/shared/common/generic-errors';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { countriesOk, VENEZUELA } from '@/testing/countries';
import { deferredReply, errorReply, mockApiRoutes, type TRouteHandler } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { RegisterWizard } from './register-wizard';

function setup(routes: Record<string, TRouteHandler> = {}) {
  const calls = mockApiRoutes({ 'GET /countries': countriesOk, ...routes });
  const user = userEvent.setup();
  renderWithProviders(<RegisterWizard />, { route: '/register' });
  return { user, calls };
}

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Siguiente' }));

function currentStep() {
  const list = screen.getByRole('list', { name: 'Pasos del registro' });
  return within(list)
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');
}

async function fillStep1(user: UserEvent) {
  await user.type(screen.getByLabelText('Nombre'), 'María');
  await user.type(screen.getByLabelText('Apellido'), 'Pérez');
  await user.type(screen.getByLabelText('Correo electrónico'), 'Maria@Tienda.com');
  await next(user);
  await screen.findByRole('heading', { name: /Seguridad/ });
}

async function fillStep2(user: UserEvent, password = 'Clave#2025', confirm = password) {
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.type(screen.getByLabelText('Confirmar contraseña'), confirm);
  await next(user);
}

async function fillStep3(user: UserEvent) {
  const country = await screen.findByRole('combobox', { name: 'País' });
  await waitFor(() => expect(country).toBeEnabled());
  await user.type(screen.getByLabelText('Nombre del negocio (opcional)'), 'Bodega María');
  await user.selectOptions(country, 'VE');
  await next(user);
  await screen.findByRole('heading', { name: /Finalizar/ });
}

describe('RegisterWizard', () => {
  it('shows the four steps and starts at Datos Personales', () => {
    setup();
    const list = screen.getByRole('list', { name: 'Pasos del registro' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Datos Personales'),
      expect.stringContaining('Seguridad'),
      expect.stringContaining('Ubicación'),
      expect.stringContaining('Finalizar'),
    ]);
    expect(currentStep()).toHaveTextContent('Datos Personales');
    expect(screen.queryByRole('button', { name: 'Atrás' })).not.toBeInTheDocument();
  });

  it('step 1 validates only name, lastname and email before advancing', async () => {
    const { user } = setup();
    await next(user);
    expect(await screen.findByText(VALIDATION.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.lastnameRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.emailRequired)).toBeInTheDocument();
    // Later steps' rules are not reported yet.
    expect(screen.queryByText(VALIDATION.passwordRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(VALIDATION.countryRequired)).not.toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Datos Personales');

    await user.type(screen.getByLabelText('Nombre'), 'María');
    await user.type(screen.getByLabelText('Apellido'), 'Pérez');
    await user.type(screen.getByLabelText('Correo electrónico'), 'maria@');
    await next(user);
    expect(await screen.findByText(VALIDATION.emailInvalid)).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Datos Personales');
  });

  it('step 2 requires the password and its confirmation', async () => {
    const { user } = setup();
    await fillStep1(user);
    expect(currentStep()).toHaveTextContent('Seguridad');
    await next(user);
    expect(await screen.findByText(VALIDATION.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.confirmPasswordRequired)).toBeInTheDocument();
    expect(screen.queryByText(VALIDATION.countryRequired)).not.toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Seguridad');
  });

  it.each([
    ['Ab1!', VALIDATION.passwordMin],
    ['abcdefg1!', VALIDATION.passwordUppercase],
    ['ABCDEFG1!', VALIDATION.passwordLowercase],
    ['Abcdefgh!', VALIDATION.passwordDigit],
    ['Abcdefg12', VALIDATION.passwordSpecial],
  ])('step 2 refuses %s with “%s”', async (password, message) => {
    const { user } = setup();
    await fillStep1(user);
    await fillStep2(user, password);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Seguridad');
  });

  it('step 2 refuses a confirmation that does not match', async () => {
    const { user } = setup();
    await fillStep1(user);
    await fillStep2(user, 'Clave#2025', 'Clave#2026');
    expect(await screen.findByText(VALIDATION.passwordsMustMatch)).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Seguridad');
  });

  it('step 2 shows the strength meter as the password is typed', async () => {
    const { user } = setup();
    await fillStep1(user);
    await user.type(screen.getByLabelText('Contraseña'), 'abcD1');
    expect(screen.getByRole('meter', { name: 'Seguridad de la contraseña' })).toHaveAttribute(
      'aria-valuetext',
      'Media',
    );
    await user.type(screen.getByLabelText('Contraseña'), '!xy');
    expect(screen.getByText('Muy Fuerte')).toBeInTheDocument();
  });

  it('step 3 requires a country from the loaded list; the rest is optional', async () => {
    const { user } = setup();
    await fillStep1(user);
    await fillStep2(user);
    const country = await screen.findByRole('combobox', { name: 'País' });
    await waitFor(() => expect(country).toBeEnabled());
    expect(within(country).getByRole('option', { name: 'Selecciona tu país' })).toBeInTheDocument();
    expect(within(country).getByRole('option', { name: 'Venezuela' })).toBeInTheDocument();
    await next(user);
    expect(await screen.findByText(VALIDATION.countryRequired)).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Ubicación');
    await user.selectOptions(country, 'VE');
    await next(user);
    expect(await screen.findByRole('heading', { name: /Finalizar/ })).toBeInTheDocument();
  });

  it("step 3 says 'Cargando países...' and disables the select while the list loads", async () => {
    const pending = deferredReply({ body: { data: [VENEZUELA] } });
    const { user } = setup({ 'GET /countries': pending.handler });
    await fillStep1(user);
    await fillStep2(user);
    const country = await screen.findByRole('combobox', { name: 'País' });
    expect(country).toBeDisabled();
    expect(within(country).getByRole('option', { name: 'Cargando países...' })).toBeInTheDocument();
    pending.release();
    await waitFor(() => expect(country).toBeEnabled());
  });

  it("step 3 says 'No hay países disponibles' and disables the select for an empty list", async () => {
    const { user } = setup({ 'GET /countries': () => ({ body: { data: [] } }) });
    await fillStep1(user);
    await fillStep2(user);
    const country = await screen.findByRole('combobox', { name: 'País' });
    await waitFor(() =>
      expect(within(country).getByRole('option', { name: 'No hay países disponibles' })).toBeInTheDocument(),
    );
    expect(country).toBeDisabled();
  });

  it("step 3 shows 'Error al cargar países: …' when the list fails", async () => {
    const { user } = setup({ 'GET /countries': () => errorReply(500, 'INTERNAL_ERROR', 'x') });
    await fillStep1(user);
    await fillStep2(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Error al cargar países: ${COUNTRIES_ERRORS.load}`,
    );
    expect(screen.getByRole('combobox', { name: 'País' })).toBeDisabled();
  });

  it('Atrás goes one step back and keeps what was typed', async () => {
    const { user } = setup();
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(currentStep()).toHaveTextContent('Datos Personales');
    expect(screen.getByLabelText('Nombre')).toHaveValue('María');
  });

  it('step 4 requires the terms, whose link opens in a new tab', async () => {
    const { user, calls } = setup();
    await fillStep1(user);
    await fillStep2(user);
    await fillStep3(user);
    const terms = screen.getByRole('link', { name: /términos y condiciones/ });
    expect(terms).toHaveAttribute('href', '/terms-and-conditions');
    expect(terms).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(await screen.findByText(VALIDATION.acceptTermsRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/auth/register')).toBe(false);
  });

  it("sends the registration payload, shows 'Registrando...' and then '¡Solicitud Recibida!'", async () => {
    const reply = deferredReply({ status: 201, body: { data: { message: 'ok' } } });
    const { user, calls } = setup({ 'POST /auth/register': reply.handler });
    await fillStep1(user);
    await fillStep2(user);
    await fillStep3(user);
    await user.click(screen.getByRole('checkbox', { name: /acepto los términos/ }));
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));

    expect(await screen.findByRole('button', { name: 'Registrando...' })).toBeDisabled();
    expect(calls.find((call) => call.path === '/auth/register')?.body).toEqual({
      name: 'María',
      lastname: 'Pérez',
      email: 'maria@tienda.com',
      password: 'Clave#2025',
      confirmPassword: 'Clave#2025',
      businessName: 'Bodega María',
      country: VENEZUELA,
      acceptTerms: true,
    });

    reply.release();
    const dialog = await screen.findByRole('dialog', { name: '¡Solicitud Recibida!' });
    expect(dialog).toHaveTextContent(/cuando tu cuenta sea aprobada/);
    await user.click(within(dialog).getByRole('button', { name: 'Ir al Login' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
  });

  it.each([
    [
      'the server message',
      errorReply(409, 'EMAIL_TAKEN', 'Este correo ya está registrado.'),
      'Este correo ya está registrado.',
    ],
    ['the generic text without one', errorReply(502, 'HTTP_ERROR'), GENERIC_ERROR],
  ])('a failed registration shows %s in a dialog', async (_label, failure, message) => {
    const { user } = setup({ 'POST /auth/register': () => failure });
    await fillStep1(user);
    await fillStep2(user);
    await fillStep3(user);
    await user.click(screen.getByRole('checkbox', { name: /acepto los términos/ }));
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error en el registro' });
    expect(dialog).toHaveTextContent(message);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrarse' })).toBeEnabled();
  });
});
