import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_ERRORS } from '@cuadre/shared/auth/messages';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/common/messages';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore } from '@/testing/app-store';
import { deferredReply, errorReply, mockApiRoutes, type TMockReply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { LoginForm } from './login-form';

function setup(
  reply: () => TMockReply | Promise<TMockReply>,
  shops: () => TMockReply = () => ({ status: 404, body: {} }),
) {
  const calls = mockApiRoutes({ 'POST /auth/login': reply, 'GET /auth/shops': shops });
  const onSignedIn = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<LoginForm onSignedIn={onSignedIn} />, { route: '/login' });
  return { user, calls, onSignedIn };
}

async function submit(user: UserEvent, email = 'ana@tienda.com', password = 'Clave#2025') {
  await user.type(screen.getByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
}

beforeEach(() => resetAppStore());

describe('LoginForm', () => {
  it('validates the fields with the spec messages before calling the API', async () => {
    const { user, calls } = setup(() => ({ body: {} }));
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText(VALIDATION.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.passwordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText(VALIDATION.emailInvalid)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    const { user } = setup(() => ({ body: {} }));
    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Mostrar contraseña' });
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to password recovery and registration', () => {
    setup(() => ({ body: {} }));
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
  });

  it('stores a seller’s role in the shop the sign-in chose, and asks to pick when there are several', async () => {
    const token = validToken('USER', 'luis-1');
    const shops = [
      { shopId: 'luis-1', name: 'Bodega Luis', role: 'OWNER', isCurrent: false },
      { shopId: 'shop-2', name: 'Abasto Carmen', role: 'CASHIER', isCurrent: true },
    ];
    const { user, onSignedIn } = setup(
      () => ({ body: { data: { token, user: sessionUser({ id: 'luis-1' }) } } }),
      () => ({ body: { data: shops } }),
    );
    await submit(user);
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('USER', { picksShop: true }));
    expect(useAppStore.getState().shopRole).toBe('CASHIER');
  });

  it('signs an owner alone in as the owner when the list of shops cannot be read', async () => {
    const token = validToken('USER', 'ana-1');
    const { user, onSignedIn } = setup(() => ({
      body: { data: { token, user: sessionUser({ id: 'ana-1' }) } },
    }));
    await submit(user);
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('USER', { picksShop: false }));
    expect(useAppStore.getState().shopRole).toBe('OWNER');
  });

  it("shows the overlay and 'Iniciando...' while signing in, then stores the session", async () => {
    const token = validToken('ADMIN', 'admin-1');
    const reply = deferredReply({
      body: { data: { token, user: sessionUser({ id: 'admin-1', role: 'USER' }) } },
    });
    const { user, calls, onSignedIn } = setup(reply.handler);
    await submit(user, '  Ana@Tienda.com ');
    expect(screen.getByText('Iniciando sesión...', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Iniciando...' })).toBeDisabled();
    expect(calls[0]?.body).toEqual({ email: 'ana@tienda.com', password: 'Clave#2025' });

    reply.release();
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('ADMIN', { picksShop: false }));
    // An admin has no shop to ask about.
    expect(calls.map((call) => call.path)).toEqual(['/auth/login']);
    // The role comes from the token, not from the user object (spec §3).
    expect(useAppStore.getState().token).toBe(token);
    expect(useAppStore.getState().user?.role).toBe('ADMIN');
    expect(screen.queryAllByText('Iniciando sesión...')).toHaveLength(0);
  });

  it("answers 401 with the credentials text and a single 'Entendido'", async () => {
    const { user, onSignedIn } = setup(() =>
      errorReply(401, 'INVALID_CREDENTIALS', SERVER_MESSAGES.INVALID_CREDENTIALS),
    );
    await submit(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Error al iniciar sesión' });
    expect(dialog).toHaveTextContent(LOGIN_ERRORS[401]);
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(useAppStore.getState().token).toBeNull();
  });

  it("answers 403 (unverified) with the resend link and 'Cerrar'", async () => {
    const { user } = setup(() => errorReply(403, 'EMAIL_NOT_VERIFIED', SERVER_MESSAGES.EMAIL_NOT_VERIFIED));
    await submit(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Error al iniciar sesión' });
    expect(dialog).toHaveTextContent(LOGIN_ERRORS[403]);
    expect(within(dialog).getByRole('link', { name: 'Reenviar enlace de verificación' })).toHaveAttribute(
      'href',
      '/resend-verification',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each([
    ['ACCOUNT_PENDING', SERVER_MESSAGES.ACCOUNT_PENDING],
    ['ACCOUNT_REJECTED', SERVER_MESSAGES.ACCOUNT_REJECTED],
  ])('answers 403 %s with the server message and no resend link', async (code, message) => {
    const { user } = setup(() => errorReply(403, code, message));
    await submit(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Error al iniciar sesión' });
    expect(dialog).toHaveTextContent(message);
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it.each([
    [404, errorReply(404, 'NOT_FOUND', 'x'), LOGIN_ERRORS[404]],
    [500, errorReply(500, 'INTERNAL_ERROR', 'x'), LOGIN_ERRORS[500]],
    [429, errorReply(429, 'RATE_LIMITED', SERVER_MESSAGES.RATE_LIMITED), SERVER_MESSAGES.RATE_LIMITED],
    [502, errorReply(502, 'HTTP_ERROR'), LOGIN_ERRORS.generic],
  ])("answers %i with its text and 'Entendido'", async (_status, failure, message) => {
    const { user } = setup(() => failure);
    await submit(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Error al iniciar sesión' });
    expect(dialog).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Entendido' })).toBeInTheDocument();
  });

  it('shows the generic text when the server cannot be reached', async () => {
    mockApiRoutes({});
    vi.mocked(globalThis.fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />, { route: '/login' });
    await submit(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Error al iniciar sesión' });
    expect(dialog).toHaveTextContent(LOGIN_ERRORS.generic);
  });
});
