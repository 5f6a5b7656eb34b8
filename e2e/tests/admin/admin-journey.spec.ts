// The admin's view of the network: the dashboard totals move after a seller's sale, the seller's
// detail with its stat cards and tabs, and a sale opened from /admin/sales.
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { formatMoney } from '@cuadre/shared/money/money';
import type { TAdminDashboardTotals } from '@cuadre/shared/admin/schemas';
import { adminSession, createSeller, signIn, type TSession } from '../../support/accounts';

async function readTotals(request: APIRequestContext, admin: TSession): Promise<TAdminDashboardTotals> {
  const response = await request.get('/api/admin/dashboard', {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: TAdminDashboardTotals }).data;
}

async function post<T>(request: APIRequestContext, token: string, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { data: T }).data;
}

const count = (value: number) => new Intl.NumberFormat('en-US').format(value);
const card = (cards: Locator, label: string) => cards.getByRole('listitem').filter({ hasText: label });

test('the totals move after a sale; the seller detail, its tabs, and a sale from /admin/sales', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const sellerName = `Rosa ${suffix}`;
  const seller = await createSeller(request, { name: sellerName });
  const product = await post<{ id: string }>(request, seller.token, '/api/products', {
    name: `Café molido ${suffix}`,
    sku: `CAF-${suffix}`,
    price: 12.5,
    cost: 8,
    quantity: 20,
  });
  const client = await post<{ id: string }>(request, seller.token, '/api/clients', {
    name: `Luisa Pérez ${suffix}`,
    email: `luisa-${suffix}@example.com`,
  });

  const admin = await adminSession(request);
  await signIn(page, admin);
  const before = await readTotals(request, admin);

  // ── The dashboard before the sale ─────────────────────────────────────────
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Totals' });
  await expect(card(cards, 'Total Sales')).toContainText(count(before.totalSales));
  await expect(card(cards, 'Total Revenue')).toContainText(formatMoney(before.totalRevenue));
  await expect(card(cards, 'Total Users')).toContainText(count(before.totalUsers));
  await expect(card(cards, 'Total Clients')).toContainText(count(before.totalClients));
  await expect(card(cards, 'Pending Requests')).toContainText(count(before.pendingUsers));
  await expect(page.getByText('Activity feed coming soon')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create New User' })).toBeVisible();

  // ── A seller sells on credit: 2 × 12.50 + 3.00 delivery = 28.00, 10.00 paid now ──
  const sale = await post<{ id: string; total: number }>(request, seller.token, '/api/sales', {
    items: [
      { productId: product.id, quantity: 2, price: 12.5 },
      { name: 'Envío', quantity: 1, price: 3 },
    ],
    status: 'PENDING',
    clientId: client.id,
    initialPaymentAmount: 10,
  });
  expect(sale.total).toBe(28);

  await page.reload();
  await expect(card(cards, 'Total Sales')).toContainText(count(before.totalSales + 1));
  await expect(card(cards, 'Total Revenue')).toContainText(formatMoney(before.totalRevenue + 28));

  // ── The seller's detail, from the users list ──────────────────────────────
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await page.getByRole('link', { name: sellerName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${seller.user.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: sellerName })).toBeVisible();
  await expect(page.getByText(seller.email).first()).toBeVisible();
  const stats = page.getByRole('list', { name: 'Stats' });
  await expect(card(stats, 'Products Added')).toContainText('1');
  await expect(card(stats, 'Clients Registered')).toContainText('1');
  await expect(card(stats, 'Sales Made')).toContainText('1');
  await expect(card(stats, 'Pending Amount')).toContainText('$18.00');

  const tabs = page.getByRole('tablist', { name: 'Activity' });
  await expect(tabs.getByRole('tab', { name: 'Products 1' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('row', { name: /Café molido/ })).toContainText('$12.50');
  await tabs.getByRole('tab', { name: 'Clients 1' }).click();
  await expect(page.getByRole('tabpanel').getByRole('row', { name: /Luisa Pérez/ })).toContainText(
    `luisa-${suffix}@example.com`,
  );
  await tabs.getByRole('tab', { name: 'Sales 1' }).click();
  await expect(
    page.getByRole('tabpanel').getByRole('row', { name: new RegExp(sale.id.slice(0, 8)) }),
  ).toContainText('$28.00');

  // ── /admin/sales: find the sale by its short id and open it ───────────────
  await page.getByRole('link', { name: 'Sales', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  await page.getByLabel('Search sales').fill(sale.id.slice(0, 8));
  const row = page.getByRole('row', { name: new RegExp(sale.id.slice(0, 8)) });
  await expect(row).toContainText(`Luisa Pérez ${suffix}`);
  await expect(row).toContainText(sellerName);
  await expect(row).toContainText('$28.00');
  await row.getByRole('cell').nth(2).click();

  await expect(page).toHaveURL(new RegExp(`/admin/sales/${sale.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sale Details' })).toBeVisible();
  await expect(page.getByText(sale.id)).toBeVisible();
  const items = page.getByRole('table', { name: 'Items' });
  await expect(items.getByRole('row', { name: /Café molido/ })).toContainText(/2\s*\$12\.50\s*\$25\.00/);
  await expect(items.getByRole('row', { name: /Envío/ })).toContainText(/1\s*\$3\.00\s*\$3\.00/);
});
