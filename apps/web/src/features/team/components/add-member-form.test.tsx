import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TShopMember } from '@cuadre/shared/team/schemas';
import { resetAppStore, setSession } from '@/testing/app-store';
import { mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { AddMemberForm } from './add-member-form';
import { TEAM_TEXTS } from './team-texts';

beforeEach(() => {
  resetAppStore();
  setSession(validToken('USER'), sessionUser());
});

function setup() {
  const calls = mockApiRoutes({
    'POST /shop/members': (body) => {
      const { name, role, email } = body as Pick<TShopMember, 'name' | 'role'> & { email?: string };
      const member: TShopMember = {
        id: 'm-1',
        name,
        role,
        email: email ?? null,
        status: email ? 'INVITED' : 'ACTIVE',
        hasPin: !email,
        isLocked: false,
        createdAt: '2026-11-01T12:00:00.000Z',
      };
      return { status: 201, body: { data: member } };
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<AddMemberForm />);
  const form = screen.getByRole('form', { name: TEAM_TEXTS.addTitle });
  return { user, calls, form, posts: () => calls.filter((call) => call.method === 'POST') };
}

describe('AddMemberForm', () => {
  it('invites a member by e-mail alone, sending no PIN, and says where the invitation went', async () => {
    const { user, form, posts } = setup();
    await user.type(within(form).getByLabelText(TEAM_TEXTS.name), 'Yusmary Pérez');
    await user.selectOptions(within(form).getByLabelText(TEAM_TEXTS.role), 'Encargado');
    await user.type(within(form).getByLabelText(TEAM_TEXTS.email), 'yusmary@correo.com');
    await user.click(within(form).getByRole('button', { name: TEAM_TEXTS.add }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      TEAM_TEXTS.invited('Yusmary Pérez', 'yusmary@correo.com'),
    );
    expect(posts()).toHaveLength(1);
    const body = posts()[0]?.body;
    expect(body).toEqual({ name: 'Yusmary Pérez', role: 'MANAGER', email: 'yusmary@correo.com' });
    expect(body).not.toHaveProperty('pin');
    // Ready for the next one.
    expect(within(form).getByLabelText(TEAM_TEXTS.name)).toHaveValue('');
    expect(within(form).getByLabelText(TEAM_TEXTS.email)).toHaveValue('');
  });

  it('asks for an e-mail or a PIN when neither is given, and sends nothing', async () => {
    const { user, form, calls } = setup();
    await user.type(within(form).getByLabelText(TEAM_TEXTS.name), 'Luis Mora');
    await user.click(within(form).getByRole('button', { name: TEAM_TEXTS.add }));

    expect(await within(form).findByText(VALIDATION.memberEmailOrPin)).toBeInTheDocument();
    const pin = within(form).getByLabelText(TEAM_TEXTS.pin);
    expect(pin).toBeInvalid();
    expect(pin).toHaveAccessibleDescription(expect.stringContaining(VALIDATION.memberEmailOrPin));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('adds a member with a PIN alone, sending no e-mail even after one was typed and erased', async () => {
    const { user, form, posts } = setup();
    await user.type(within(form).getByLabelText(TEAM_TEXTS.name), 'Luis Mora');
    const email = within(form).getByLabelText(TEAM_TEXTS.email);
    await user.type(email, 'luis@correo.com');
    await user.clear(email);
    await user.type(within(form).getByLabelText(TEAM_TEXTS.pin), '4821');
    await user.click(within(form).getByRole('button', { name: TEAM_TEXTS.add }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(TEAM_TEXTS.added('Luis Mora'));
    const body = posts()[0]?.body;
    expect(body).toEqual({ name: 'Luis Mora', role: 'CASHIER', pin: '4821' });
    expect(body).not.toHaveProperty('email');
    expect(posts()).toHaveLength(1);
  });
});
