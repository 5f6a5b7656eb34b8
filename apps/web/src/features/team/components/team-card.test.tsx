import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/common/messages';
import type { TShopMember } from '@cuadre/shared/team/schemas';
import { resetAppStore, setSession } from '@/testing/app-store';
import { errorReply, mockApiRoutes, type TRouteHandler } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { TeamCard } from './team-card';
import { TEAM_TEXTS } from './team-texts';

beforeEach(() => {
  resetAppStore();
  setSession(validToken('USER'), sessionUser());
});

const OWNER: TShopMember = {
  id: 'owner-1',
  name: 'Carmen Rojas',
  email: 'carmen@example.com',
  role: 'OWNER',
  status: 'ACTIVE',
  hasPin: false,
  isLocked: false,
  createdAt: '2026-11-01T12:00:00.000Z',
};

function setup(routes: Record<string, TRouteHandler> = {}, initial: TShopMember[] = [OWNER]) {
  let members = initial;
  const calls = mockApiRoutes({
    'GET /shop/members': () => ({ body: { data: members } }),
    'POST /shop/members': (body) => {
      const { name, role } = body as { name: string; role: TShopMember['role'] };
      const member = { ...OWNER, id: `m-${members.length}`, name, role, email: null, hasPin: true };
      members = [...members, member];
      return { status: 201, body: { data: member } };
    },
    ...routes,
  });
  const user = userEvent.setup();
  renderWithProviders(<TeamCard />);
  return { user, calls, setMembers: (next: TShopMember[]) => (members = next) };
}

describe('TeamCard', () => {
  it('shows the owner alone at first, and adds a cashier with a PIN', async () => {
    const { user, calls } = setup();
    const card = await screen.findByRole('region', { name: TEAM_TEXTS.title });
    expect(await within(card).findByText('Carmen Rojas')).toBeInTheDocument();
    expect(card).toHaveTextContent(TEAM_TEXTS.onlyYou);

    await user.type(within(card).getByLabelText(TEAM_TEXTS.name), 'Yusmary Pérez');
    await user.selectOptions(within(card).getByLabelText(TEAM_TEXTS.role), 'Cajero');
    await user.type(within(card).getByLabelText(TEAM_TEXTS.pin), '4821');
    await user.click(within(card).getByRole('button', { name: TEAM_TEXTS.add }));

    expect(await within(card).findByText(TEAM_TEXTS.added('Yusmary Pérez'))).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Yusmary Pérez',
      role: 'CASHIER',
      pin: '4821',
    });
    expect(await within(card).findByLabelText(TEAM_TEXTS.roleOf('Yusmary Pérez'))).toHaveValue('CASHIER');
    expect(within(card).getByLabelText(TEAM_TEXTS.pin)).toHaveValue('');
  });

  it('says what is wrong with the PIN and the name before sending anything', async () => {
    const { user, calls } = setup();
    const card = await screen.findByRole('region', { name: TEAM_TEXTS.title });
    await within(card).findByText('Carmen Rojas');
    await user.type(within(card).getByLabelText(TEAM_TEXTS.name), 'A');
    await user.type(within(card).getByLabelText(TEAM_TEXTS.pin), '12');
    await user.click(within(card).getByRole('button', { name: TEAM_TEXTS.add }));
    expect(await within(card).findByText(VALIDATION.memberPinFormat)).toBeInTheDocument();
    expect(within(card).getByText(VALIDATION.memberNameRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('suspends a member and gives a new PIN, saying so', async () => {
    const cashier: TShopMember = { ...OWNER, id: 'm-1', name: 'Luis Mora', role: 'CASHIER', email: null };
    const { user, calls, setMembers } = setup(
      {
        'PATCH /shop/members/m-1': (body) => {
          setMembers([OWNER, { ...cashier, ...(body as object) }]);
          return { body: { data: { ...cashier, ...(body as object) } } };
        },
        'PUT /shop/members/m-1/pin': () => ({ body: { data: cashier } }),
      },
      [OWNER, cashier],
    );
    const card = await screen.findByRole('region', { name: TEAM_TEXTS.title });
    await user.click(await within(card).findByRole('button', { name: TEAM_TEXTS.suspend }));
    expect(await within(card).findByText(TEAM_TEXTS.suspended)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: TEAM_TEXTS.reactivate })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: TEAM_TEXTS.newPin }));
    const dialog = await screen.findByRole('dialog', { name: TEAM_TEXTS.pinTitle('Luis Mora') });
    await user.type(within(dialog).getByLabelText(TEAM_TEXTS.pin), '909090');
    await user.click(within(dialog).getByRole('button', { name: TEAM_TEXTS.pinSave }));
    expect(await within(card).findByText(TEAM_TEXTS.pinSaved('Luis Mora'))).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ pin: '909090' });
  });

  it('shows the server’s reason when a change is refused', async () => {
    const cashier: TShopMember = { ...OWNER, id: 'm-1', name: 'Luis Mora', role: 'CASHIER', email: null };
    const { user } = setup(
      {
        'DELETE /shop/members/m-1': () =>
          errorReply(409, 'OWNER_UNCHANGEABLE', SERVER_MESSAGES.OWNER_UNCHANGEABLE),
      },
      [OWNER, cashier],
    );
    const card = await screen.findByRole('region', { name: TEAM_TEXTS.title });
    await user.click(await within(card).findByRole('button', { name: TEAM_TEXTS.remove }));
    const confirm = await screen.findByRole('alertdialog', { name: TEAM_TEXTS.removeTitle('Luis Mora') });
    await user.click(within(confirm).getByRole('button', { name: TEAM_TEXTS.remove }));
    expect(await within(card).findByText(SERVER_MESSAGES.OWNER_UNCHANGEABLE)).toBeInTheDocument();
  });

  it('is not shown to someone who may not manage the team', async () => {
    setup({ 'GET /shop/members': () => errorReply(403, 'FORBIDDEN', SERVER_MESSAGES.ROLE_FORBIDDEN) });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: TEAM_TEXTS.title })).not.toBeInTheDocument(),
    );
    // Settled on the refusal, not merely still loading.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(TEAM_TEXTS.loading)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: TEAM_TEXTS.title })).not.toBeInTheDocument();
  });
});
