import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RESET_PASSWORD_ERRORS } from '@cuadre/shared/auth/messages';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/common/messages';
import { deferredReply, errorReply, mockApiRoutes, type TMockReply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { ResetPasswordForm } from './reset-password-form';

function setup(reply: () => TMockReply | Promise<TMockReply>, token: string | null = 'tok-123') {
  const calls = mockApiRoutes({ 'POST /auth/reset-password': reply });
  const user = userEvent.setup();
  renderWithProviders(<ResetPasswordForm token={token} />, { route: '/reset-password' });
  return { user, calls };
}

async function send(user: UserEvent, password = 'Nueva2025', confirm = password) {
  if (password) await user.type(screen.getByLabelText('Nueva contraseña'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirmar contraseña'), confirm);
  await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));
}

describe('ResetPasswordForm', () => {
  it("without a token shows 'Enlace Inválido' and a way to ask for a new link", () => {
    setup(() => ({ body: {} }), null);
    const invalid = screen.getByRole('region', { name: 'Enlace Inválido' });
    expect(invalid).toHaveTextContent(/inválido o ha expirado/);
    expect(within(invalid).getByRole('link', { name: 'Solicitar nuevo enlace' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
  });

  it.each([
    ['', '', VALIDATION.newPasswordRequired],
    ['Ab1', 'Ab1', VALIDATION.passwordMin],
    ['abcdefgh', 'abcdefgh', VALIDATION.resetPasswordComplexity],
    [`Ab1${'x'.repeat(98)}`, 'x', VALIDATION.passwordMax],
    ['Nueva2025', 'Nueva2026', VALIDATION.passwordsMustMatch],
  ])('refuses “%s” / “%s” with “%s”', async (password, confirm, message) => {
    const { user, calls } = setup(() => ({ body: {} }));
    await send(user, password, confirm);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("requires the confirmation ('Confirma tu contraseña')", async () => {
    const { user } = setup(() => ({ body: {} }));
    await send(user, 'Nueva2025', '');
    expect(await screen.findByText(VALIDATION.resetConfirmRequired)).toBeInTheDocument();
  });

  it("sends the token and password under the overlay, then shows '¡Contraseña Actualizada!'", async () => {
    const reply = deferredReply({ body: { data: { message: SERVER_MESSAGES.PASSWORD_RESET } } });
    const { user, calls } = setup(reply.handler);
    await send(user);
    expect(screen.getByText('Actualizando contraseña...', { selector: 'p' })).toBeVisible();
    expect(calls[0]?.body).toEqual({ token: 'tok-123', password: 'Nueva2025' });
    reply.release();
    const done = await screen.findByRole('region', { name: '¡Contraseña Actualizada!' });
    expect(within(done).getByRole('link', { name: 'Ir al Login' })).toHaveAttribute('href', '/login');
  });

  it.each([
    [
      '400',
      () => errorReply(400, 'INVALID_TOKEN', SERVER_MESSAGES.INVALID_TOKEN),
      RESET_PASSWORD_ERRORS[400],
    ],
    ['500', () => errorReply(500, 'INTERNAL_ERROR', 'x'), RESET_PASSWORD_ERRORS[500]],
    [
      '429',
      () => errorReply(429, 'RATE_LIMITED', SERVER_MESSAGES.RATE_LIMITED),
      SERVER_MESSAGES.RATE_LIMITED,
    ],
  ])(
    "a %s failure opens the error dialog with 'Cerrar' and 'Solicitar nuevo enlace'",
    async (_s, reply, text) => {
      const { user } = setup(reply);
      await send(user);
      const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
      expect(dialog).toHaveTextContent(text);
      expect(within(dialog).getByRole('link', { name: 'Solicitar nuevo enlace' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    },
  );

  it('shows the generic text when no answer comes back', async () => {
    const { user } = setup(() => ({ body: {} }));
    vi.mocked(globalThis.fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    await send(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent(RESET_PASSWORD_ERRORS.noResponse);
  });
});
