import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALL_ABOVE_MINIMUM } from '@/components/low-stock-badge';
import { resetAppStore, setSession } from '@/testing/app-store';
import { errorReply, listBody, mockApiRoutes, type TMockReply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { validToken } from '@/testing/tokens';
import { stockProduct } from '../testing';
import { InventoryHub } from './inventory-hub';
import { LOW_STOCK_LOAD_ERROR, LowStockPanel } from './low-stock-panel';

const LOW = [
  stockProduct(1, { name: 'Sardinas', quantity: 0, minStock: 5 }),
  stockProduct(2, { name: 'Aceite Vatel', quantity: 4, minStock: 6 }),
];

beforeEach(() => {
  resetAppStore();
  setSession(validToken());
});

function setup(reply: () => TMockReply, ui = <LowStockPanel />) {
  const calls = mockApiRoutes({ 'GET /products': reply });
  renderWithProviders(ui);
  return calls;
}

describe('Por agotarse', () => {
  it('asks for the five emptiest and shows each stock and minimum, with a link to the filtered list', async () => {
    const calls = setup(() => ({ body: listBody(LOW, { pageSize: 5, total: 7 }) }));
    const items = within(await screen.findByRole('list', { name: 'Productos por agotarse' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'SardinasStock: 0Mín. 5',
      'Aceite VatelStock: 4Mín. 6',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Sardinas' })).toHaveAttribute(
      'href',
      `/dashboard/products/${LOW[0]!.id}/movimientos`,
    );
    expect(screen.getByRole('link', { name: 'Ver los 7' })).toHaveAttribute(
      'href',
      '/dashboard/products?filtro=por-agotarse',
    );
    expect(calls[0]?.params.get('lowStock')).toBe('true');
    expect(calls[0]?.params.get('pageSize')).toBe('5');
  });

  it('says when everything is above its minimum', async () => {
    setup(() => ({ body: listBody([]) }));
    expect(await screen.findByText(ALL_ABOVE_MINIMUM)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers to retry when it fails to load', async () => {
    let fails = true;
    setup(() => (fails ? errorReply(500, 'INTERNAL_ERROR') : { body: listBody(LOW) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOW_STOCK_LOAD_ERROR);
    fails = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Ver en Productos' })).toBeInTheDocument();
  });
});

describe('Inventario', () => {
  it('leads to a delivery and to a count, and shows what runs low', async () => {
    setup(() => ({ body: listBody(LOW) }), <InventoryHub />);
    const actions = screen.getByRole('navigation', { name: 'Acciones de inventario' });
    expect(within(actions).getByRole('link', { name: /^Entrada de mercancía/ })).toHaveAttribute(
      'href',
      '/dashboard/inventario/entrada',
    );
    expect(within(actions).getByRole('link', { name: /^Conteo físico/ })).toHaveAttribute(
      'href',
      '/dashboard/inventario/conteo',
    );
    expect(await screen.findByRole('list', { name: 'Productos por agotarse' })).toBeInTheDocument();
  });
});
