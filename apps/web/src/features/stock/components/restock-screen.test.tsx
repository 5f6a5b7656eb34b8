import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/common/messages';
import type { TRestock, TRestockRequest } from '@cuadre/shared/stock/schemas';
import { DASHBOARD_QUERY_KEY, PRODUCTS_QUERY_KEY } from '@/lib/query-keys';
import { resetAppStore, setSession } from '@/testing/app-store';
import { deferredReply, errorReply, listBody, mockApiRoutes, type TMockReply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { validToken } from '@/testing/tokens';
import { productMovementsQueryKey } from '../api/get-product-movements';
import { stockProduct } from '../testing';
import { RestockScreen } from './restock-screen';

const HARINA = stockProduct(1, { name: 'Harina PAN', sku: 'HAR-1', quantity: 10, cost: 6 });
const ACEITE = stockProduct(2, { name: 'Aceite Vatel', sku: 'ACE-1', quantity: 3, cost: 1 });

const RESTOCKED: TRestock = {
  id: '0190f5a2-3333-7000-8000-000000000001',
  supplier: 'Distribuidora Polar',
  reference: 'Factura 0042',
  createdAt: '2026-03-02T15:00:00.000Z',
  lines: [
    { productId: HARINA.id, name: 'Harina PAN', quantity: 10, unitCost: 9, stockAfter: 20, costAfter: 7.5 },
    { productId: ACEITE.id, name: 'Aceite Vatel', quantity: 7, unitCost: 1, stockAfter: 10, costAfter: 1 },
  ],
};

beforeEach(() => {
  resetAppStore();
  setSession(validToken());
});

function setup(restockReply: (body: unknown) => TMockReply | Promise<TMockReply>) {
  const calls = mockApiRoutes({
    'GET /products': (_body, url) => {
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      return { body: listBody([HARINA, ACEITE].filter((p) => p.name.toLowerCase().includes(search))) };
    },
    'POST /stock/restocks': restockReply,
  });
  const user = userEvent.setup();
  const { queryClient } = renderWithProviders(<RestockScreen />);
  return { calls, user, queryClient };
}

async function addProduct(user: ReturnType<typeof userEvent.setup>, search: string, name: string) {
  const box = screen.getByRole('searchbox', { name: 'Buscar producto' });
  await user.clear(box);
  await user.type(box, search);
  await user.click(await screen.findByRole('button', { name: `Agregar ${name}` }));
  return screen.getByRole('listitem', { name });
}

// Whole journeys typed key by key: slower than the default 5 s when the machine runs other suites.
describe('Entrada de mercancía', () => {
  it('adds lines with the current cost prefilled, totals them, and shows each new stock and average cost', async () => {
    const { calls, user } = setup(() => ({ status: 201, body: { data: RESTOCKED } }));
    expect(screen.getByText('Aún no has agregado productos.')).toBeInTheDocument();

    const harina = await addProduct(user, 'harina', 'Harina PAN');
    expect(harina).toHaveTextContent('Stock actual: 10');
    expect(within(harina).getByLabelText('Costo unitario')).toHaveValue('6');
    expect(within(harina).getByLabelText('Cantidad')).toHaveValue(null);
    await user.type(within(harina).getByLabelText('Cantidad'), '10');
    const cost = within(harina).getByLabelText('Costo unitario');
    await user.clear(cost);
    await user.type(cost, '9');
    expect(harina).toHaveTextContent('Subtotal: $90.00');
    // Once on the list, the search offers it no more.
    expect(screen.getByRole('button', { name: 'Agregado: Harina PAN' })).toBeDisabled();

    const aceite = await addProduct(user, 'aceite', 'Aceite Vatel');
    await user.type(within(aceite).getByLabelText('Cantidad'), '7');
    expect(screen.getByText(/^Costo total:/)).toHaveTextContent('Costo total: $97.00');

    await user.type(screen.getByLabelText('Proveedor (opcional)'), 'Distribuidora Polar');
    await user.type(screen.getByLabelText(/^Referencia/), 'Factura 0042');
    await user.click(screen.getByRole('button', { name: 'Registrar entrada' }));

    expect(await screen.findByRole('heading', { name: 'Entrada registrada' })).toBeInTheDocument();
    const posted = calls.filter((call) => call.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({
      lines: [
        { productId: HARINA.id, quantity: 10, unitCost: 9 },
        { productId: ACEITE.id, quantity: 7, unitCost: 1 },
      ],
      supplier: 'Distribuidora Polar',
      reference: 'Factura 0042',
    } satisfies TRestockRequest);
    const received = within(screen.getByRole('list', { name: 'Productos recibidos' }));
    expect(received.getByRole('listitem', { name: 'Harina PAN' })).toHaveTextContent(
      'Harina PAN+10Stock nuevo: 20Costo promedio: $7.50',
    );
    expect(received.getByRole('listitem', { name: 'Aceite Vatel' })).toHaveTextContent('Stock nuevo: 10');

    await user.click(screen.getByRole('button', { name: 'Registrar otra entrada' }));
    expect(screen.getByText('Aún no has agregado productos.')).toBeInTheDocument();
    expect(screen.getByLabelText('Proveedor (opcional)')).toHaveValue('');
  });

  it('says what is missing with the shared schema’s words and sends nothing', async () => {
    const { calls, user } = setup(() => ({ status: 201, body: { data: RESTOCKED } }));
    await user.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    expect(await screen.findByText(VALIDATION.stockLinesRequired)).toBeInTheDocument();

    const harina = await addProduct(user, 'harina', 'Harina PAN');
    await user.clear(within(harina).getByLabelText('Costo unitario'));
    await user.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    expect(await within(harina).findByText(VALIDATION.stockLineQuantity)).toBeInTheDocument();
    expect(within(harina).getByText(VALIDATION.stockLineCost)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('refreshes the products, their histories and the dashboard once it is registered', async () => {
    const { user, queryClient } = setup(() => ({ status: 201, body: { data: RESTOCKED } }));
    const cached = [
      productMovementsQueryKey(HARINA.id, 1),
      [...PRODUCTS_QUERY_KEY, 'detail', HARINA.id],
      [...DASHBOARD_QUERY_KEY, 'metrics'],
    ];
    for (const key of cached) queryClient.setQueryData(key, {});
    const harina = await addProduct(user, 'harina', 'Harina PAN');
    await user.type(within(harina).getByLabelText('Cantidad'), '10');
    await user.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    await screen.findByRole('heading', { name: 'Entrada registrada' });
    for (const key of cached) expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
  });

  it('removes a line', async () => {
    const { user } = setup(() => ({ status: 201, body: { data: RESTOCKED } }));
    await addProduct(user, 'harina', 'Harina PAN');
    await user.click(screen.getByRole('button', { name: 'Quitar Harina PAN' }));
    expect(screen.queryByRole('listitem', { name: 'Harina PAN' })).not.toBeInTheDocument();
    expect(screen.getByText('Aún no has agregado productos.')).toBeInTheDocument();
  });

  it('sends once however often the button is tapped, and says "Registrando..." meanwhile', async () => {
    const reply = deferredReply({ status: 201, body: { data: RESTOCKED } });
    const { calls, user } = setup(reply.handler);
    const harina = await addProduct(user, 'harina', 'Harina PAN');
    await user.type(within(harina).getByLabelText('Cantidad'), '10');
    const button = screen.getByRole('button', { name: 'Registrar entrada' });
    await user.click(button);
    await user.dblClick(button);
    const busy = await screen.findByRole('button', { name: 'Registrando...' });
    expect(busy).toBeDisabled();
    expect(within(harina).getByLabelText('Cantidad')).toBeDisabled();
    reply.release();
    await screen.findByRole('heading', { name: 'Entrada registrada' });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows the server’s refusal and keeps the lines', async () => {
    const { user } = setup(() => errorReply(404, 'NOT_FOUND', SERVER_MESSAGES.STOCK_PRODUCTS_NOT_FOUND));
    const harina = await addProduct(user, 'harina', 'Harina PAN');
    await user.type(within(harina).getByLabelText('Cantidad'), '2');
    await user.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Uno o más productos no existen o fueron eliminados.',
    );
    expect(screen.getByRole('listitem', { name: 'Harina PAN' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Registrar entrada' })).toBeEnabled());
  });

  it('says so when no product matches the search', async () => {
    const { user } = setup(() => ({ status: 201, body: { data: RESTOCKED } }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar producto' }), 'zzz');
    expect(
      await screen.findByText('No se encontraron productos que coincidan con tu búsqueda'),
    ).toBeInTheDocument();
  });
});
