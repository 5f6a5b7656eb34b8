import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TDeviceMember } from '@cuadre/shared/team/schemas';
import { resetAppStore } from '@/testing/app-store';
import { errorReply, mockApiRoutes, type TRouteHandler } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { useAppStore } from '@/stores/app-store';
import { PIN_TEXTS } from './device-texts';
import { PinSignIn } from './pin-sign-in';
import { forgetShopDevice, keepShopDevice, readShopDevice } from './shop-device';

const DEVICE = { deviceId: 'device-1', deviceToken: 'T'.repeat(43), name: 'Caja del mostrador' };
const CASHIER: TDeviceMember = { id: 'm-1', name: 'Yusmary Pérez', role: 'CASHIER', isLocked: false };
const MANAGER: TDeviceMember = { id: 'm-2', name: 'Luis Rangel', role: 'MANAGER', isLocked: true };

beforeEach(() => {
  resetAppStore();
  keepShopDevice(DEVICE);
});
afterEach(() => forgetShopDevice());

function setup(routes: Record<string, TRouteHandler> = {}) {
  const calls = mockApiRoutes({
    'GET /auth/device-members': () => ({ body: { data: [CASHIER, MANAGER] } }),
    ...routes,
  });
  const onSignedIn = vi.fn();
  renderWithProviders(<PinSignIn onSignedIn={onSignedIn} />);
  return { user: userEvent.setup(), calls, onSignedIn };
}

describe('PinSignIn', () => {
  it('lists who works on this phone, and a right PIN stores that member’s session', async () => {
    const token = validToken('USER');
    const { user, calls, onSignedIn } = setup({
      'POST /auth/pin': () => ({
        body: {
          data: {
            token,
            user: sessionUser({ id: CASHIER.id, name: CASHIER.name }),
            member: { id: CASHIER.id, name: CASHIER.name, role: 'CASHIER' },
          },
        },
      }),
    });
    const who = await screen.findByRole('group', { name: PIN_TEXTS.who });
    expect(within(who).getByRole('button', { name: /Luis Rangel/ })).toHaveTextContent(PIN_TEXTS.locked);
    expect(calls[0]?.headers.get('X-Device-Token')).toBe(DEVICE.deviceToken);

    await user.click(within(who).getByRole('button', { name: /Yusmary Pérez/ }));
    await user.type(screen.getByLabelText(PIN_TEXTS.pin), '48a21');
    await user.click(screen.getByRole('button', { name: PIN_TEXTS.enter }));

    expect(calls.find((call) => call.path === '/auth/pin')?.body).toEqual({
      deviceToken: DEVICE.deviceToken,
      memberId: CASHIER.id,
      pin: '4821',
    });
    expect(onSignedIn).toHaveBeenCalledWith('CASHIER');
    expect(useAppStore.getState()).toMatchObject({ token, user: { id: CASHIER.id, name: CASHIER.name } });
  });

  it('says a wrong PIN and a lock in the server’s words, and lets another person be chosen', async () => {
    let answer = errorReply(401, 'INVALID_PIN', SERVER_MESSAGES.INVALID_PIN);
    const { user, onSignedIn } = setup({ 'POST /auth/pin': () => answer });
    await user.click(await screen.findByRole('button', { name: /Yusmary Pérez/ }));
    await user.type(screen.getByLabelText(PIN_TEXTS.pin), '0000');
    await user.click(screen.getByRole('button', { name: PIN_TEXTS.enter }));
    expect(await screen.findByText(SERVER_MESSAGES.INVALID_PIN)).toBeInTheDocument();
    expect(screen.getByLabelText(PIN_TEXTS.pin)).toHaveValue('');

    answer = errorReply(403, 'MEMBER_LOCKED', SERVER_MESSAGES.MEMBER_LOCKED);
    await user.type(screen.getByLabelText(PIN_TEXTS.pin), '0000');
    await user.click(screen.getByRole('button', { name: PIN_TEXTS.enter }));
    expect(await screen.findByText(SERVER_MESSAGES.MEMBER_LOCKED)).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: PIN_TEXTS.other }));
    expect(await screen.findByRole('group', { name: PIN_TEXTS.who })).toBeInTheDocument();
  });

  it('checks the PIN’s length before sending it', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: /Yusmary Pérez/ }));
    await user.type(screen.getByLabelText(PIN_TEXTS.pin), '12');
    await user.click(screen.getByRole('button', { name: PIN_TEXTS.enter }));
    expect(await screen.findByText('El PIN debe tener de 4 a 6 dígitos')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/auth/pin')).toBe(false);
  });

  it('a phone the shop removed says how to enrol it again', async () => {
    setup({
      'GET /auth/device-members': () =>
        errorReply(401, 'DEVICE_NOT_ENROLLED', SERVER_MESSAGES.DEVICE_NOT_ENROLLED),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(PIN_TEXTS.notEnrolled);
    expect(readShopDevice()).not.toBeNull();
  });

  it('a phone never enrolled says so and asks nothing', () => {
    forgetShopDevice();
    const { calls } = setup();
    expect(screen.getByRole('alert')).toHaveTextContent(PIN_TEXTS.notEnrolled);
    expect(calls).toHaveLength(0);
  });
});
