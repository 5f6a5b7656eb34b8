import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_ERRORS, COUNTRIES_ERRORS } from '@cuadre/shared/auth/messages';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/common/messages';
import { PROFILE_MESSAGES } from '@cuadre/shared/users/messages';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { countriesOk } from '@/testing/countries';
import { deferredReply, errorReply, mockApiRoutes, type TRouteHandler } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { ChangePasswordDialog } from './change-password-dialog';
import { CountrySelectionDialog } from './country-selection-dialog';
import { PendingEmailNotice } from './pending-email-notice';
import { ProfileDetails } from './profile-details';
import { ProfileEditForm } from './profile-edit-form';

beforeEach(() => {
  resetAppStore();
  setSession(validToken('USER'), sessionUser());
});

describe('ProfileDetails', () => {
  it('shows name, email, country and the currency with its symbol', () => {
    renderWithProviders(<ProfileDetails user={sessionUser()} />);
    const data = screen.getByRole('region', { name: 'Mis Datos' });
    expect(data).toHaveTextContent('María Pérez');
    expect(data).toHaveTextContent('maria@tienda.com');
    expect(data).toHaveTextContent('Venezuela');
    expect(data).toHaveTextContent('VES (Bs.)');
  });
});

describe('ProfileEditForm', () => {
  function setup(routes: Record<string, TRouteHandler> = {}) {
    const calls = mockApiRoutes({ 'GET /countries': countriesOk, ...routes });
    const user = userEvent.setup();
    renderWithProviders(<ProfileEditForm user={sessionUser()} />);
    return { user, calls };
  }

  it('lists each country with its currency symbol and starts from the saved one', async () => {
    setup();
    const select = screen.getByRole('combobox', { name: 'País' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(within(select).getByRole('option', { name: 'Colombia ($)' })).toBeInTheDocument();
    expect(select).toHaveDisplayValue('Venezuela (Bs.)');
  });

  it.each([
    ['', VALIDATION.profileNameRequired],
    ['M', VALIDATION.profileNameMin],
  ])('refuses the name “%s” with “%s”', async (name, message) => {
    const { user, calls } = setup();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'País' })).toBeEnabled());
    await user.clear(screen.getByLabelText('Nombre'));
    if (name) await user.type(screen.getByLabelText('Nombre'), name);
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it.each([
    ['', VALIDATION.profileEmailRequired],
    ['maria@', VALIDATION.profileEmailInvalid],
  ])('refuses the email “%s” with “%s”', async (email, message) => {
    const { user } = setup();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'País' })).toBeEnabled());
    await user.clear(screen.getByLabelText('Correo electrónico'));
    if (email) await user.type(screen.getByLabelText('Correo electrónico'), email);
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("requires a country ('El país es requerido.')", async () => {
    const { user } = setup();
    const select = screen.getByRole('combobox', { name: 'País' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, '');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText(VALIDATION.profileCountryRequired)).toBeInTheDocument();
  });

  it('saves name, email and the country with its currency, and updates the session', async () => {
    const { user, calls } = setup({
      'PUT /users': (body) => {
        const sent = body as Record<string, string>;
        return {
          body: {
            data: {
              id: 'user-1',
              name: sent.name,
              email: sent.email,
              country: sent.country,
              currency: sent.currency,
              currencySymbol: sent.currencySymbol,
              currencyName: sent.currencyName,
            },
          },
        };
      },
    });
    const select = screen.getByRole('combobox', { name: 'País' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.clear(screen.getByLabelText('Nombre'));
    await user.type(screen.getByLabelText('Nombre'), 'Marisol');
    await user.selectOptions(select, 'Colombia');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.updateSuccess);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Marisol',
      email: 'maria@tienda.com',
      country: 'Colombia',
      currency: 'COP',
      currencySymbol: '$',
      currencyName: 'Peso colombiano',
    });
    expect(useAppStore.getState().user).toMatchObject({
      name: 'Marisol',
      country: 'Colombia',
      currency: 'COP',
      currencySymbol: '$',
    });
  });

  it('says a new e-mail waits for its link, and keeps the old one in the session', async () => {
    const { user } = setup({
      'PUT /users': (body) => {
        const sent = body as Record<string, string>;
        return {
          body: {
            data: {
              id: 'user-1',
              name: sent.name,
              email: 'maria@tienda.com',
              pendingEmail: sent.email,
              country: sent.country,
              currency: sent.currency,
              currencySymbol: sent.currencySymbol,
              currencyName: sent.currencyName,
            },
          },
        };
      },
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'País' })).toBeEnabled());
    await user.clear(screen.getByLabelText('Correo electrónico'));
    await user.type(screen.getByLabelText('Correo electrónico'), 'nueva@tienda.com');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(PROFILE_MESSAGES.updateSuccess);
    expect(notice).toHaveTextContent('Te enviamos un enlace a nueva@tienda.com para confirmar el cambio.');
    expect(useAppStore.getState().user?.email).toBe('maria@tienda.com');
  });

  it("alerts 'Hubo un error al actualizar tu perfil.' on failure", async () => {
    const { user } = setup({ 'PUT /users': () => errorReply(500, 'INTERNAL_ERROR', 'x') });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'País' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.updateError);
    expect(useAppStore.getState().user?.name).toBe('María');
  });

  it("shows 'Error al cargar países.' when the list fails", async () => {
    setup({ 'GET /countries': () => errorReply(500, 'INTERNAL_ERROR') });
    expect(await screen.findByRole('alert')).toHaveTextContent(COUNTRIES_ERRORS.elsewhere);
    expect(screen.getByRole('combobox', { name: 'País' })).toBeDisabled();
  });
});

describe('PendingEmailNotice', () => {
  it('names the address waiting for its link', async () => {
    mockApiRoutes({
      'GET /users/me': () => ({
        body: { data: { ...sessionUser(), pendingEmail: 'nueva@tienda.com' } },
      }),
    });
    renderWithProviders(<PendingEmailNotice />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      PROFILE_MESSAGES.emailChangePending('nueva@tienda.com'),
    );
  });

  it('shows nothing without a pending change, and brings a confirmed e-mail into the session', async () => {
    mockApiRoutes({
      'GET /users/me': () => ({
        body: { data: { ...sessionUser(), email: 'nueva@tienda.com', pendingEmail: null } },
      }),
    });
    renderWithProviders(<PendingEmailNotice />);
    await waitFor(() => expect(useAppStore.getState().user?.email).toBe('nueva@tienda.com'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('ChangePasswordDialog', () => {
  async function openDialog(routes: Record<string, TRouteHandler> = {}) {
    const calls = mockApiRoutes(routes);
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordDialog />);
    await user.click(screen.getByRole('button', { name: 'Cambiar Contraseña' }));
    const dialog = screen.getByRole('dialog', { name: 'Cambiar Contraseña' });
    return { user, calls, dialog };
  }

  async function fill(
    user: ReturnType<typeof userEvent.setup>,
    current: string,
    next: string,
    confirm = next,
  ) {
    if (current) await user.type(screen.getByLabelText('Contraseña actual'), current);
    if (next) await user.type(screen.getByLabelText('Nueva contraseña'), next);
    if (confirm) await user.type(screen.getByLabelText('Confirmar nueva contraseña'), confirm);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar Contraseña' }));
  }

  it.each([
    [
      '',
      '',
      '',
      [
        VALIDATION.currentPasswordRequired,
        VALIDATION.newPasswordRequired,
        VALIDATION.newPasswordConfirmRequired,
      ],
    ],
    ['Vieja2024', 'Ab1', 'Ab1', [VALIDATION.newPasswordMin]],
    ['Vieja2024', `Ab1${'x'.repeat(98)}`, 'x', [VALIDATION.newPasswordMax]],
    ['Vieja2024', 'abcdefgh', 'abcdefgh', [VALIDATION.newPasswordComplexity]],
    ['Vieja2024', 'Nueva2025', 'Nueva2026', [VALIDATION.passwordsMustMatch]],
  ])('validates current “%s”, new “%s”, confirmation “%s”', async (current, next, confirm, messages) => {
    const { user, calls } = await openDialog();
    await fill(user, current, next, confirm);
    for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("sends only the two passwords, keeps the session with the new token and shows '¡Contraseña Actualizada!'", async () => {
    const fresh = validToken('USER');
    const reply = deferredReply({
      body: { data: { token: fresh, message: SERVER_MESSAGES.PASSWORD_CHANGED } },
    });
    const { user, calls } = await openDialog({ 'POST /auth/change-password': reply.handler });
    await fill(user, 'Vieja2024', 'Nueva2025');
    expect(screen.getByRole('button', { name: 'Cambiando...' })).toBeDisabled();
    expect(calls[0]?.body).toEqual({ currentPassword: 'Vieja2024', newPassword: 'Nueva2025' });
    reply.release();

    const done = await screen.findByRole('dialog', { name: '¡Contraseña Actualizada!' });
    expect(useAppStore.getState().token).toBe(fresh);
    expect(useAppStore.getState().user?.email).toBe('maria@tienda.com');
    await user.click(within(done).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    [401, errorReply(401, 'WRONG_PASSWORD', SERVER_MESSAGES.WRONG_PASSWORD), CHANGE_PASSWORD_ERRORS[401]],
    [400, errorReply(400, 'SAME_PASSWORD', SERVER_MESSAGES.SAME_PASSWORD), CHANGE_PASSWORD_ERRORS[400]],
    [500, errorReply(500, 'INTERNAL_ERROR', 'x'), CHANGE_PASSWORD_ERRORS[500]],
    [429, errorReply(429, 'RATE_LIMITED', SERVER_MESSAGES.RATE_LIMITED), SERVER_MESSAGES.RATE_LIMITED],
  ])('shows the %i text and keeps the session', async (_status, failure, message) => {
    const token = useAppStore.getState().token;
    const { user } = await openDialog({ 'POST /auth/change-password': () => failure });
    await fill(user, 'Vieja2024', 'Nueva2025');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(useAppStore.getState().token).toBe(token);
    expect(screen.getByRole('dialog', { name: 'Cambiar Contraseña' })).toBeInTheDocument();
  });
});

describe('CountrySelectionDialog', () => {
  it('stays closed for a seller who has a country', () => {
    const calls = mockApiRoutes({ 'GET /countries': countriesOk });
    renderWithProviders(<CountrySelectionDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('opens without a country and saves the country with its currency into the session', async () => {
    setSession(validToken('USER'), sessionUser({ country: null, currency: null, currencySymbol: null }));
    const calls = mockApiRoutes({
      'GET /countries': countriesOk,
      'PUT /users': () => ({
        body: {
          data: {
            id: 'user-1',
            name: 'María',
            email: 'maria@tienda.com',
            country: 'Venezuela',
            currency: 'VES',
            currencySymbol: 'Bs.',
            currencyName: 'Bolívar',
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CountrySelectionDialog />);
    const dialog = screen.getByRole('dialog', { name: '¿Desde qué país vendes?' });
    const select = within(dialog).getByRole('combobox', { name: 'País' });
    await waitFor(() => expect(select).toBeEnabled());

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText(VALIDATION.countryRequired)).toBeInTheDocument();

    await user.selectOptions(select, 'Venezuela');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      country: 'Venezuela',
      currency: 'VES',
      currencySymbol: 'Bs.',
      currencyName: 'Bolívar',
    });
    expect(useAppStore.getState().user).toMatchObject({
      country: 'Venezuela',
      currency: 'VES',
      currencySymbol: 'Bs.',
    });
  });

  it("can be left for later with 'Más tarde'", async () => {
    setSession(validToken('USER'), sessionUser({ country: null }));
    mockApiRoutes({ 'GET /countries': countriesOk });
    const user = userEvent.setup();
    renderWithProviders(<CountrySelectionDialog />);
    await user.click(screen.getByRole('button', { name: 'Más tarde' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
