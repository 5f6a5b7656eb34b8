import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { setScreen } from '@/testing/screen-size';
import { renderAdmin, sampleSale } from '../testing';
import { AdminSaleDetail } from './admin-sale-detail';

beforeEach(() => setScreen('large'));
afterEach(() => vi.unstubAllGlobals());

describe('AdminSaleDetail', () => {
  it('shows id, date, client, owner, total and the items with their subtotals', async () => {
    const sale = {
      ...sampleSale({ total: 11.55 }),
      items: [
        {
          id: 'i1',
          productId: 'p1',
          name: 'Aceite',
          quantity: 3,
          price: 3.35,
          product: { id: 'p1', name: 'Aceite' },
          subtotal: 10.05,
        },
        { id: 'i2', productId: null, name: 'Envío', quantity: 1, price: 1.5, product: null, subtotal: 1.5 },
      ],
    };
    mockApi((call) =>
      call.path === `/api/admin/sales/${sale.id}` ? jsonResponse(200, { data: sale }) : undefined,
    );
    renderAdmin(<AdminSaleDetail saleId={sale.id} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sale Details' })).toBeInTheDocument();
    expect(screen.getByText(sale.id)).toBeInTheDocument();
    expect(screen.getByText('Client').nextElementSibling).toHaveTextContent('Elena Compra');
    expect(screen.getByText('Owner').nextElementSibling).toHaveTextContent('Ana');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('$11.55');
    const items = screen.getByRole('table', { name: 'Items' });
    expect(
      within(items)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Product', 'Quantity', 'Price per Item', 'Subtotal']);
    const [, first, second] = within(items).getAllByRole('row');
    expect(first).toHaveTextContent(/Aceite\s*3\s*\$3\.35\s*\$10\.05/);
    expect(second).toHaveTextContent(/Envío.*1\s*\$1\.50\s*\$1\.50/);
    expect(screen.getByRole('link', { name: 'Ver recibo' })).toHaveAttribute(
      'href',
      `/admin/sales/${sale.id}/recibo`,
    );
  });

  it('says when the sale does not exist', async () => {
    mockApi(() => jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Venta no encontrada.' }));
    renderAdmin(<AdminSaleDetail saleId="0198a1b2-0000-7000-8000-000000000000" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sale not found.');
    expect(screen.getByRole('link', { name: /Back to Sales/ })).toHaveAttribute('href', '/admin/sales');
  });
});
