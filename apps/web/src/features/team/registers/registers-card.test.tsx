import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/common/messages';
import { MAIN_REGISTER_NAME } from '@cuadre/shared/team/constants';
import type { TRegister } from '@cuadre/shared/team/schemas';
import { resetAppStore, setSession } from '@/testing/app-store';
import { errorReply, mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { REGISTER_TEXTS } from './register-texts';
import { RegistersCard } from './registers-card';

beforeEach(() => {
  resetAppStore();
  setSession(validToken('USER'), sessionUser());
});

const MAIN: TRegister = {
  id: 'shop-1',
  name: MAIN_REGISTER_NAME,
  isMain: true,
  openSessionId: 'session-1',
  createdAt: '2026-11-29T12:00:00.000Z',
};

function setup() {
  let registers = [MAIN];
  const calls = mockApiRoutes({
    'GET /shop/registers': () => ({ body: { data: registers } }),
    'POST /shop/registers': (body) => {
      const { name } = body as { name: string };
      if (name.toLowerCase() === MAIN_REGISTER_NAME.toLowerCase()) {
        return errorReply(409, 'REGISTER_NAME_TAKEN', SERVER_MESSAGES.REGISTER_NAME_TAKEN);
      }
      const register = { ...MAIN, id: 'r-2', name, isMain: false, openSessionId: null };
      registers = [...registers, register];
      return { status: 201, body: { data: register } };
    },
  });
  renderWithProviders(<RegistersCard />);
  return { calls, user: userEvent.setup() };
}

describe('RegistersCard', () => {
  it('lists the main register open, adds another that shows closed, and says so', async () => {
    const { user, calls } = setup();
    const card = screen.getByRole('region', { name: REGISTER_TEXTS.title });
    const main = await within(card).findByText(MAIN_REGISTER_NAME);
    const mainRow = main.closest('li') as HTMLElement;
    expect(within(mainRow).getByText(REGISTER_TEXTS.main)).toBeInTheDocument();
    expect(within(mainRow).getByText(REGISTER_TEXTS.open)).toBeInTheDocument();

    await user.type(within(card).getByLabelText(REGISTER_TEXTS.name), 'Caja 2');
    await user.click(within(card).getByRole('button', { name: REGISTER_TEXTS.add }));
    expect(await within(card).findByText(REGISTER_TEXTS.added('Caja 2'))).toBeInTheDocument();
    const added = (await within(card).findByText('Caja 2')).closest('li') as HTMLElement;
    expect(within(added).getByText(REGISTER_TEXTS.closed)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Caja 2' });
  });

  it('checks the name before sending, and shows the server’s reason for a name already used', async () => {
    const { user, calls } = setup();
    const card = screen.getByRole('region', { name: REGISTER_TEXTS.title });
    await within(card).findByText(MAIN_REGISTER_NAME);
    await user.type(within(card).getByLabelText(REGISTER_TEXTS.name), 'C');
    await user.click(within(card).getByRole('button', { name: REGISTER_TEXTS.add }));
    expect(await within(card).findByText(VALIDATION.registerNameRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(within(card).getByLabelText(REGISTER_TEXTS.name));
    await user.type(within(card).getByLabelText(REGISTER_TEXTS.name), 'caja principal');
    await user.click(within(card).getByRole('button', { name: REGISTER_TEXTS.add }));
    expect(await within(card).findByText(SERVER_MESSAGES.REGISTER_NAME_TAKEN)).toBeInTheDocument();
  });
});
