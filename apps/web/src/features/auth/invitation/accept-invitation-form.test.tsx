import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/common/messages';
import type { TAccountShop } from '@cuadre/shared/team/schemas';
import { paths } from '@/config/paths';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore } from '@/testing/app-store';
import { errorReply, mockApiRoutes, type TMockReply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { makeToken, sessionUser } from '@/testing/tokens';
import { SHOPS_TEXTS } from '../shops/shop-texts';
import { AcceptInvitationForm } from './accept-invitation-form';

const INVITATION = 'inv-7f3a';
const SESSION_TOKEN = makeToken({
  sub: 'luis-1',
  role: 'USER',
  shop: 'shop-2',
  exp: Math.floor(Date.now() / 1000) + 3600,
});
const SHOPS: TAccountShop[] = [
  { shopId: 'luis-1', name: 'Bodega Luis', role: 'OWNER', isCurrent: false },
  { shopId: 'shop-2', name: 'Abasto Carmen', role: 'CASHIER', isCurrent: true },
];

function setup(
  reply: () => TMockReply | Promise<TMockReply>,
  {
    token = INVITATION,
    shops = () => ({ body: { data: SHOPS } }),
  }: { token?: string | null; shops?: () => TMockReply } = {},
) {
  const calls = mockApiRoutes({ 'POST /auth/accept-invitation': reply, 'GET /auth/shops': shops });
  // What the store holds when the page moves on: the role must already be the shop's.
  const seenOnAccept: { token: string | null; shopRole: string | null }[] = [];
  const onAccepted = vi.fn(() => {
    const { token: stored, shopRole } = useAppStore.getState();
    seenOnAccept.push({ token: stored, shopRole });
  });
  const user = userEvent.setup();
  renderWithProviders(<AcceptInvitationForm token={token} onAccepted={onAccepted} />, {
    route: '/invitacion',
  });
  return { user, calls, onAccepted, seenOnAccept };
}

async function send(user: UserEvent, password = 'Nueva2025', confirm = password) {
  await user.type(screen.getByLabelText(SHOPS_TEXTS.password), password);
  await user.type(screen.getByLabelText(SHOPS_TEXTS.confirmPassword), confirm);
  await user.click(screen.getByRole('button', { name: SHOPS_TEXTS.accept }));
}

const accepted = (): TMockReply => ({
  body: { data: { token: SESSION_TOKEN, user: sessionUser({ id: 'luis-1', name: 'Luis' }) } },
});

beforeEach(() => resetAppStore());

describe('AcceptInvitationForm', () => {
  it.each([null, ''])("without a token (%j) says 'Invitación inválida' and links to the login", (token) => {
    const { calls } = setup(accepted, { token });
    const invalid = screen.getByRole('region', { name: SHOPS_TEXTS.invalidTitle });
    expect(invalid).toHaveTextContent(SHOPS_TEXTS.invalidText);
    expect(within(invalid).getByRole('link', { name: SHOPS_TEXTS.goToLogin })).toHaveAttribute(
      'href',
      paths.login,
    );
    expect(screen.queryByLabelText(SHOPS_TEXTS.password)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses two different passwords with the shared message and sends nothing', async () => {
    const { user, calls, onAccepted } = setup(accepted);
    await send(user, 'Nueva2025', 'Nueva2026');
    expect(await screen.findByText(VALIDATION.passwordsMustMatch)).toBeInTheDocument();
    expect(screen.getByLabelText(SHOPS_TEXTS.confirmPassword)).toHaveAccessibleDescription(
      VALIDATION.passwordsMustMatch,
    );
    expect(calls).toHaveLength(0);
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('sends the token and the password, stores the session with the role in the inviting shop, then goes on', async () => {
    const { user, calls, onAccepted, seenOnAccept } = setup(accepted);
    await send(user);
    await vi.waitFor(() => expect(onAccepted).toHaveBeenCalledOnce());

    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /auth/accept-invitation',
      'GET /auth/shops',
    ]);
    expect(calls[0]?.body).toEqual({ token: INVITATION, password: 'Nueva2025' });
    // The shops are asked for with the new session, which is the one that names the inviting shop.
    expect(calls[1]?.headers.get('Authorization')).toBe(`Bearer ${SESSION_TOKEN}`);
    expect(seenOnAccept).toEqual([{ token: SESSION_TOKEN, shopRole: 'CASHIER' }]);
    expect(useAppStore.getState().user?.id).toBe('luis-1');
  });

  it("switches to 'Invitación inválida' when the server says the invitation is spent or expired", async () => {
    const { user, onAccepted } = setup(() =>
      errorReply(400, 'INVITATION_INVALID', SERVER_MESSAGES.INVITATION_INVALID),
    );
    await send(user);
    const invalid = await screen.findByRole('region', { name: SHOPS_TEXTS.invalidTitle });
    expect(within(invalid).getByRole('link', { name: SHOPS_TEXTS.goToLogin })).toHaveAttribute(
      'href',
      paths.login,
    );
    expect(screen.queryByLabelText(SHOPS_TEXTS.password)).not.toBeInTheDocument();
    expect(onAccepted).not.toHaveBeenCalled();
    expect(useAppStore.getState().token).toBeNull();
  });

  it('shows the server’s message for a wrong password of an existing account and keeps the form', async () => {
    const { user, calls, onAccepted } = setup(() =>
      errorReply(401, 'INVALID_CREDENTIALS', SERVER_MESSAGES.INVALID_CREDENTIALS),
    );
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.INVALID_CREDENTIALS);
    expect(screen.queryByRole('region', { name: SHOPS_TEXTS.invalidTitle })).not.toBeInTheDocument();
    expect(screen.getByLabelText(SHOPS_TEXTS.password)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SHOPS_TEXTS.accept })).toBeEnabled();
    expect(calls.map((call) => call.path)).toEqual(['/auth/accept-invitation']);
    expect(onAccepted).not.toHaveBeenCalled();
    expect(useAppStore.getState().token).toBeNull();
  });
});
