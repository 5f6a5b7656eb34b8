import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TClient } from '@cuadre/shared/clients/schemas';
import type { TPriceList } from '@cuadre/shared/prices/schemas';
import { getPriceListsQueryOptions } from '@/lib/price-lists';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { validToken } from '@/testing/tokens';
import { ClientFormDialog, CREDIT_LIMIT_TEXTS } from './client-form-dialog';

// Decision record 030: the owner and the managers give a client their own credit limit; empty follows the shop's
// default, and a cashier's form neither shows nor sends it.

const ANA: TClient = {
  id: '0190f5a2-aaaa-7000-8000-000000000001',
  name: 'Ana Gómez',
  email: 'ana@correo.com',
  phone: null,
  taxId: null,
  hasDebt: true,
  creditLimit: 100,
  priceListId: null,
  createdAt: '2025-07-01T12:00:00.000Z',
};

beforeEach(() => {
  resetAppStore();
  setSession(validToken());
});

/** What the form wrote: it also reads the shop's price lists (decision record 031). */
const writes = <T extends { method: string }>(calls: T[]) => calls.filter((call) => call.method !== 'GET');

function renderForm(client: TClient | null = null) {
  const calls = mockApiRoutes({
    'POST /clients': (body) => ({ status: 201, body: { data: { ...ANA, ...(body as object), id: 'new' } } }),
    [`PUT /clients/${ANA.id}`]: (body) => ({ body: { data: { ...ANA, ...(body as object) } } }),
  });
  const user = userEvent.setup();
  renderWithProviders(<ClientFormDialog open client={client} onClose={() => {}} />);
  return { calls, user, dialog: screen.getByRole('dialog') };
}

describe('the client’s credit limit', () => {
  it('the owner gives a new client a limit in dollars', async () => {
    const { calls, user, dialog } = renderForm();
    const field = within(dialog).getByLabelText(CREDIT_LIMIT_TEXTS.label);
    expect(within(dialog).getByText(CREDIT_LIMIT_TEXTS.hint)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nombre'), 'Carla');
    await user.type(within(dialog).getByLabelText('RIF o cédula (opcional)'), 'V-12345678');
    await user.type(field, '150,50');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir Cliente' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({ name: 'Carla', taxId: 'V-12345678', creditLimit: 150.5 });
  });

  it('an erased limit is cleared, so the client follows the shop’s default again', async () => {
    const { calls, user, dialog } = renderForm(ANA);
    const field = within(dialog).getByLabelText(CREDIT_LIMIT_TEXTS.label);
    expect(field).toHaveValue('100');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({
      id: ANA.id,
      name: ANA.name,
      email: ANA.email,
      creditLimit: null,
    });
  });

  it('refuses an unreadable limit before sending', async () => {
    const { calls, user, dialog } = renderForm();
    await user.type(within(dialog).getByLabelText('Nombre'), 'Carla');
    const field = within(dialog).getByLabelText(CREDIT_LIMIT_TEXTS.label);
    await user.type(field, '1.234');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir Cliente' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(writes(calls)).toHaveLength(0);
  });

  it('a cashier’s form has no limit, and sends none', async () => {
    useAppStore.setState({ shopRole: 'CASHIER' });
    const { calls, user, dialog } = renderForm(ANA);
    expect(within(dialog).queryByLabelText(CREDIT_LIMIT_TEXTS.label)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({ id: ANA.id, name: ANA.name, email: ANA.email });
  });
});

// Decision record 031: a client may buy at one of the shop's price lists; Detal (none) is the product's
// own price.
describe('the client’s price list', () => {
  const MAYOR: TPriceList = {
    id: '0190f5a2-bbbb-7000-8000-000000000001',
    name: 'Mayor',
    percentOff: 10,
    productCount: 3,
    clientCount: 1,
    createdAt: '2026-11-29T12:00:00.000Z',
  };
  const LIST_LABEL = 'Lista de precios';

  function renderWithLists(lists: TPriceList[], client: TClient | null = null) {
    const calls = mockApiRoutes({
      'GET /price-lists': () => ({ body: { data: lists } }),
      'POST /clients': (body) => ({
        status: 201,
        body: { data: { ...ANA, ...(body as object), id: 'new' } },
      }),
      [`PUT /clients/${ANA.id}`]: (body) => ({ body: { data: { ...ANA, ...(body as object) } } }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<ClientFormDialog open client={client} onClose={() => {}} />);
    return { calls, user, queryClient, dialog: screen.getByRole('dialog') };
  }

  it('offers Detal and the shop’s lists, and a new client chosen at Mayor is sent with its id', async () => {
    const { calls, user, dialog } = renderWithLists([MAYOR]);
    const field = await within(dialog).findByLabelText(LIST_LABEL);
    expect(field).toHaveDisplayValue('Detal');
    expect(
      within(field)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Detal', 'Mayor']);

    await user.type(within(dialog).getByLabelText('Nombre'), 'Carla');
    await user.selectOptions(field, 'Mayor');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir Cliente' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'POST', path: '/clients' });
    expect(writes(calls)[0]?.body).toEqual({ name: 'Carla', priceListId: MAYOR.id });
  });

  it('a client at Mayor moved back to Detal is sent with priceListId null', async () => {
    const atMayor: TClient = { ...ANA, creditLimit: null, priceListId: MAYOR.id };
    const { calls, user, dialog } = renderWithLists([MAYOR], atMayor);
    const field = await within(dialog).findByLabelText(LIST_LABEL);
    expect(field).toHaveDisplayValue('Mayor');
    await user.selectOptions(field, 'Detal');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'PUT', path: `/clients/${ANA.id}` });
    expect(writes(calls)[0]?.body).toEqual({
      id: ANA.id,
      name: ANA.name,
      email: ANA.email,
      priceListId: null,
    });
  });

  it('a client whose list is left as it was is sent without priceListId (absent keeps it)', async () => {
    const atMayor: TClient = { ...ANA, creditLimit: null, priceListId: MAYOR.id };
    const { calls, user, dialog } = renderWithLists([MAYOR], atMayor);
    expect(await within(dialog).findByLabelText(LIST_LABEL)).toHaveDisplayValue('Mayor');
    await user.type(within(dialog).getByLabelText('Teléfono (opcional)'), '0414-1234567');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({
      id: ANA.id,
      name: ANA.name,
      email: ANA.email,
      phone: '0414-1234567',
    });
  });

  it('a shop without lists shows no such field, and a new client is sent without priceListId', async () => {
    const { calls, user, queryClient, dialog } = renderWithLists([]);
    // The lists have been answered (none), so the field's absence is the answer's, not a pending request's.
    await waitFor(() => expect(queryClient.getQueryData(getPriceListsQueryOptions().queryKey)).toEqual([]));
    expect(within(dialog).queryByLabelText(LIST_LABEL)).toBeNull();
    expect(within(dialog).queryByRole('combobox')).toBeNull();

    await user.type(within(dialog).getByLabelText('Nombre'), 'Carla');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir Cliente' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({ name: 'Carla' });
  });
});
