import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TShop } from '@cuadre/shared/team/schemas';
import { sampleShop } from '@/testing/shop';
import { resetAppStore, setSession } from '@/testing/app-store';
import { errorReply, mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { IVA_TEXTS, IvaSettingsCard } from './iva-settings-card';

// Decision record 032: the owner says whether the shop charges IVA and, if it does, whether its prices already
// include it or it is added on top.

beforeEach(() => {
  resetAppStore();
  setSession(validToken('USER'), sessionUser());
});

function shopWith(settings: Pick<TShop, 'chargesIva' | 'pricesIncludeIva'>): TShop {
  return sampleShop(settings);
}

function setup(saved: Pick<TShop, 'chargesIva' | 'pricesIncludeIva'>, { failSave = false } = {}) {
  let stored = shopWith(saved);
  const calls = mockApiRoutes({
    'GET /shop': () => ({ body: { data: stored } }),
    'PUT /shop': (body) => {
      if (failSave) return errorReply(500, 'INTERNAL_ERROR', 'Algo salió mal.');
      stored = { ...stored, ...(body as Partial<TShop>) };
      return { body: { data: stored } };
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<IvaSettingsCard />);
  const card = screen.getByRole('region', { name: IVA_TEXTS.title });
  const puts = () => calls.filter((call) => call.method === 'PUT');
  const gets = () => calls.filter((call) => call.method === 'GET' && call.path === '/shop');
  return { user, card, puts, gets };
}

const chargesBox = (card: HTMLElement) => within(card).findByRole('checkbox', { name: IVA_TEXTS.charges });

describe('IvaSettingsCard', () => {
  it('starts from a shop that does not charge IVA: unticked, with no choice of how', async () => {
    const { card, gets } = setup({ chargesIva: false, pricesIncludeIva: true });
    expect(within(card).getByText(IVA_TEXTS.explanation)).toBeInTheDocument();
    expect(await chargesBox(card)).not.toBeChecked();
    expect(gets()).toHaveLength(1);
    expect(within(card).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('starts from a shop that adds IVA on top: ticked, with "Sumo el IVA a mis precios" chosen', async () => {
    const { card } = setup({ chargesIva: true, pricesIncludeIva: false });
    expect(await chargesBox(card)).toBeChecked();
    expect(within(card).getByRole('radio', { name: IVA_TEXTS.onTop })).toBeChecked();
    expect(within(card).getByRole('radio', { name: IVA_TEXTS.included })).not.toBeChecked();
  });

  it('ticking reveals the two ways; "Sumo el IVA a mis precios" saved sends exactly those two settings', async () => {
    const { user, card, puts, gets } = setup({ chargesIva: false, pricesIncludeIva: true });
    const charges = await chargesBox(card);
    await user.click(charges);
    expect(charges).toBeChecked();
    const included = within(card).getByRole('radio', { name: IVA_TEXTS.included });
    const onTop = within(card).getByRole('radio', { name: IVA_TEXTS.onTop });
    // The shop's stored way (prices include IVA) is the one shown.
    expect(included).toBeChecked();
    expect(onTop).not.toBeChecked();

    await user.click(onTop);
    expect(onTop).toBeChecked();
    expect(included).not.toBeChecked();
    await user.click(within(card).getByRole('button', { name: IVA_TEXTS.save }));

    const notice = await within(card).findByRole('alert');
    expect(notice).toHaveTextContent(IVA_TEXTS.saved);
    expect(notice).toHaveTextContent('Cobras IVA sumado a tus precios.');
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.path).toBe('/shop');
    expect(puts()[0]?.body).toEqual({ chargesIva: true, pricesIncludeIva: false });
    // The shop is read again after the save, and the form keeps what was chosen.
    await waitFor(() => expect(gets()).toHaveLength(2));
    expect(within(card).getByRole('checkbox', { name: IVA_TEXTS.charges })).toBeChecked();
    expect(within(card).getByRole('radio', { name: IVA_TEXTS.onTop })).toBeChecked();
  });

  it('unticking hides the two ways and saves that the shop charges no IVA', async () => {
    const { user, card, puts } = setup({ chargesIva: true, pricesIncludeIva: true });
    const charges = await chargesBox(card);
    await user.click(charges);
    expect(within(card).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: IVA_TEXTS.save }));

    const notice = await within(card).findByRole('alert');
    expect(notice).toHaveTextContent(IVA_TEXTS.saved);
    expect(notice).toHaveTextContent('No cobras IVA.');
    expect(puts()[0]?.body).toEqual({ chargesIva: false, pricesIncludeIva: true });
  });

  it('says when the settings could not be saved, and keeps what was chosen', async () => {
    const { user, card, puts } = setup({ chargesIva: false, pricesIncludeIva: true }, { failSave: true });
    await user.click(await chargesBox(card));
    await user.click(within(card).getByRole('button', { name: IVA_TEXTS.save }));

    const notice = await within(card).findByRole('alert');
    expect(notice).toHaveTextContent(IVA_TEXTS.saveError);
    expect(notice).not.toHaveTextContent(IVA_TEXTS.saved);
    expect(puts()).toHaveLength(1);
    // What was chosen stays for another try.
    expect(within(card).getByRole('checkbox', { name: IVA_TEXTS.charges })).toBeChecked();
  });
});
