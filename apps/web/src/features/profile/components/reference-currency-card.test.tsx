import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TReferenceCurrency } from '@cuadre/shared/money/reference-currency';
import type { TShop } from '@cuadre/shared/team/schemas';
import { sampleShop } from '@/testing/shop';
import { resetAppStore, setSession } from '@/testing/app-store';
import { errorReply, mockApiRoutes, type TMockReply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { REFERENCE_CURRENCY_TEXTS, ReferenceCurrencyCard } from './reference-currency-card';

// Design §10: a Venezuelan shop chooses the currency it writes, sees and prints its prices in; dollars or euros.

const DOLLAR = 'Dólar (USD)';
const EURO = 'Euro (EUR)';

beforeEach(() => {
  resetAppStore();
  setSession(validToken('USER'), sessionUser());
});

function shopWith(referenceCurrency: TReferenceCurrency): TShop {
  return sampleShop({ referenceCurrency });
}

function setup(saved: TReferenceCurrency, { failSave }: { failSave?: TMockReply } = {}) {
  let stored = shopWith(saved);
  const calls = mockApiRoutes({
    'GET /shop': () => ({ body: { data: stored } }),
    'PUT /shop': (body) => {
      if (failSave) return failSave;
      stored = { ...stored, ...(body as Partial<TShop>) };
      return { body: { data: stored } };
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<ReferenceCurrencyCard />);
  const card = screen.getByRole('region', { name: REFERENCE_CURRENCY_TEXTS.title });
  const puts = () => calls.filter((call) => call.method === 'PUT');
  const gets = () => calls.filter((call) => call.method === 'GET' && call.path === '/shop');
  return { user, card, puts, gets };
}

describe('ReferenceCurrencyCard', () => {
  it('starts from the shop’s stored currency', async () => {
    const { card } = setup('USD');
    expect(within(card).getByText(REFERENCE_CURRENCY_TEXTS.explanation)).toBeInTheDocument();
    expect(await within(card).findByRole('radio', { name: DOLLAR })).toBeChecked();
    expect(within(card).getByRole('radio', { name: EURO })).not.toBeChecked();
  });

  it('starts with "Euro (EUR)" chosen for a shop that prices in euros', async () => {
    const { card } = setup('EUR');
    expect(await within(card).findByRole('radio', { name: EURO })).toBeChecked();
    expect(within(card).getByRole('radio', { name: DOLLAR })).not.toBeChecked();
  });

  it('choosing "Euro (EUR)" and saving sends exactly { referenceCurrency: "EUR" } and says so', async () => {
    const { user, card, puts, gets } = setup('USD');
    await user.click(await within(card).findByRole('radio', { name: EURO }));
    expect(within(card).getByRole('radio', { name: EURO })).toBeChecked();
    expect(within(card).getByRole('radio', { name: DOLLAR })).not.toBeChecked();
    await user.click(within(card).getByRole('button', { name: REFERENCE_CURRENCY_TEXTS.save }));

    const notice = await within(card).findByRole('alert');
    expect(notice).toHaveTextContent('Moneda de referencia: Euro (EUR).');
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.path).toBe('/shop');
    expect(puts()[0]?.body).toEqual({ referenceCurrency: 'EUR' });
    // The shop is read again after the save, and the form keeps what was chosen.
    await waitFor(() => expect(gets()).toHaveLength(2));
    expect(within(card).getByRole('radio', { name: EURO })).toBeChecked();
  });

  it('saves the dollar back for a shop that priced in euros', async () => {
    const { user, card, puts } = setup('EUR');
    await user.click(await within(card).findByRole('radio', { name: DOLLAR }));
    await user.click(within(card).getByRole('button', { name: REFERENCE_CURRENCY_TEXTS.save }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Moneda de referencia: Dólar (USD).');
    expect(puts()[0]?.body).toEqual({ referenceCurrency: 'USD' });
  });

  it('shows the error notice with the server’s message when the save is refused (400)', async () => {
    const { user, card, puts } = setup('USD', {
      failSave: errorReply(400, 'VALIDATION_ERROR', VALIDATION.referenceCurrencyInvalid),
    });
    await user.click(await within(card).findByRole('radio', { name: EURO }));
    await user.click(within(card).getByRole('button', { name: REFERENCE_CURRENCY_TEXTS.save }));

    const notice = await within(card).findByRole('alert');
    expect(notice).toHaveTextContent(REFERENCE_CURRENCY_TEXTS.saveError);
    expect(notice).toHaveTextContent(VALIDATION.referenceCurrencyInvalid);
    expect(notice).not.toHaveTextContent('Moneda de referencia: Euro (EUR).');
    expect(puts()).toHaveLength(1);
    // The choice stays for another try, and the button is usable again.
    expect(within(card).getByRole('radio', { name: EURO })).toBeChecked();
    expect(within(card).getByRole('button', { name: REFERENCE_CURRENCY_TEXTS.save })).toBeEnabled();
  });

  it('clears the notice when another currency is chosen', async () => {
    const { user, card } = setup('USD');
    await user.click(await within(card).findByRole('radio', { name: EURO }));
    await user.click(within(card).getByRole('button', { name: REFERENCE_CURRENCY_TEXTS.save }));
    expect(await within(card).findByRole('alert')).toBeInTheDocument();
    await user.click(within(card).getByRole('radio', { name: DOLLAR }));
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });
});
