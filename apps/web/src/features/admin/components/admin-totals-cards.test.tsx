import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderAdmin } from '../testing';
import { AdminTotalsCards } from './admin-totals-cards';

afterEach(() => vi.unstubAllGlobals());

const totals = {
  pendingUsers: 3,
  totalUsers: 1250,
  totalClients: 40,
  totalSales: 7,
  totalRevenue: 1234567.5,
};

describe('AdminTotalsCards', () => {
  it('shows the five totals, revenue with $ and 2 decimals', async () => {
    mockApi((call) =>
      call.path === '/api/admin/dashboard' ? jsonResponse(200, { data: totals }) : undefined,
    );
    renderAdmin(<AdminTotalsCards />);
    const cards = await screen.findByRole('list', { name: 'Totals' });
    expect(within(cards).getByText('Pending Requests').parentElement).toHaveTextContent('3');
    expect(within(cards).getByText('Total Users').parentElement).toHaveTextContent('1,250');
    expect(within(cards).getByText('Total Clients').parentElement).toHaveTextContent('40');
    expect(within(cards).getByText('Total Sales').parentElement).toHaveTextContent('7');
    expect(within(cards).getByText('Total Revenue').parentElement).toHaveTextContent('$1,234,567.50');
  });

  it('shows a revenue past what cents in a number hold (sales written before the maximum) to the cent', async () => {
    mockApi((call) =>
      call.path === '/api/admin/dashboard'
        ? jsonResponse(200, { data: { ...totals, totalRevenue: 103_119_999_999_998.97 } })
        : undefined,
    );
    renderAdmin(<AdminTotalsCards />);
    const cards = await screen.findByRole('list', { name: 'Totals' });
    expect(within(cards).getByText('Total Revenue').parentElement).toHaveTextContent(
      '$103,119,999,999,998.97',
    );
  });

  it('links Pending Requests to the pending users', async () => {
    mockApi(() => jsonResponse(200, { data: totals }));
    renderAdmin(<AdminTotalsCards />);
    await userEvent.click(await screen.findByRole('link', { name: /Pending Requests/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/users?status=PENDING');
  });

  it('says when the totals cannot be loaded, and retries', async () => {
    const api = mockApi(() =>
      jsonResponse(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Error del servidor.' }),
    );
    renderAdmin(<AdminTotalsCards />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the totals.');
    api.setHandler(() => jsonResponse(200, { data: totals }));
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('$1,234,567.50')).toBeInTheDocument();
  });
});
