import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRICE_MESSAGES } from '@cuadre/shared/prices/messages';
import type { TDiscountLimits } from '@cuadre/shared/prices/schemas';
import type { TShop } from '@cuadre/shared/team/schemas';
import { sampleShop } from '@/testing/shop';
import { resetAppStore, setSession } from '@/testing/app-store';
import { mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { DISCOUNT_LIMIT_TEXTS, DiscountLimitsCard } from './discount-limits-card';

// Decision record 031: the owner sets each role's maximum discount in percent; empty is no maximum.

const MANAGER_LABEL = 'Máximo de encargado (%)';
const CASHIER_LABEL = 'Máximo de cajero (%)';

beforeEach(() => {
  resetAppStore();
  setSession(validToken('USER'), sessionUser());
});

function shopWith(discountLimits: TDiscountLimits): TShop {
  return sampleShop({ discountLimits });
}

function setup(saved: TDiscountLimits) {
  let stored = shopWith(saved);
  const calls = mockApiRoutes({
    'GET /shop': () => ({ body: { data: stored } }),
    'PUT /shop': (body) => {
      stored = { ...stored, ...(body as Partial<TShop>) };
      return { body: { data: stored } };
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<DiscountLimitsCard />);
  const card = screen.getByRole('region', { name: DISCOUNT_LIMIT_TEXTS.title });
  const puts = () => calls.filter((call) => call.method === 'PUT');
  const gets = () => calls.filter((call) => call.method === 'GET' && call.path === '/shop');
  return { user, card, puts, gets };
}

describe('DiscountLimitsCard', () => {
  it('starts from the shop’s stored maximums, empty where a role has none', async () => {
    const { card } = setup({ MANAGER: 15, CASHIER: null });
    expect(await within(card).findByLabelText(MANAGER_LABEL)).toHaveValue('15');
    expect(within(card).getByLabelText(CASHIER_LABEL)).toHaveValue('');
    expect(within(card).getByText(DISCOUNT_LIMIT_TEXTS.explanation)).toBeInTheDocument();
  });

  it('saves 5 % for the cashier and no maximum (null) for an emptied manager’s field', async () => {
    const { user, card, puts, gets } = setup({ MANAGER: 15, CASHIER: 2.5 });
    const manager = await within(card).findByLabelText(MANAGER_LABEL);
    const cashier = within(card).getByLabelText(CASHIER_LABEL);
    expect(cashier).toHaveValue('2.5');
    await user.clear(manager);
    await user.clear(cashier);
    await user.type(cashier, '5');
    await user.click(within(card).getByRole('button', { name: DISCOUNT_LIMIT_TEXTS.save }));

    const notice = await within(card).findByRole('alert');
    expect(notice).toHaveTextContent(DISCOUNT_LIMIT_TEXTS.saved);
    expect(notice).toHaveTextContent('Encargado: sin máximo · Cajero: 5 %');
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.body).toEqual({ discountLimits: { MANAGER: null, CASHIER: 5 } });
    // The shop is read again after the save, and the form keeps what was typed.
    await waitFor(() => expect(gets()).toHaveLength(2));
    expect(within(card).getByLabelText(CASHIER_LABEL)).toHaveValue('5');
    expect(within(card).getByLabelText(MANAGER_LABEL)).toHaveValue('');
  });

  it('refuses 120 % before sending anything', async () => {
    const { user, card, puts } = setup({ MANAGER: null, CASHIER: null });
    const cashier = await within(card).findByLabelText(CASHIER_LABEL);
    await user.type(cashier, '120');
    await user.click(within(card).getByRole('button', { name: DISCOUNT_LIMIT_TEXTS.save }));

    expect(await within(card).findByText(PRICE_MESSAGES.discountLimitInvalid)).toBeInTheDocument();
    expect(cashier).toHaveAttribute('aria-invalid', 'true');
    expect(cashier).toHaveAccessibleDescription(PRICE_MESSAGES.discountLimitInvalid);
    expect(within(card).getByLabelText(MANAGER_LABEL)).not.toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toHaveLength(0);
  });
});
