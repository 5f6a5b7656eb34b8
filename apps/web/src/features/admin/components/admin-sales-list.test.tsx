import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, listBody, mockApi } from '@/testing/mock-api';
import { setScreen } from '@/testing/screen-size';
import { renderAdmin, sampleSale } from '../testing';
import { AdminSalesList } from './admin-sales-list';

beforeEach(() => setScreen('large'));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AdminSalesList', () => {
  it('shows Sale ID (8 characters), Date, Client, Owner and Total; a row opens the sale', async () => {
    const sale = sampleSale();
    mockApi((call) =>
      call.path === '/api/admin/sales' ? jsonResponse(200, listBody([sale], { total: 1 })) : undefined,
    );
    renderAdmin(<AdminSalesList />, { path: '/admin/sales' });
    const table = await screen.findByRole('table', { name: 'Sales' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Sale ID', 'Date', 'Client', 'Owner', 'Total']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('0198a1b2');
    expect(row).not.toHaveTextContent('0198a1b2-c3d4');
    expect(row).toHaveTextContent('Elena Compra');
    expect(row).toHaveTextContent('Ana');
    expect(row).toHaveTextContent('$1,234.50');
    await userEvent.click(within(row).getByText('Elena Compra'));
    expect(screen.getByTestId('where')).toHaveTextContent(`/admin/sales/${sale.id}`);
  });

  it('shows one card per sale on a phone; the card opens the sale', async () => {
    setScreen('phone');
    const sale = sampleSale();
    mockApi(() => jsonResponse(200, listBody([sale])));
    renderAdmin(<AdminSalesList />);
    const cards = await screen.findByRole('list', { name: 'Sales' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(cards).getByRole('listitem');
    expect(card).toHaveTextContent('Elena Compra');
    expect(card).toHaveTextContent('$1,234.50');
    await userEvent.click(within(card).getByRole('link', { name: 'Sale 0198a1b2' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/admin/sales/${sale.id}`);
    expect(screen.getByText('1 sale')).toBeInTheDocument();
  });

  it('searches after 500 ms from page 1, and pages on the server', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = mockApi((call) => {
      const page = Number(call.query.get('page'));
      return jsonResponse(
        200,
        listBody([sampleSale({ id: `0198a1b${page}-0000-7000-8000-000000000000` })], {
          page,
          pageSize: 10,
          total: 25,
        }),
      );
    });
    renderAdmin(<AdminSalesList />);
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Siguiente/ }));
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    expect(api.calls.at(-1)?.query.get('page')).toBe('2');

    await user.type(screen.getByLabelText('Search sales'), 'Elena');
    const before = api.calls.length;
    await vi.advanceTimersByTimeAsync(499);
    expect(api.calls.length).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    const last = api.calls.at(-1)!;
    expect(last.query.get('search')).toBe('Elena');
    expect(last.query.get('page')).toBe('1');
  });

  it('lists one seller without the Owner column, and says when nothing matches', async () => {
    const api = mockApi((call) =>
      call.path === '/api/admin/users/u9/sales' ? jsonResponse(200, listBody([])) : undefined,
    );
    renderAdmin(<AdminSalesList userId="u9" />);
    expect(await screen.findByText('No sales yet')).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/admin/users/u9/sales']);
  });

  it('marks a capped total with +', async () => {
    mockApi(() => jsonResponse(200, { ...listBody([sampleSale()], { total: 10_000 }), isTotalCapped: true }));
    renderAdmin(<AdminSalesList />);
    expect(await screen.findByText(/10,000\+ sales/)).toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    mockApi(() => jsonResponse(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' }));
    renderAdmin(<AdminSalesList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar las ventas');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
