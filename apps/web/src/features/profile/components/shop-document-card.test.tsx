import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import {
  PersistQueryClientProvider,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizeRif } from '@cuadre/shared/common/tax-id';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { resetAppStore, setSession } from '@/testing/app-store';
import { deferredReply, errorReply, mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { OWN_USER_QUERY_KEY } from '@/hooks/use-own-user';
import { SHOP_DOCUMENT_TEXTS, ShopDocumentCard } from './shop-document-card';

type TShop = {
  businessName?: string | null;
  phone?: string | null;
  taxId: string | null;
  address: string | null;
  receiptFooter: string | null;
};

beforeEach(() => {
  resetAppStore();
  setSession(validToken('USER'), sessionUser());
});

afterEach(() => {
  vi.useRealTimers();
});

/** The card against a server that stores what it is sent, as PUT /users/settings does (a RIF in its form). */
function setup(initial: TShop, options: { currency?: string | null } = {}) {
  let stored = initial;
  const calls = mockApiRoutes({
    'GET /users/me': () => ({
      body: {
        data: { ...sessionUser(), currency: options.currency ?? 'VES', pendingEmail: null, ...stored },
      },
    }),
    'PUT /users/settings': (body) => {
      const sent = body as Record<string, string>;
      const taxId = sent.taxId ? (normalizeRif(sent.taxId) ?? sent.taxId) : null;
      stored = {
        businessName: sent.businessName?.trim() || null,
        phone: sent.phone?.trim() || null,
        taxId,
        address: sent.address || null,
        receiptFooter: sent.receiptFooter || null,
      };
      return { body: { data: { igtfEnabled: false, igtfRate: 3, ...stored } } };
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<ShopDocumentCard />);
  const card = screen.getByRole('region', { name: SHOP_DOCUMENT_TEXTS.title });
  return { user, calls, card };
}

const puts = (calls: ReturnType<typeof mockApiRoutes>) => calls.filter((call) => call.method === 'PUT');

describe('ShopDocumentCard', () => {
  it('starts from what is saved, sends the RIF, address and footer, and shows the RIF as written back', async () => {
    const { user, calls, card } = setup({ taxId: null, address: 'Av. Bolívar', receiptFooter: null });
    const rif = await within(card).findByLabelText('RIF');
    expect(within(card).getByLabelText('Dirección')).toHaveValue('Av. Bolívar');
    await user.type(rif, 'j123456789');
    await user.type(within(card).getByLabelText('Mensaje al pie del recibo'), '¡Gracias por su compra!');
    await user.click(within(card).getByRole('button', { name: 'Guardar datos' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent('Datos guardados.');
    expect(puts(calls)[0]?.body).toEqual({
      businessName: '',
      phone: '',
      taxId: 'j123456789',
      address: 'Av. Bolívar',
      receiptFooter: '¡Gracias por su compra!',
    });
    expect(rif).toHaveValue('J-12345678-9');
  });

  it('shows the business name and phone given at registration, and saves them changed', async () => {
    const { user, calls, card } = setup({
      businessName: 'Abasto Viejo',
      phone: '0212-5550000',
      taxId: null,
      address: null,
      receiptFooter: null,
    });
    const name = await within(card).findByLabelText('Nombre del negocio');
    const phone = within(card).getByLabelText('Teléfono');
    expect(name).toHaveValue('Abasto Viejo');
    expect(phone).toHaveValue('0212-5550000');
    expect(phone).toHaveAttribute('type', 'tel');
    await user.clear(name);
    await user.type(name, '  Bodega La Nueva Esquina ');
    await user.clear(phone);
    await user.type(phone, '0414-7654321');
    await user.click(within(card).getByRole('button', { name: 'Guardar datos' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent('Datos guardados.');
    expect(puts(calls)[0]?.body).toMatchObject({
      businessName: '  Bodega La Nueva Esquina ',
      phone: '0414-7654321',
    });
    // What the server kept, trimmed.
    expect(name).toHaveValue('Bodega La Nueva Esquina');
  });

  it('says in Spanish that a business name is too long, before sending anything', async () => {
    const { user, calls, card } = setup({ taxId: null, address: null, receiptFooter: null });
    const name = await within(card).findByLabelText('Nombre del negocio');
    await user.click(name);
    await user.paste('B'.repeat(151));
    await user.click(within(card).getByRole('button', { name: 'Guardar datos' }));
    expect(await within(card).findByText('No puede tener más de 150 caracteres')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(puts(calls)).toHaveLength(0);
  });

  it('says in Spanish what is wrong with a RIF before sending anything', async () => {
    const { user, calls, card } = setup({ taxId: null, address: null, receiptFooter: null });
    await user.type(await within(card).findByLabelText('RIF'), '12345');
    await user.click(within(card).getByRole('button', { name: 'Guardar datos' }));
    expect(await within(card).findByText(VALIDATION.rifFormat)).toBeInTheDocument();
    expect(within(card).getByLabelText('RIF')).toHaveAttribute('aria-invalid', 'true');
    expect(puts(calls)).toHaveLength(0);
  });

  it('asks for a tax id, not a RIF, outside Venezuela, and takes it as typed', async () => {
    const { user, calls, card } = setup(
      { taxId: null, address: null, receiptFooter: null },
      { currency: 'COP' },
    );
    await user.type(await within(card).findByLabelText('Identificación fiscal'), '900.123.456-7');
    await user.click(within(card).getByRole('button', { name: 'Guardar datos' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toMatchObject({ taxId: '900.123.456-7' });
  });

  it("shows the server's message when it refuses, and keeps what was typed", async () => {
    mockApiRoutes({
      'GET /users/me': () => ({ body: { data: { ...sessionUser(), currency: 'VES', pendingEmail: null } } }),
      'PUT /users/settings': () => errorReply(500, 'INTERNAL_ERROR'),
    });
    const user = userEvent.setup();
    renderWithProviders(<ShopDocumentCard />);
    const address = await screen.findByLabelText('Dirección');
    await user.type(address, 'Calle 5');
    await user.click(screen.getByRole('button', { name: 'Guardar datos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SHOP_DOCUMENT_TEXTS.saveError);
    expect(address).toHaveValue('Calle 5');
  });

  it('shows what the server answers when the phone kept an older copy (a reload right after a save)', async () => {
    mockApiRoutes({
      'GET /users/me': () => ({
        body: {
          data: {
            ...sessionUser(),
            currency: 'VES',
            pendingEmail: null,
            businessName: 'Bodega Nueva',
            phone: null,
            taxId: null,
            address: null,
            receiptFooter: null,
          },
        },
      }),
    });
    // The kept copy (restored from the phone, already stale) is shown first, then asked for again. The clock
    // stands still, as it seems to on a fast machine: the copy is written in the millisecond the card opens.
    vi.useFakeTimers({ toFake: ['Date'] });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
    queryClient.setQueryData(OWN_USER_QUERY_KEY, {
      ...sessionUser(),
      currency: 'VES',
      pendingEmail: null,
      businessName: 'Abasto Viejo',
      phone: null,
      taxId: null,
      address: null,
      receiptFooter: null,
    });
    renderWithProviders(<ShopDocumentCard />, { queryClient });
    const card = screen.getByRole('region', { name: SHOP_DOCUMENT_TEXTS.title });
    await waitFor(() =>
      expect(within(card).getByLabelText('Nombre del negocio')).toHaveValue('Bodega Nueva'),
    );
  });

  it('waits for the server when the kept copy is restored after the card opened (a slow phone after a reload)', async () => {
    const account = (businessName: string) => ({
      ...sessionUser(),
      currency: 'VES',
      pendingEmail: null,
      businessName,
      phone: null,
      taxId: null,
      address: null,
      receiptFooter: null,
    });
    // The copy the phone kept from before the save, restored as the app restores it: after the card opened.
    const before = new QueryClient();
    before.setQueryData(OWN_USER_QUERY_KEY, account('Abasto Viejo'));
    let restore: (kept: PersistedClient) => void = () => {};
    const persister: Persister = {
      persistClient: async () => {},
      restoreClient: () => new Promise((resolve) => (restore = resolve)),
      removeClient: async () => {},
    };
    const answer = deferredReply({ body: { data: account('Bodega Nueva') } });
    mockApiRoutes({ 'GET /users/me': answer.handler });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    renderWithProviders(
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={{ persister }}
        onSuccess={() => void queryClient.invalidateQueries()}
      >
        <ShopDocumentCard />
      </PersistQueryClientProvider>,
      { queryClient },
    );
    const card = screen.getByRole('region', { name: SHOP_DOCUMENT_TEXTS.title });
    await act(async () => restore({ timestamp: Date.now(), buster: '', clientState: dehydrate(before) }));
    // The kept copy is no answer: no form to edit (and save back) until the server's arrives.
    expect(within(card).getByText(SHOP_DOCUMENT_TEXTS.loading)).toBeInTheDocument();
    expect(within(card).queryByLabelText('Nombre del negocio')).toBeNull();
    answer.release();
    await waitFor(() =>
      expect(within(card).getByLabelText('Nombre del negocio')).toHaveValue('Bodega Nueva'),
    );
  });
});
