import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { SHOP_ROLE_LABELS } from '@cuadre/shared/team/constants';
import type { TAccountShop } from '@cuadre/shared/team/schemas';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore } from '@/testing/app-store';
import { deferredReply, errorReply, mockApiRoutes, type TMockReply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { makeToken, sessionUser } from '@/testing/tokens';
import { ShopPicker } from './shop-picker';
import { SHOPS_TEXTS } from './shop-texts';

const tokenFor = (shop: string) =>
  makeToken({ sub: 'luis-1', role: 'USER', shop, exp: Math.floor(Date.now() / 1000) + 3600 });

const OWN_TOKEN = tokenFor('luis-1');
const OTHER_TOKEN = tokenFor('shop-2');
const SHOPS: TAccountShop[] = [
  { shopId: 'luis-1', name: 'Bodega Luis', role: 'OWNER', isCurrent: true },
  { shopId: 'shop-2', name: 'Abasto Carmen', role: 'CASHIER', isCurrent: false },
];

function setup(reply: () => TMockReply | Promise<TMockReply>) {
  const calls = mockApiRoutes({ 'POST /auth/switch-shop': reply });
  const seenOnPicked: { token: string | null; shopRole: string | null }[] = [];
  const onPicked = vi.fn(() => {
    const { token, shopRole } = useAppStore.getState();
    seenOnPicked.push({ token, shopRole });
  });
  const user = userEvent.setup();
  renderWithProviders(<ShopPicker shops={SHOPS} onPicked={onPicked} />);
  return { user, calls, onPicked, seenOnPicked };
}

const switched = (): TMockReply => ({
  body: { data: { token: OTHER_TOKEN, user: sessionUser({ id: 'luis-1', currency: 'USD' }) } },
});

beforeEach(() => {
  resetAppStore();
  useAppStore.getState().login(OWN_TOKEN, sessionUser({ id: 'luis-1' }), 'OWNER');
});

describe('ShopPicker', () => {
  it('lists each shop with the role there, marking the current one', () => {
    setup(switched);
    const own = screen.getByRole('button', { name: SHOPS_TEXTS.switchTo('Bodega Luis') });
    const other = screen.getByRole('button', { name: SHOPS_TEXTS.switchTo('Abasto Carmen') });
    expect(own).toHaveTextContent(SHOP_ROLE_LABELS.OWNER);
    expect(within(own).getByText(SHOPS_TEXTS.current)).toBeInTheDocument();
    expect(other).toHaveTextContent(SHOP_ROLE_LABELS.CASHIER);
    expect(within(other).queryByText(SHOPS_TEXTS.current)).not.toBeInTheDocument();
  });

  it('goes on with the same session when the current shop is picked', async () => {
    const { user, calls, onPicked } = setup(switched);
    await user.click(screen.getByRole('button', { name: SHOPS_TEXTS.switchTo('Bodega Luis') }));
    expect(onPicked).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(0);
    expect(useAppStore.getState().token).toBe(OWN_TOKEN);
    expect(useAppStore.getState().shopRole).toBe('OWNER');
  });

  it('starts a session in another shop, with the role there, before going on', async () => {
    const reply = deferredReply(switched());
    const { user, calls, onPicked, seenOnPicked } = setup(reply.handler);
    await user.click(screen.getByRole('button', { name: SHOPS_TEXTS.switchTo('Abasto Carmen') }));

    expect(await screen.findByText(SHOPS_TEXTS.switching)).toBeInTheDocument();
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(onPicked).not.toHaveBeenCalled();

    reply.release();
    await vi.waitFor(() => expect(onPicked).toHaveBeenCalledOnce());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.path).toBe('/auth/switch-shop');
    expect(calls[0]?.body).toEqual({ shopId: 'shop-2' });
    expect(seenOnPicked).toEqual([{ token: OTHER_TOKEN, shopRole: 'CASHIER' }]);
    expect(useAppStore.getState().user?.currency).toBe('USD');
  });

  it('shows the server’s reason when the shop refuses, and keeps the session', async () => {
    const { user, onPicked } = setup(() => errorReply(403, 'NOT_A_MEMBER', SERVER_MESSAGES.NOT_A_MEMBER));
    await user.click(screen.getByRole('button', { name: SHOPS_TEXTS.switchTo('Abasto Carmen') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.NOT_A_MEMBER);
    expect(screen.getByRole('button', { name: SHOPS_TEXTS.switchTo('Abasto Carmen') })).toBeEnabled();
    expect(onPicked).not.toHaveBeenCalled();
    expect(useAppStore.getState().token).toBe(OWN_TOKEN);
    expect(useAppStore.getState().shopRole).toBe('OWNER');
  });
});
