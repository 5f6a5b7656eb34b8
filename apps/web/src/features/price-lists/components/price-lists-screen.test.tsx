import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRICE_MESSAGES } from '@cuadre/shared/prices/messages';
import type { TPriceList, TProductListPrices } from '@cuadre/shared/prices/schemas';
import type { TShopRole } from '@cuadre/shared/team/constants';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { errorReply, listReply, mockApiRoutes, type TApiCall, type TMockReply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { PRICE_LIST_TEXTS } from './price-list-texts';
import { PriceListsScreen } from './price-lists-screen';

// Decision record 031: Detal is each product's own price; the shop defines other lists, each with an optional
// percentage off detal and its own prices per product, with quantity tiers.

const MAYOR: TPriceList = {
  id: '0190f5a2-bbbb-7000-8000-000000000001',
  name: 'Mayor',
  percentOff: 10,
  productCount: 1,
  clientCount: 1,
  createdAt: '2026-11-29T12:00:00.000Z',
};

const DISTRIBUIDOR: TPriceList = {
  id: '0190f5a2-bbbb-7000-8000-000000000002',
  name: 'Distribuidor',
  percentOff: null,
  productCount: 0,
  clientCount: 0,
  createdAt: '2026-11-29T12:05:00.000Z',
};

const HARINA: TProductListPrices = {
  productId: '0190f5a2-cccc-7000-8000-000000000001',
  name: 'Harina PAN',
  sku: 'HAR-001',
  detal: 1.25,
  prices: [{ minQuantity: 1, price: 1.1 }],
};

const pricesPath = (list: TPriceList) => `/price-lists/${list.id}/prices`;
const writes = (calls: TApiCall[]) => calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  resetAppStore();
  setSession(validToken(), sessionUser());
  useAppStore.setState({ shopRole: 'OWNER' });
});

/**
 * The API of a shop with `lists`, where `prices[listId]` are the products each list prices. POST /price-lists
 * answers `create`'s reply (by default, the new list, which GET answers from then on); PUT …/prices stores the
 * product's prices, so the refresh that follows shows them.
 */
function setup({
  lists = [],
  prices = {},
  create,
  role = 'OWNER',
}: {
  lists?: TPriceList[];
  prices?: Record<string, TProductListPrices[]>;
  create?: (body: unknown) => TMockReply;
  role?: TShopRole;
} = {}) {
  useAppStore.setState({ shopRole: role });
  let stored = [...lists];
  const storedPrices = { ...prices };
  const routes: Parameters<typeof mockApiRoutes>[0] = {
    'GET /price-lists': () => ({ body: { data: stored } }),
    'POST /price-lists': (body) => {
      if (create) return create(body);
      const made: TPriceList = {
        id: '0190f5a2-bbbb-7000-8000-0000000000ff',
        name: (body as { name: string }).name,
        percentOff: (body as { percentOff?: number | null }).percentOff ?? null,
        productCount: 0,
        clientCount: 0,
        createdAt: '2026-11-30T09:00:00.000Z',
      };
      stored = [...stored, made];
      return { status: 201, body: { data: made } };
    },
  };
  for (const list of [...lists, { id: '0190f5a2-bbbb-7000-8000-0000000000ff' } as TPriceList]) {
    routes[`GET ${pricesPath(list)}`] = () => listReply(storedPrices[list.id] ?? []);
    routes[`PUT ${pricesPath(list)}`] = (body) => {
      const [product] = (body as { products: { productId: string; prices: TProductListPrices['prices'] }[] })
        .products;
      storedPrices[list.id] = (storedPrices[list.id] ?? []).map((row) =>
        row.productId === product?.productId ? { ...row, prices: product.prices } : row,
      );
      return { body: { data: list } };
    };
  }
  const calls = mockApiRoutes(routes);
  const user = userEvent.setup();
  renderWithProviders(<PriceListsScreen />);
  return { calls, user };
}

describe('Listas de precios: creating a list', () => {
  it('a shop without lists sees the empty state, and creating “Mayor” with 10 % sends exactly that', async () => {
    const { calls, user } = setup();
    expect(await screen.findByText(PRICE_LIST_TEXTS.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(PRICE_LIST_TEXTS.emptyDescription)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: PRICE_LIST_TEXTS.newList }));
    const dialog = screen.getByRole('dialog', { name: PRICE_LIST_TEXTS.newTitle });
    await user.type(within(dialog).getByLabelText('Nombre'), 'Mayor');
    const percent = within(dialog).getByLabelText(PRICE_LIST_TEXTS.percentLabel);
    expect(percent).toHaveAccessibleDescription(PRICE_LIST_TEXTS.percentHint);
    await user.type(percent, '10');
    await user.click(within(dialog).getByRole('button', { name: PRICE_LIST_TEXTS.save }));

    expect(await screen.findByText(PRICE_MESSAGES.listSaved)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]).toMatchObject({ method: 'POST', path: '/price-lists' });
    expect(writes(calls)[0]?.body).toEqual({ name: 'Mayor', percentOff: 10 });
    // The dialog closes and the new list, read again, is the one on screen.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const section = await screen.findByRole('region', { name: 'Mayor' });
    expect(within(section).getByLabelText(PRICE_LIST_TEXTS.listLabel)).toHaveDisplayValue('Mayor');
    expect(
      await within(section).findByText('−10 % sobre detal · 0 productos con precio propio · 0 clientes'),
    ).toBeInTheDocument();
    expect(await within(section).findByText(PRICE_LIST_TEXTS.noPricedTitle)).toBeInTheDocument();
  });

  it.each(['Detal', ' detal '])(
    'refuses the name “%s” (the product’s own price) without sending anything',
    async (name) => {
      const { calls, user } = setup();
      await user.click(await screen.findByRole('button', { name: PRICE_LIST_TEXTS.newList }));
      const dialog = screen.getByRole('dialog', { name: PRICE_LIST_TEXTS.newTitle });
      const field = within(dialog).getByLabelText('Nombre');
      await user.type(field, name);
      await user.click(within(dialog).getByRole('button', { name: PRICE_LIST_TEXTS.save }));

      expect(await within(dialog).findByText(PRICE_MESSAGES.listNameReserved)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(PRICE_MESSAGES.listNameReserved);
      expect(writes(calls)).toHaveLength(0);
    },
  );

  it('a name the shop already uses (409) shows the server’s message in the dialog, which stays open', async () => {
    const { calls, user } = setup({
      lists: [MAYOR],
      prices: { [MAYOR.id]: [] },
      create: () => errorReply(409, 'PRICE_LIST_NAME_TAKEN', PRICE_MESSAGES.listNameTaken),
    });
    await user.click(await screen.findByRole('button', { name: PRICE_LIST_TEXTS.newList }));
    const dialog = screen.getByRole('dialog', { name: PRICE_LIST_TEXTS.newTitle });
    await user.type(within(dialog).getByLabelText('Nombre'), 'Mayor');
    await user.click(within(dialog).getByRole('button', { name: PRICE_LIST_TEXTS.save }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PRICE_MESSAGES.listNameTaken);
    expect(writes(calls).map((call) => call.body)).toEqual([{ name: 'Mayor', percentOff: null }]);
    expect(screen.getByRole('dialog', { name: PRICE_LIST_TEXTS.newTitle })).toBeInTheDocument();
    expect(screen.queryByText(PRICE_MESSAGES.listSaved)).toBeNull();
  });
});

describe('Listas de precios: a list’s prices', () => {
  it('shows each priced product’s detal price and its tiers, and the other list on choosing it', async () => {
    const { user } = setup({
      lists: [MAYOR, DISTRIBUIDOR],
      prices: {
        [MAYOR.id]: [
          {
            ...HARINA,
            prices: [
              { minQuantity: 1, price: 1.1 },
              { minQuantity: 12, price: 0.95 },
            ],
          },
        ],
        [DISTRIBUIDOR.id]: [],
      },
    });
    const section = await screen.findByRole('region', { name: 'Mayor' });
    expect(
      within(section).getByText('−10 % sobre detal · 1 producto con precio propio · 1 cliente'),
    ).toBeInTheDocument();
    const products = await within(section).findByRole('list', { name: 'Precios de Mayor' });
    const [harina, ...others] = within(products).getAllByRole('listitem');
    expect(others).toHaveLength(0);
    expect(within(harina!).getByText('Harina PAN')).toBeInTheDocument();
    expect(within(harina!).getByText('Detal: $1.25')).toBeInTheDocument();
    expect(within(harina!).getByText('Desde 1: $1.10')).toBeInTheDocument();
    expect(within(harina!).getByText('Desde 12: $0.95')).toBeInTheDocument();

    await user.selectOptions(within(section).getByLabelText(PRICE_LIST_TEXTS.listLabel), 'Distribuidor');
    const other = await screen.findByRole('region', { name: 'Distribuidor' });
    expect(within(other).getByText('0 productos con precio propio · 0 clientes')).toBeInTheDocument();
    expect(await within(other).findByText(PRICE_LIST_TEXTS.noPricedTitle)).toBeInTheDocument();
  });

  it('adds a tier “desde 12” at $0.95 to a product: the PUT carries exactly its prices', async () => {
    const { calls, user } = setup({ lists: [MAYOR], prices: { [MAYOR.id]: [HARINA] } });
    const section = await screen.findByRole('region', { name: 'Mayor' });
    expect(await within(section).findByText('Desde 1: $1.10')).toBeInTheDocument();
    expect(within(section).queryByText(/^Desde 12/)).toBeNull();

    await user.click(within(section).getByRole('button', { name: PRICE_LIST_TEXTS.pricesOf('Harina PAN') }));
    const dialog = screen.getByRole('dialog', { name: PRICE_LIST_TEXTS.pricesOf('Harina PAN') });
    expect(dialog).toHaveAccessibleDescription('Detal: $1.25');
    expect(within(dialog).getByLabelText(PRICE_LIST_TEXTS.minQuantity)).toHaveValue('1');
    expect(within(dialog).getByLabelText(PRICE_LIST_TEXTS.price)).toHaveValue('1.1');

    await user.click(within(dialog).getByRole('button', { name: PRICE_LIST_TEXTS.addTier }));
    const quantities = within(dialog).getAllByLabelText(PRICE_LIST_TEXTS.minQuantity);
    const prices = within(dialog).getAllByLabelText(PRICE_LIST_TEXTS.price);
    expect(quantities).toHaveLength(2);
    await user.type(quantities[1]!, '12');
    await user.type(prices[1]!, '0,95');
    await user.click(within(dialog).getByRole('button', { name: PRICE_LIST_TEXTS.savePrices }));

    expect(await screen.findByText(PRICE_MESSAGES.pricesSaved)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]).toMatchObject({ method: 'PUT', path: pricesPath(MAYOR) });
    expect(writes(calls)[0]?.body).toEqual({
      products: [
        {
          productId: HARINA.productId,
          prices: [
            { minQuantity: 1, price: 1.1 },
            { minQuantity: 12, price: 0.95 },
          ],
        },
      ],
    });
    // The dialog closes and the list, read again, shows the new tier.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(section).findByText('Desde 12: $0.95')).toBeInTheDocument();
  });

  it('refuses two prices with the same minimum quantity without sending anything', async () => {
    const { calls, user } = setup({ lists: [MAYOR], prices: { [MAYOR.id]: [HARINA] } });
    const section = await screen.findByRole('region', { name: 'Mayor' });
    await user.click(
      await within(section).findByRole('button', { name: PRICE_LIST_TEXTS.pricesOf('Harina PAN') }),
    );
    const dialog = screen.getByRole('dialog', { name: PRICE_LIST_TEXTS.pricesOf('Harina PAN') });
    await user.click(within(dialog).getByRole('button', { name: PRICE_LIST_TEXTS.addTier }));
    await user.type(within(dialog).getAllByLabelText(PRICE_LIST_TEXTS.minQuantity)[1]!, '1');
    await user.type(within(dialog).getAllByLabelText(PRICE_LIST_TEXTS.price)[1]!, '0,95');
    await user.click(within(dialog).getByRole('button', { name: PRICE_LIST_TEXTS.savePrices }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PRICE_MESSAGES.tiersRepeated);
    expect(writes(calls)).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: PRICE_LIST_TEXTS.pricesOf('Harina PAN') })).toBeInTheDocument();
  });
});

describe('Listas de precios: who changes them', () => {
  it('a cashier (products.write with approval) still sees the buttons that change lists and prices', async () => {
    setup({ role: 'CASHIER', lists: [MAYOR], prices: { [MAYOR.id]: [HARINA] } });
    const section = await screen.findByRole('region', { name: 'Mayor' });
    expect(await within(section).findByText('Desde 1: $1.10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PRICE_LIST_TEXTS.newList })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: PRICE_LIST_TEXTS.edit })).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: PRICE_LIST_TEXTS.pricesOf('Harina PAN') }),
    ).toBeInTheDocument();
  });

  it('an accountant reads the lists and their prices, with no button to change them', async () => {
    setup({ role: 'ACCOUNTANT', lists: [MAYOR], prices: { [MAYOR.id]: [HARINA] } });
    const section = await screen.findByRole('region', { name: 'Mayor' });
    expect(await within(section).findByText('Desde 1: $1.10')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PRICE_LIST_TEXTS.newList })).toBeNull();
    expect(within(section).queryByRole('button', { name: PRICE_LIST_TEXTS.edit })).toBeNull();
    expect(
      within(section).queryByRole('button', { name: PRICE_LIST_TEXTS.pricesOf('Harina PAN') }),
    ).toBeNull();
  });

  it('an accountant in a shop without lists sees the empty state and no “Nueva lista”', async () => {
    setup({ role: 'ACCOUNTANT' });
    expect(await screen.findByText(PRICE_LIST_TEXTS.emptyTitle)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PRICE_LIST_TEXTS.newList })).toBeNull();
  });
});
