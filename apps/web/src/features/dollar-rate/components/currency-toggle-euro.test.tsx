import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TReferenceCurrency } from '@cuadre/shared/money/reference-currency';
import type { TShop } from '@cuadre/shared/team/schemas';
import { sampleShop } from '@/testing/shop';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { mockApiRoutes, type TApiCall } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { rateReply } from '../testing';
import { DollarRateSidebar } from './dollar-rate-sidebar';

// Design §10: the rate card keeps the store's euro rate (from GET /dollar-rate) and the shop's reference currency
// (from GET /shop) in step with the server; the USD/VES switch then reads "EUR" for a shop that prices in euros.

const DOLLAR_RATE = 245.6789;
const EURO_RATE = 287.1234;

const EURO_ANSWER = {
  rate: EURO_RATE,
  validFor: '2024-03-18',
  source: 'bcv',
  next: null,
} as const;

function shopWith(referenceCurrency: TReferenceCurrency): TShop {
  return sampleShop({ referenceCurrency });
}

const toggle = () => screen.findByRole('group', { name: 'Moneda' });
const shopReads = (calls: TApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/shop');

describe('The currency switch of a shop that prices in euros', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken(), sessionUser());
  });

  it('stores the euro rate and the shop’s EUR, and the "Moneda" buttons read "EUR" and "VES"', async () => {
    const calls = mockApiRoutes({
      'GET /dollar-rate': () => rateReply({ rate: DOLLAR_RATE, eur: EURO_ANSWER }),
      'GET /shop': () => ({ body: { data: shopWith('EUR') } }),
    });
    renderWithProviders(<DollarRateSidebar />);

    const group = await toggle();
    const euro = await within(group).findByRole('button', { name: 'EUR' });
    expect(euro).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'VES' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(group).queryByRole('button', { name: 'USD' })).not.toBeInTheDocument();
    expect(within(group).getAllByRole('button')).toHaveLength(2);

    const state = useAppStore.getState();
    expect(state.dollarRate).toBe(DOLLAR_RATE);
    expect(state.euroRate).toBe(EURO_RATE);
    expect(state.referenceCurrency).toBe('EUR');
    expect(shopReads(calls)).toHaveLength(1);
  });

  it('still switches to bolívars with "VES", and back to euros with "EUR"', async () => {
    mockApiRoutes({
      'GET /dollar-rate': () => rateReply({ rate: DOLLAR_RATE, eur: EURO_ANSWER }),
      'GET /shop': () => ({ body: { data: shopWith('EUR') } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DollarRateSidebar />);
    const group = await toggle();
    await user.click(within(group).getByRole('button', { name: 'VES' }));
    expect(useAppStore.getState().currencyMode).toBe('VES');
    expect(within(group).getByRole('button', { name: 'VES' })).toHaveAttribute('aria-pressed', 'true');

    const euro = await within(group).findByRole('button', { name: 'EUR' });
    await user.click(euro);
    // "EUR" is the USD mode: the amounts are still kept in dollars.
    expect(useAppStore.getState().currencyMode).toBe('USD');
    expect(euro).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads "USD" when the shop prices in dollars, even with the euro rate loaded', async () => {
    const calls = mockApiRoutes({
      'GET /dollar-rate': () => rateReply({ rate: DOLLAR_RATE, eur: EURO_ANSWER }),
      'GET /shop': () => ({ body: { data: shopWith('USD') } }),
    });
    renderWithProviders(<DollarRateSidebar />);
    const group = await toggle();
    await waitFor(() => expect(useAppStore.getState().euroRate).toBe(EURO_RATE));
    await waitFor(() => expect(shopReads(calls)).toHaveLength(1));
    expect(within(group).getByRole('button', { name: 'USD' })).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: 'EUR' })).not.toBeInTheDocument();
    expect(useAppStore.getState().referenceCurrency).toBe('USD');
  });

  it('turns an EUR left on the device back to "USD" when the shop now answers USD', async () => {
    useAppStore.setState({ dollarRate: DOLLAR_RATE, euroRate: EURO_RATE, referenceCurrency: 'EUR' });
    mockApiRoutes({
      'GET /dollar-rate': () => rateReply({ rate: DOLLAR_RATE, eur: EURO_ANSWER }),
      'GET /shop': () => ({ body: { data: shopWith('USD') } }),
    });
    renderWithProviders(<DollarRateSidebar />);
    const group = await toggle();
    expect(await within(group).findByRole('button', { name: 'USD' })).toBeInTheDocument();
    expect(useAppStore.getState().referenceCurrency).toBe('USD');
  });

  it('reads "USD" and drops a stored euro rate when the rate answer has no euro (no cross)', async () => {
    useAppStore.setState({ euroRate: 300 });
    mockApiRoutes({
      'GET /dollar-rate': () => rateReply({ rate: DOLLAR_RATE, eur: null }),
      'GET /shop': () => ({ body: { data: shopWith('EUR') } }),
    });
    renderWithProviders(<DollarRateSidebar />);
    const group = await toggle();
    await waitFor(() => expect(useAppStore.getState().referenceCurrency).toBe('EUR'));
    expect(useAppStore.getState().euroRate).toBeNull();
    expect(within(group).getByRole('button', { name: 'USD' })).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: 'EUR' })).not.toBeInTheDocument();
  });
});
