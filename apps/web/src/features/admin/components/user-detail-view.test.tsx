import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, listBody, mockApi } from '@/testing/mock-api';
import { setScreen } from '@/testing/screen-size';
import { renderAdmin, sampleSale, sampleUser } from '../testing';
import { UserDetailView } from './user-detail-view';

beforeEach(() => setScreen('large'));
afterEach(() => vi.unstubAllGlobals());

const user = sampleUser();
const product = {
  id: 'p1',
  name: 'Harina PAN',
  sku: 'HAR-1',
  price: 1.75,
  cost: 1,
  quantity: 5,
  image_url: null,
  description: null,
  createdAt: user.createdAt,
  owner: { id: user.id, name: 'Ana' },
};
const client = {
  id: 'c1',
  name: 'Carla',
  email: 'carla@correo.com',
  phone: null,
  taxId: null,
  hasDebt: false,
  createdAt: user.createdAt,
  owner: { id: user.id, name: 'Ana' },
};

function mockLists() {
  return mockApi((call) => {
    const base = `/api/admin/users/${user.id}`;
    if (call.path === `${base}/products`) return jsonResponse(200, listBody([product], { total: 12 }));
    if (call.path === `${base}/clients`) return jsonResponse(200, listBody([client], { total: 3 }));
    if (call.path === `${base}/sales`) {
      return jsonResponse(200, { ...listBody([sampleSale()], { total: 10_000 }), isTotalCapped: true });
    }
    return undefined;
  });
}

describe('UserDetailView', () => {
  it('shows name, email, role and the four stat cards', async () => {
    mockLists();
    renderAdmin(<UserDetailView user={user} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ana Rojas' })).toBeInTheDocument();
    expect(screen.getByText('Role').nextElementSibling).toHaveTextContent('User');
    const stats = screen.getByRole('list', { name: 'Stats' });
    expect(within(stats).getByText('Products Added').parentElement).toHaveTextContent('12');
    expect(within(stats).getByText('Clients Registered').parentElement).toHaveTextContent('3');
    expect(within(stats).getByText('Sales Made').parentElement).toHaveTextContent('5');
    expect(within(stats).getByText('Pending Amount').parentElement).toHaveTextContent('$40.50');
    await screen.findByRole('table', { name: 'Products' });
  });

  it('has products, clients and sales tabs, each with its count, reachable by keyboard', async () => {
    mockLists();
    renderAdmin(<UserDetailView user={user} />);
    const tabs = screen.getByRole('tablist', { name: 'Activity' });
    expect(await within(tabs).findByRole('tab', { name: 'Products 12' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await within(tabs).findByRole('tab', { name: 'Clients 3' })).toBeInTheDocument();
    expect(await within(tabs).findByRole('tab', { name: 'Sales 10,000+' })).toBeInTheDocument();

    const productsTable = await screen.findByRole('table', { name: 'Products' });
    expect(within(productsTable).queryByText('Owner')).not.toBeInTheDocument();
    expect(productsTable).toHaveTextContent('Harina PAN');

    await userEvent.click(within(tabs).getByRole('tab', { name: /Clients/ }));
    expect(await screen.findByRole('table', { name: 'Clients' })).toHaveTextContent('carla@correo.com');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/Clients/);

    await userEvent.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: /Sales/ })).toHaveFocus();
    expect(await screen.findByRole('table', { name: 'Sales' })).toHaveTextContent('Elena Compra');
  });
});
