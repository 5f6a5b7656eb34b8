import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ERRORS } from '@cuadre/shared/auth/messages';
import { GENERIC_ERROR } from '@cuadre/shared/common/generic-errors';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/common/messages';
import { errorReply, mockApiRoutes, type TMockReply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { ForgotPasswordForm } from './forgot-password-form';

function setup(reply: () => TMockReply) {
  const calls = mockApiRoutes({ 'POST /auth/forgot-password': reply });
  const user = userEvent.setup();
  renderWithProviders(<ForgotPasswordForm />, { route: '/forgot-password' });
  return { user, calls };
}

async function send(user: UserEvent, email = 'ana@tienda.com') {
  await user.type(screen.getByLabelText('Correo electrónico'), email);
  await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
}

describe('ForgotPasswordForm', () => {
  it('requires a valid e-mail', async () => {
    const { user, calls } = setup(() => ({ body: {} }));
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(VALIDATION.emailRequired)).toBeInTheDocument();
    await send(user, 'ana');
    expect(await screen.findByText(VALIDATION.emailInvalid)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows '¡Correo Enviado!' without revealing whether the e-mail exists, and can try another", async () => {
    const { user, calls } = setup(() => ({
      body: { data: { message: SERVER_MESSAGES.FORGOT_PASSWORD_SENT } },
    }));
    await send(user);
    expect(calls[0]?.body).toEqual({ email: 'ana@tienda.com' });
    const sent = await screen.findByRole('region', { name: '¡Correo Enviado!' });
    expect(sent).toHaveTextContent(/Si el correo electrónico está registrado/);
    expect(sent).toHaveTextContent(/no revelamos/);
    expect(within(sent).getByRole('link', { name: 'Volver al inicio de sesión' })).toHaveAttribute(
      'href',
      '/login',
    );

    await user.click(within(sent).getByRole('button', { name: 'Intentar con otro correo' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('');
  });

  it.each([
    ['400', errorReply(400, 'VALIDATION_ERROR', 'x'), FORGOT_PASSWORD_ERRORS[400]],
    ['500', errorReply(500, 'INTERNAL_ERROR', 'Fallo del correo'), 'Fallo del correo'],
    ['429', errorReply(429, 'RATE_LIMITED', SERVER_MESSAGES.RATE_LIMITED), SERVER_MESSAGES.RATE_LIMITED],
    ['502 without message', errorReply(502, 'HTTP_ERROR'), GENERIC_ERROR],
  ])("a %s failure opens the 'Error' dialog", async (_label, failure, message) => {
    const { user } = setup(() => failure);
    await send(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent(message);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByRole('button', { name: 'Enviar enlace' })).toBeEnabled();
  });
});
