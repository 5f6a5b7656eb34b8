import { StrictMode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_MESSAGES } from '@cuadre/shared/auth/messages';
import { GENERIC_ERROR } from '@cuadre/shared/common/generic-errors';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { errorReply, mockApiRoutes, type TRouteHandler } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { VerifyEmailStatus } from './verify-email-status';

function setup(token: string | null, routes: Record<string, TRouteHandler>) {
  const calls = mockApiRoutes(routes);
  const user = userEvent.setup();
  renderWithProviders(
    <StrictMode>
      <VerifyEmailStatus token={token} />
    </StrictMode>,
    { route: '/verify-email' },
  );
  return { user, calls };
}

describe('VerifyEmailStatus', () => {
  it("sends the token once and shows '¡Cuenta verificada!' with 'Ir al Login'", async () => {
    const { calls } = setup('tok-1', {
      'POST /auth/verify-email': () => ({ body: { data: { message: SERVER_MESSAGES.EMAIL_VERIFIED } } }),
    });
    expect(screen.getByText('Verificando tu correo...', { selector: 'p' })).toBeInTheDocument();
    const ok = await screen.findByRole('region', { name: VERIFICATION_MESSAGES.successTitle });
    expect(within(ok).getByRole('link', { name: 'Ir al Login' })).toHaveAttribute('href', '/login');
    // Single-use token: StrictMode's double effects must not send it twice.
    expect(calls.filter((call) => call.path === '/auth/verify-email')).toEqual([
      expect.objectContaining({ method: 'POST', body: { token: 'tok-1' } }),
    ]);
  });

  it("without a token shows 'Token de verificación no encontrado' and calls nothing", () => {
    const { calls } = setup(null, {});
    const error = screen.getByRole('region', { name: VERIFICATION_MESSAGES.errorTitle });
    expect(within(error).getByRole('alert')).toHaveTextContent(VERIFICATION_MESSAGES.tokenNotFound);
    expect(within(error).getByRole('link', { name: 'Ir al Login' })).toHaveAttribute('href', '/login');
    expect(within(error).getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/register');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message on failure, with a field to resend the link", async () => {
    const { user, calls } = setup('used', {
      'POST /auth/verify-email': () =>
        errorReply(400, 'INVALID_TOKEN', SERVER_MESSAGES.INVALID_VERIFICATION_TOKEN),
      'POST /auth/resend-verification': () => ({ body: { data: { message: 'ok' } } }),
    });
    const error = await screen.findByRole('region', { name: VERIFICATION_MESSAGES.errorTitle });
    expect(error).toHaveTextContent(SERVER_MESSAGES.INVALID_VERIFICATION_TOKEN);

    await user.type(within(error).getByLabelText('Correo electrónico'), '  ana@tienda.com ');
    await user.click(within(error).getByRole('button', { name: 'Reenviar enlace de verificación' }));
    expect(await within(error).findByText(VERIFICATION_MESSAGES.resendSuccess)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(calls.find((call) => call.path === '/auth/resend-verification')?.body).toEqual({
      email: 'ana@tienda.com',
    });
  });

  it("shows the error's own message when the server sent none", async () => {
    setup('tok', { 'POST /auth/verify-email': () => ({ status: 502 }) });
    const error = await screen.findByRole('region', { name: VERIFICATION_MESSAGES.errorTitle });
    expect(within(error).getAllByRole('alert')[0]).toHaveTextContent(GENERIC_ERROR);
  });
});
