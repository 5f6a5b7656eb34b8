import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_MESSAGES } from '@cuadre/shared/auth/messages';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/common/messages';
import { errorReply, mockApiRoutes, type TMockReply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { ResendVerificationForm } from './resend-verification-form';

function setup(reply: () => TMockReply) {
  const calls = mockApiRoutes({ 'POST /auth/resend-verification': reply });
  const user = userEvent.setup();
  renderWithProviders(<ResendVerificationForm />, { route: '/resend-verification' });
  return { user, calls };
}

const submit = () => screen.getByRole('button', { name: 'Reenviar enlace de verificación' });

describe('ResendVerificationForm', () => {
  it("refuses a blank e-mail with 'Por favor, ingresa tu email'", async () => {
    const { user, calls } = setup(() => ({ body: {} }));
    await user.type(screen.getByLabelText('Correo electrónico'), '   ');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(VERIFICATION_MESSAGES.resendEmailRequired);
    expect(calls).toHaveLength(0);
  });

  it('refuses a malformed e-mail before calling the API', async () => {
    const { user, calls } = setup(() => ({ body: {} }));
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(`Error: ${VALIDATION.emailInvalid}`);
    expect(calls).toHaveLength(0);
  });

  it('sends the trimmed e-mail and confirms with a way back to login', async () => {
    const { user, calls } = setup(() => ({
      body: { data: { message: SERVER_MESSAGES.VERIFICATION_RESENT } },
    }));
    await user.type(screen.getByLabelText('Correo electrónico'), '  ana@tienda.com  ');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(VERIFICATION_MESSAGES.resendSuccess);
    expect(calls[0]?.body).toEqual({ email: 'ana@tienda.com' });
    expect(screen.getByRole('link', { name: 'Volver al inicio de sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it("alerts 'Error: {message}' on failure", async () => {
    const { user } = setup(() => errorReply(429, 'RATE_LIMITED', SERVER_MESSAGES.RATE_LIMITED));
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@tienda.com');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${SERVER_MESSAGES.RATE_LIMITED}`);
    expect(submit()).toBeEnabled();
  });
});
