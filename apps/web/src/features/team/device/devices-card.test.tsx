import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TShopDevice } from '@cuadre/shared/team/schemas';
import { resetAppStore, setSession } from '@/testing/app-store';
import { errorReply, mockApiRoutes, type TRouteHandler } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { DEVICE_TEXTS } from './device-texts';
import { DevicesCard } from './devices-card';
import { forgetShopDevice, readShopDevice } from './shop-device';

beforeEach(() => {
  resetAppStore();
  setSession(validToken('USER'), sessionUser());
});
afterEach(() => forgetShopDevice());

const TOKEN = 'k'.repeat(43);

function setup(routes: Record<string, TRouteHandler> = {}) {
  let devices: TShopDevice[] = [];
  const calls = mockApiRoutes({
    'GET /shop/devices': () => ({ body: { data: devices } }),
    'POST /shop/devices': (body) => {
      const { name } = body as { name: string };
      const device = {
        id: 'd-1',
        name,
        enrolledBy: 'Carmen Rojas',
        registerId: 'shop-1',
        registerName: 'Caja principal',
        lastSeenAt: null,
        createdAt: '2026-11-28T12:00:00.000Z',
      };
      devices = [...devices, device];
      return { status: 201, body: { data: { deviceId: 'd-1', deviceToken: TOKEN, name } } };
    },
    'DELETE /shop/devices/d-1': () => {
      devices = [];
      return { body: { data: { message: SERVER_MESSAGES.DEVICE_REMOVED } } };
    },
    ...routes,
  });
  renderWithProviders(<DevicesCard />);
  return { user: userEvent.setup(), calls };
}

describe('DevicesCard', () => {
  it('enrols this phone, keeps its token, marks it, and forgets it when removed', async () => {
    const { user, calls } = setup();
    const card = await screen.findByRole('region', { name: DEVICE_TEXTS.title });
    expect(await within(card).findByText(DEVICE_TEXTS.none)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: DEVICE_TEXTS.enrol }));
    expect(
      await within(card).findByText('El nombre del equipo debe tener entre 2 y 60 caracteres'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(card).getByLabelText(DEVICE_TEXTS.name), 'Caja del mostrador');
    await user.click(within(card).getByRole('button', { name: DEVICE_TEXTS.enrol }));
    expect(await within(card).findByText(DEVICE_TEXTS.enrolled('Caja del mostrador'))).toBeInTheDocument();
    expect(readShopDevice()).toEqual({ deviceId: 'd-1', deviceToken: TOKEN, name: 'Caja del mostrador' });
    expect(await within(card).findByText(DEVICE_TEXTS.thisDevice)).toBeInTheDocument();
    expect(within(card).getByText(DEVICE_TEXTS.alreadyThis)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: DEVICE_TEXTS.remove }));
    const dialog = await screen.findByRole('alertdialog', {
      name: DEVICE_TEXTS.removeTitle('Caja del mostrador'),
    });
    await user.click(within(dialog).getByRole('button', { name: DEVICE_TEXTS.remove }));
    expect(await within(card).findByText(DEVICE_TEXTS.removed('Caja del mostrador'))).toBeInTheDocument();
    expect(readShopDevice()).toBeNull();
  });

  it('is not shown to a role the server refuses', async () => {
    const { calls } = setup({
      'GET /shop/devices': () => errorReply(403, 'FORBIDDEN', SERVER_MESSAGES.ROLE_FORBIDDEN),
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: DEVICE_TEXTS.title })).toBeNull());
    expect(calls).toHaveLength(1);
  });
});
