import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TClient } from '@cuadre/shared/clients/schemas';
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
    expect(writes(calls)[0]?.body).toEqual({ id: ANA.id, name: ANA.name, email: ANA.email, creditLimit: null });
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
