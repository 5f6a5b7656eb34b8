import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { resetAppStore, setSession } from '@/testing/app-store';
import { errorReply, listBody, mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { stockMovement, stockProduct } from '../testing';
import { MOVEMENTS_LOAD_ERROR, ProductMovementsScreen } from './product-movements-screen';

const HARINA = stockProduct(1, { name: 'Harina PAN', sku: 'HAR-1', quantity: 4, minStock: 5 });
const SALE_ID = '0190f5a2-2222-7000-8000-000000000009';

const MOVEMENTS = [
  stockMovement({
    id: 'm4',
    kind: 'ADJUSTMENT',
    quantity: -2,
    stockAfter: 4,
    unitCost: null,
    reason: 'DAMAGED',
    note: 'Se mojaron dos paquetes',
    createdAt: '2026-03-03T22:30:00.000Z',
  }),
  stockMovement({
    id: 'm3',
    kind: 'SALE',
    quantity: -3,
    stockAfter: 6,
    unitCost: 1.1,
    documentId: SALE_ID,
    createdAt: '2026-03-03T13:15:00.000Z',
  }),
  stockMovement({ id: 'm2', kind: 'RESTOCK', quantity: 5, stockAfter: 9, unitCost: 1.25 }),
];

beforeEach(() => {
  resetAppStore();
  // Caracas: UTC−4.
  setSession(validToken(), sessionUser({ timeZone: 'America/Caracas' }));
});

function setup(routes: Parameters<typeof mockApiRoutes>[0]) {
  const calls = mockApiRoutes(routes);
  const user = userEvent.setup();
  renderWithProviders(<ProductMovementsScreen productId={HARINA.id} />);
  return { calls, user };
}

describe('Historial de inventario', () => {
  it('heads with the product and lists each movement, newest first, in the seller’s zone', async () => {
    setup({
      [`GET /products/${HARINA.id}`]: () => ({ body: { data: HARINA } }),
      [`GET /products/${HARINA.id}/movements`]: () => ({ body: listBody(MOVEMENTS) }),
    });
    const head = await screen.findByRole('region', { name: 'Producto' });
    expect(head).toHaveTextContent('Harina PAN');
    expect(head).toHaveTextContent('SKU HAR-1');
    expect(head).toHaveTextContent('Stock actual: 4 · Mínimo: 5');
    expect(within(head).getByText('Por agotarse')).toBeInTheDocument();

    const items = within(await screen.findByRole('list', { name: 'Movimientos' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [adjustment, sale, restock] = items;
    expect(adjustment).toHaveAccessibleName('Ajuste, 03/03/2026, 06:30 p. m.');
    expect(adjustment).toHaveTextContent('−2');
    expect(adjustment).toHaveTextContent('Stock después: 4');
    expect(adjustment).not.toHaveTextContent('Costo unitario');
    expect(adjustment).toHaveTextContent('Motivo: Dañado');
    expect(adjustment).toHaveTextContent('Nota: Se mojaron dos paquetes');
    expect(within(adjustment!).getByText('−2')).toHaveClass('text-red-700');

    expect(sale).toHaveTextContent('Venta');
    expect(sale).toHaveTextContent('03/03/2026, 09:15 a. m.');
    expect(sale).toHaveTextContent('Costo unitario: $1.10');
    expect(within(sale!).getByRole('link', { name: 'Ver recibo de la venta' })).toHaveAttribute(
      'href',
      `/dashboard/sales/${SALE_ID}/recibo`,
    );

    expect(restock).toHaveTextContent('Entrada de mercancía');
    expect(within(restock!).getByText('+5')).toHaveClass('text-green-700');
    expect(restock).toHaveTextContent('Stock después: 9 · Costo unitario: $1.25');
    expect(within(restock!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('pages through the movements', async () => {
    const { calls, user } = setup({
      [`GET /products/${HARINA.id}`]: () => ({ body: { data: HARINA } }),
      [`GET /products/${HARINA.id}/movements`]: (_body, url) => {
        const page = Number(url.searchParams.get('page'));
        return { body: listBody(page === 1 ? MOVEMENTS : [stockMovement()], { page, total: 13 }) };
      },
    });
    await screen.findByText('Página 1 de 2');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Inventario inicial')).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    const asked = calls.filter((call) => call.path.endsWith('/movements')).at(-1)!;
    expect(asked.params.get('page')).toBe('2');
    expect(asked.params.get('pageSize')).toBe('10');
  });

  it('says when the product has no movements yet', async () => {
    setup({
      [`GET /products/${HARINA.id}`]: () => ({ body: { data: HARINA } }),
      [`GET /products/${HARINA.id}/movements`]: () => ({ body: listBody([]) }),
    });
    expect(await screen.findByText('Este producto aún no tiene movimientos.')).toBeInTheDocument();
  });

  it('says "Producto no encontrado." for a product that is gone', async () => {
    const notFound = () => errorReply(404, 'NOT_FOUND', SERVER_MESSAGES.PRODUCT_NOT_FOUND);
    setup({
      [`GET /products/${HARINA.id}`]: notFound,
      [`GET /products/${HARINA.id}/movements`]: notFound,
    });
    expect(await screen.findByText('Producto no encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver productos' })).toHaveAttribute(
      'href',
      '/dashboard/products',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers to retry when the movements fail to load', async () => {
    let fails = true;
    const { user } = setup({
      [`GET /products/${HARINA.id}`]: () => ({ body: { data: HARINA } }),
      [`GET /products/${HARINA.id}/movements`]: () =>
        fails ? errorReply(500, 'INTERNAL_ERROR') : { body: listBody(MOVEMENTS) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MOVEMENTS_LOAD_ERROR);
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
  });
});
