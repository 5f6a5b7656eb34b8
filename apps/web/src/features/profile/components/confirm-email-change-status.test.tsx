import { StrictMode } from 'react';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { EMAIL_CHANGE_MESSAGES } from '@cuadre/shared/users/messages';
import { resetAppStore, setSession } from '@/testing/app-store';
import { errorReply, mockApiRoutes, type TRouteHandler } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { ConfirmEmailChangeStatus } from './confirm-email-change-status';

beforeEach(() => resetAppStore());

function setup(token: string | null, routes: Record<string, TRouteHandler>) {
  const calls = mockApiRoutes(routes);
  renderWithProviders(
    <StrictMode>
      <ConfirmEmailChangeStatus token={token} />
    </StrictMode>,
    { route: '/confirm-email-change' },
  );
  return calls;
}

describe('ConfirmEmailChangeStatus', () => {
  it('sends the token once and names the new address, with the way to the login', async () => {
    const calls = setup('tok-1', {
      'POST /users/confirm-email-change': () => ({
        body: { data: { message: SERVER_MESSAGES.EMAIL_CHANGED, email: 'nueva@tienda.com' } },
      }),
    });
    const ok = await screen.findByRole('region', { name: EMAIL_CHANGE_MESSAGES.successTitle });
    expect(ok).toHaveTextContent(EMAIL_CHANGE_MESSAGES.success('nueva@tienda.com'));
    expect(within(ok).getByRole('link', { name: 'Ir al Login' })).toHaveAttribute('href', '/login');
    expect(calls.filter((call) => call.path === '/users/confirm-email-change')).toEqual([
      expect.objectContaining({ method: 'POST', body: { token: 'tok-1' } }),
    ]);
  });

  it('sends a signed-in seller on to the profile', async () => {
    setSession(validToken('USER'), sessionUser());
    setup('tok-2', {
      'POST /users/confirm-email-change': () => ({
        body: { data: { message: SERVER_MESSAGES.EMAIL_CHANGED, email: 'nueva@tienda.com' } },
      }),
    });
    const ok = await screen.findByRole('region', { name: EMAIL_CHANGE_MESSAGES.successTitle });
    expect(within(ok).getByRole('link', { name: 'Ir a mi perfil' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
  });

  it.each([
    [400, 'INVALID_TOKEN', SERVER_MESSAGES.INVALID_EMAIL_CHANGE_TOKEN],
    [409, 'EMAIL_TAKEN', SERVER_MESSAGES.EMAIL_TAKEN],
  ])("shows the server's message for a %s", async (status, code, message) => {
    setup('used', { 'POST /users/confirm-email-change': () => errorReply(status, code, message) });
    const error = await screen.findByRole('region', { name: EMAIL_CHANGE_MESSAGES.errorTitle });
    expect(within(error).getByRole('alert')).toHaveTextContent(message);
  });

  it('without a token says so and calls nothing', () => {
    const calls = setup(null, {});
    expect(screen.getByRole('alert')).toHaveTextContent(EMAIL_CHANGE_MESSAGES.tokenNotFound);
    expect(calls).toHaveLength(0);
  });
});
