import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES } from '@cuadre/shared/credit/messages';
import { resetAppStore, setSession } from '@/testing/app-store';
import { mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { FIADO_TEXTS, FiadoSettingsCard } from './fiado-settings-card';

// Decision record 030: the owner sets the credit limit of clients without their own, and the fiado's term.

beforeEach(() => {
  resetAppStore();
  setSession(validToken('USER'), sessionUser());
});

function setup(saved: { defaultCreditLimit: number | null; defaultCreditDays: number }) {
  let stored = { ...sessionUser(), timeZone: 'America/Caracas', memberId: 'm-1', role: 'OWNER', ...saved };
  const calls = mockApiRoutes({
    'GET /shop': () => ({ body: { data: stored } }),
    'PUT /shop': (body) => {
      stored = { ...stored, ...(body as object) };
      return { body: { data: stored } };
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<FiadoSettingsCard />);
  const card = screen.getByRole('region', { name: FIADO_TEXTS.title });
  const puts = () => calls.filter((call) => call.method === 'PUT');
  return { user, card, puts };
}

describe('FiadoSettingsCard', () => {
  it('starts from the shop’s fiado and saves a limit and a term', async () => {
    const { user, card, puts } = setup({ defaultCreditLimit: null, defaultCreditDays: 15 });
    const limit = await within(card).findByLabelText(FIADO_TEXTS.limit);
    expect(limit).toHaveValue('');
    expect(limit).toHaveAccessibleDescription(FIADO_TEXTS.limitHint);
    const days = within(card).getByLabelText(FIADO_TEXTS.days);
    expect(days).toHaveDisplayValue('15 días');
    expect(
      within(days)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['7 días', '15 días', '30 días']);

    await user.type(limit, '250,50');
    await user.selectOptions(days, '30 días');
    await user.click(within(card).getByRole('button', { name: FIADO_TEXTS.save }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(FIADO_TEXTS.saved);
    expect(puts()[0]?.body).toEqual({ defaultCreditLimit: 250.5, defaultCreditDays: 30 });
  });

  it('an emptied limit is credit without a limit (null)', async () => {
    const { user, card, puts } = setup({ defaultCreditLimit: 100, defaultCreditDays: 7 });
    const limit = await within(card).findByLabelText(FIADO_TEXTS.limit);
    expect(limit).toHaveValue('100');
    await user.clear(limit);
    await user.click(within(card).getByRole('button', { name: FIADO_TEXTS.save }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({ defaultCreditLimit: null, defaultCreditDays: 7 });
  });

  it.each([
    ['-5', 'El monto no puede ser negativo.'],
    ['9999999999999', CREDIT_MESSAGES.creditLimitInvalid],
  ])('refuses the limit “%s” before sending: %s', async (typed, message) => {
    const { user, card, puts } = setup({ defaultCreditLimit: null, defaultCreditDays: 15 });
    const limit = await within(card).findByLabelText(FIADO_TEXTS.limit);
    await user.type(limit, typed);
    await user.click(within(card).getByRole('button', { name: FIADO_TEXTS.save }));
    expect(await within(card).findByText(message)).toBeInTheDocument();
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toHaveLength(0);
  });
});
