import type { ReactElement } from 'react';

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TClient } from '@cuadre/shared/clients/schemas';

import { createQueryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { jsonResponse, listBody, mockApi, type TMockHandler } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { setScreen } from '@/testing/screen-size';
import { validToken } from '@/testing/tokens';
import { ClientSelect } from './client-select';
import { CLIENTS_EMPTY, CLIENTS_NO_MATCH, ClientsList } from './clients-list';

const ANA: TClient = {
  id: '0190f5a2-aaaa-7000-8000-000000000001',
  name: 'Ana Gómez',
  email: 'ana@correo.com',
  phone: '0414-1234567',
  taxId: null,
  hasDebt: true,
  creditLimit: null,
  priceListId: null,
  createdAt: '2025-07-01T12:00:00.000Z',
};
const LUIS: TClient = {
  id: '0190f5a2-bbbb-7000-8000-000000000002',
  name: 'Luis Pérez',
  email: null,
  phone: null,
  taxId: null,
  hasDebt: false,
  creditLimit: null,
  priceListId: null,
  createdAt: '2025-07-01T12:00:00.000Z',
};

let api: ReturnType<typeof mockApi>;

function serveClients(all: TClient[]): TMockHandler {
  return (call) => {
    if (call.method !== 'GET' || call.path !== '/api/clients') return undefined;
    const debt = call.query.get('debtStatus');
    const search = call.query.get('search')?.toLowerCase() ?? '';
    const found = all
      .filter((client) => (debt ? client.hasDebt === (debt === 'with_debt') : true))
      .filter((client) => client.name.toLowerCase().includes(search));
    return jsonResponse(200, listBody(found));
  };
}

function renderWithApp(ui: ReactElement) {
  const user = userEvent.setup();
  renderWithProviders(ui, { queryClient: createQueryClient() });
  return user;
}

beforeEach(() => {
  resetAppStore();
  setSession(validToken());
  api = mockApi(serveClients([ANA, LUIS]));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Gestión de Clientes', () => {
  it('shows the spec columns and the debt state on a large screen', async () => {
    setScreen('large');
    renderWithApp(<ClientsList />);
    const table = await screen.findByRole('table', { name: 'Clientes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nombre', 'Email', 'Teléfono', 'ID', 'Estado', 'Acciones']);
    expect(within(table).getByRole('row', { name: /Ana Gómez .* 0190f5a2 Con Deuda/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Luis Pérez .* Sin Deuda/ })).toBeInTheDocument();
  });

  it('offers a debtor’s statement and reminder: icons in a table row, labelled buttons on a phone', async () => {
    const names = [
      'Estado de cuenta de Ana Gómez (PDF)',
      'Enviar estado por WhatsApp a Ana Gómez',
      'Recordar deuda a Ana Gómez',
    ];
    setScreen('large');
    const { unmount } = renderWithProviders(<ClientsList />, { queryClient: createQueryClient() });
    const anaRow = await screen.findByRole('row', { name: /Ana Gómez/ });
    for (const name of names) expect(within(anaRow).getByRole('button', { name })).toHaveAttribute('title');
    const luisRow = screen.getByRole('row', { name: /Luis Pérez/ });
    expect(within(luisRow).queryByRole('button', { name: /Recordar deuda/ })).not.toBeInTheDocument();
    unmount();

    setScreen('phone');
    renderWithApp(<ClientsList />);
    await screen.findByText('Ana Gómez');
    for (const name of names) {
      expect(screen.getByRole('button', { name })).toHaveTextContent(name.split(/ (de|a) Ana/)[0] ?? '');
    }
    expect(screen.queryByRole('button', { name: /Recordar deuda a Luis/ })).toBeNull();
  });

  it('filters by debt and goes back to page 1', async () => {
    const user = renderWithApp(<ClientsList />);
    await screen.findByText('Luis Pérez');
    // "All" sends no debtStatus at all (spec §7).
    expect(api.calls[0]?.query.has('debtStatus')).toBe(false);
    const filter = screen.getByRole('combobox', { name: 'Estado de deuda' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos', 'Con Deuda', 'Sin Deuda']);
    await user.selectOptions(filter, 'Con Deuda');
    await waitFor(() => expect(screen.queryByText('Luis Pérez')).not.toBeInTheDocument());
    expect(api.calls.at(-1)?.query.get('debtStatus')).toBe('with_debt');
    expect(api.calls.at(-1)?.query.get('page')).toBe('1');
    await user.selectOptions(filter, 'Todos');
    expect(await screen.findByText('Luis Pérez')).toBeInTheDocument();
  });

  it('has one empty state for no clients and another for no match', async () => {
    api.setHandler(serveClients([]));
    const user = renderWithApp(<ClientsList />);
    expect(await screen.findByText(CLIENTS_EMPTY)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado de deuda' }), 'Sin Deuda');
    expect(await screen.findByText(CLIENTS_NO_MATCH)).toBeInTheDocument();
  });

  it('adds a client with only a name and rejects a malformed e-mail', async () => {
    const user = renderWithApp(<ClientsList />);
    await screen.findByText('Ana Gómez');
    await user.click(screen.getByRole('button', { name: 'Añadir Cliente' }));
    const dialog = screen.getByRole('dialog', { name: 'Añadir Cliente' });
    await user.click(within(dialog).getByRole('button', { name: 'Añadir Cliente' }));
    expect(await within(dialog).findByText('El nombre es obligatorio')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nombre'), 'Carla');
    await user.type(within(dialog).getByLabelText('Email (opcional)'), 'carla@');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir Cliente' }));
    expect(await within(dialog).findByText('Dirección de email inválida')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/clients')).toHaveLength(0);

    const handler = serveClients([ANA, LUIS]);
    api.setHandler((call) =>
      call.method === 'POST'
        ? jsonResponse(201, { data: { ...LUIS, id: 'new', name: 'Carla' } })
        : handler(call),
    );
    await user.clear(within(dialog).getByLabelText('Email (opcional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Añadir Cliente' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/clients')[0]?.body).toEqual({ name: 'Carla' });
  });

  it('edits a client: the e-mail is required there', async () => {
    const user = renderWithApp(<ClientsList />);
    await user.click(await screen.findByRole('button', { name: 'Editar Luis Pérez' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Cliente' });
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Luis Pérez');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    expect(await within(dialog).findByText('El email es obligatorio')).toBeInTheDocument();

    const handler = serveClients([ANA, LUIS]);
    api.setHandler((call) => (call.method === 'PUT' ? jsonResponse(200, { data: LUIS }) : handler(call)));
    await user.type(within(dialog).getByLabelText('Email'), 'luis@correo.com');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(api.callsTo('PUT', `/api/clients/${LUIS.id}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/clients/${LUIS.id}`)[0]?.body).toEqual({
      id: LUIS.id,
      name: 'Luis Pérez',
      email: 'luis@correo.com',
    });
  });

  it('deletes after confirmation, with the spec toast, and forgets the client in the cart', async () => {
    useAppStore.setState({ selectedClient: { id: ANA.id, name: ANA.name } });
    const user = renderWithApp(<ClientsList />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar Ana Gómez' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar cliente' });
    expect(dialog).toHaveAccessibleDescription(
      '¿Estás seguro de que quieres eliminar este cliente? Esta acción no se puede deshacer.',
    );
    const handler = serveClients([LUIS]);
    api.setHandler((call) =>
      call.method === 'PUT' ? jsonResponse(200, { data: { message: 'ok' } }) : handler(call),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Cliente eliminado correctamente.')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/clients/delete/${ANA.id}`)).toHaveLength(1);
    expect(useAppStore.getState().selectedClient).toBeNull();
  });
});

describe('a client’s own credit limit (decision record 030)', () => {
  it('shows it beside the client, in a table row and on a phone card; none for a client following the shop’s', async () => {
    api.setHandler(serveClients([{ ...ANA, creditLimit: 250 }, LUIS]));
    setScreen('large');
    const { unmount } = renderWithProviders(<ClientsList />, { queryClient: createQueryClient() });
    expect(await screen.findByRole('row', { name: /Ana Gómez\s*Límite: \$250\.00/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Luis Pérez/ })).not.toHaveTextContent('Límite');
    unmount();

    setScreen('phone');
    renderWithApp(<ClientsList />);
    expect(await screen.findByText('Límite: $250.00')).toBeInTheDocument();
    expect(screen.getAllByText(/^Límite:/)).toHaveLength(1);
  });
});

describe("the cart's client field", () => {
  it('selects a client into the store and keeps it', async () => {
    const user = renderWithApp(<ClientSelect />);
    const select = screen.getByRole('combobox', { name: 'Cliente' });
    await screen.findByRole('option', { name: 'Ana Gómez (ana@correo.com)' });
    await user.selectOptions(select, 'Luis Pérez');
    expect(useAppStore.getState().selectedClient).toEqual({ id: LUIS.id, name: 'Luis Pérez' });
    await user.selectOptions(select, 'Sin cliente');
    expect(useAppStore.getState().selectedClient).toBeNull();
  });
});
